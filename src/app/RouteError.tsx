import { t } from '@lingui/core/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorMessage } from '../components/status/ErrorMessage';
import { Button } from '../components/ui/Button';
import { TextLink } from '../components/ui/TextLink';
import { paths } from '../lib/paths';

/** Error boundary of a route: a crash in one page keeps the layout and offers a way out. */
export function RouteError() {
  const error = useRouteError();
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t`This page failed`;
  return (
    <div role="alert" className="mx-auto my-8 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-2 break-words text-sm">{isRouteErrorResponse(error) ? String(error.data ?? '') : <ErrorMessage error={error} />}</p>
      <div className="mt-4 flex gap-3 text-sm">
        <Button onClick={() => window.location.reload()} variant="primary" size="lg">
          {t`Reload`}
        </Button>
        <TextLink to={paths.root()} className="px-3 py-1.5">
          {t`Go to the dashboard`}
        </TextLink>
      </div>
    </div>
  );
}
