import { t } from '@lingui/core/macro';
import type { EndpointHealth, EndpointStatus } from '../../rpc/endpoint-pool';
import { Badge, type BadgeTone } from '../ui/Badge';
import { EndpointDialect } from './EndpointDialect';
import { EndpointRowHeader } from './EndpointRowHeader';
import { ScrollX } from '../ui/ScrollX';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';
import { endpointRefusalText } from '../status/endpoint-refusal-text';

const HEALTH_TONES: Record<EndpointHealth, BadgeTone> = { checking: 'info', healthy: 'success', slow: 'warning', out: 'danger', refused: 'danger' };
const HEALTH_TEXT: Record<EndpointHealth, string> = {
  get checking() { return t`checking`; },
  get healthy() { return t`healthy`; },
  get slow() { return t`slow`; },
  get out() { return t`out`; },
  get refused() { return t`refused`; },
};

/**
 * One row per endpoint of the network: its state (and why, when out or refused), its head, its
 * answer time and its calls; with `dialects`, what each speaks.
 */
export function EndpointTable({ statuses, dialects = false }: { statuses: readonly EndpointStatus[]; dialects?: boolean }) {
  const locale = useLocale();
  return (
    <ScrollX label={t`Endpoints in use`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Endpoints in use`}</caption>
        <thead>
          <tr className="text-muted">
            <th className="py-1 pr-4 font-normal">{t`Endpoint`}</th>
            <th className="py-1 pr-4 font-normal">{t`State`}</th>
            <th className="py-1 pr-4 font-normal">{t`Head`}</th>
            <th className="py-1 pr-4 font-normal">{t`Answer time`}</th>
            <th className="py-1 font-normal">{t`Calls`}</th>
            {dialects && <th className="py-1 pl-4 font-normal">{t`Dialect`}</th>}
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status.url} className="border-t border-slate-100 align-top dark:border-slate-800">
              <EndpointRowHeader url={status.url} />
              <td className="py-1 pr-4">
                <Badge tone={HEALTH_TONES[status.health]}>{HEALTH_TEXT[status.health]}</Badge>
                {status.reason && <span className="ml-2 text-xs break-words text-muted">{endpointRefusalText(status.reason)}</span>}
              </td>
              <td className="py-1 pr-4 tabular-nums">{status.head === undefined ? '—' : formatInteger(status.head, locale)}</td>
              <td className="py-1 pr-4 tabular-nums">{status.latencyMs === undefined ? '—' : `${formatInteger(Math.round(status.latencyMs), locale)} ms`}</td>
              <td className="py-1 tabular-nums">{formatInteger(status.calls, locale)}</td>
              {dialects && (
                <td className="py-1 pl-4">
                  <EndpointDialect status={status} first={statuses[0]?.url ?? status.url} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
