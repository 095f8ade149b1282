import { t } from '@lingui/core/macro';
import { Link, useLocation } from 'react-router';
import { useNetwork } from '../network/network-context';

/** Says loudly that the page reads from a node given in the URL, not the network's own. */
export function CustomNodeBanner() {
  const { customRpc, preset } = useNetwork();
  const location = useLocation();
  if (!customRpc) return null;
  const params = new URLSearchParams(location.search);
  params.delete('rpc');
  const search = params.toString();
  return (
    <div role="region" aria-label={t`Custom node`} className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
      <p className="mx-auto max-w-7xl px-4 py-2 text-sm">
        {t`Using a custom node: ${customRpc} (named as ${preset.name}).`}{' '}
        <Link to={`${location.pathname}${search ? `?${search}` : ''}`} className="underline">
          {t`Use the default node`}
        </Link>
      </p>
    </div>
  );
}
