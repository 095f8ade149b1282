import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProbeOutcome, ProbeSpec } from '../../queries/node-probe';
import { Badge } from '../ui/Badge';
import { outcomeText, STATE_BADGES } from './ProbeTable';
import { ScrollX } from '../ui/ScrollX';

export interface MethodMatrixProps {
  probes: readonly ProbeSpec[];
  results: ReadonlyArray<UseQueryResult<ProbeOutcome>>;
  indexOf: (probe: ProbeSpec) => number;
}

const foundOn = (method: string, chain: string, detail: string) => t`${method} on ${chain}: ${detail}`;
const probingOn = (method: string, chain: string) => t`Probing ${method} on ${chain}`;

/** Optional methods by chain: one row per method, one column per EVM chain; what was found on hover. */
export function MethodMatrix({ probes, results, indexOf }: MethodMatrixProps) {
  const chains = [...new Map(probes.map((probe) => [probe.chain, probe.chainName])).entries()];
  const methods = [...new Set(probes.map((probe) => probe.method))];
  return (
    <ScrollX label={t`Optional methods of the EVM chains`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Optional methods of the EVM chains`}</caption>
        <thead>
          <tr className="text-muted">
            <th className="py-1 pr-4 font-normal">{t`Method`}</th>
            {chains.map(([chain, name]) => (
              <th key={chain} className="py-1 pr-4 font-normal">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1 pr-4 font-mono text-xs font-medium">
                {method}
              </th>
              {chains.map(([chain, name]) => {
                const probe = probes.find((item) => item.method === method && item.chain === chain);
                const outcome = probe && results[indexOf(probe)]?.data;
                const badge = outcome && STATE_BADGES[outcome.state];
                return (
                  <td key={chain} className="py-1 pr-4">
                    {badge ? (
                      <Badge tone={badge.tone} title={foundOn(method, name, outcomeText(outcome))}>
                        {badge.text}
                      </Badge>
                    ) : (
                      <span role="status" aria-label={probingOn(method, name)} className="inline-block h-4 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
