import { t } from '@lingui/core/macro';
import { useLocation } from 'react-router';
import { TextLink } from '../components/ui/TextLink';
import { paths } from '../lib/paths';
import { useOptionalNetwork } from '../network/network-context';

/** Any path that matches no page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const network = useOptionalNetwork();
  return (
    <div className="mx-auto my-12 max-w-xl text-center">
      <h1 className="text-2xl font-semibold">{t`Page not found`}</h1>
      <p className="mt-2 break-all text-slate-600 dark:text-slate-400">
        {t`There is no page at ${pathname}.`}
      </p>
      <TextLink to={network ? paths.dashboard(network.ref) : paths.root()} className="mt-4 inline-block">
        {t`Go to the dashboard`}
      </TextLink>
    </div>
  );
}
