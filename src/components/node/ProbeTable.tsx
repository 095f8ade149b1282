import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProbeOutcome, ProbeSpec, ProbeState } from '../../queries/node-probe';
import { errorText } from '../status/error-text';
import { Badge, type BadgeTone } from '../ui/Badge';
import { ScrollX } from '../ui/ScrollX';

export const STATE_BADGES: Record<ProbeState, { tone: BadgeTone; text: string }> = {
  available: { tone: 'success', get text() { return t`available`; } },
  absent: { tone: 'neutral', get text() { return t`absent`; } },
  unreachable: { tone: 'danger', get text() { return t`unreachable`; } },
  failed: { tone: 'warning', get text() { return t`unclear`; } },
};

/** What a probe found, as the page writes it. */
export const outcomeText = (outcome: ProbeOutcome) => ('error' in outcome ? errorText(outcome.error) : outcome.detail);

export interface ProbeTableProps {
  probes: readonly ProbeSpec[];
  results: ReadonlyArray<UseQueryResult<ProbeOutcome>>;
  /** Index of each probe in `results`. */
  indexOf: (probe: ProbeSpec) => number;
}

const probing = (what: string) => t`Probing ${what}`;

/** One row per endpoint probe: what, where, whether the node has it, and what was found. */
export function ProbeTable({ probes, results, indexOf }: ProbeTableProps) {
  return (
    <ScrollX label={t`Endpoints of the node`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Endpoints of the node`}</caption>
        <thead>
          <tr className="text-muted">
            <th className="py-1 pr-4 font-normal">{t`Endpoint`}</th>
            <th className="py-1 pr-4 font-normal">{t`Chain`}</th>
            <th className="py-1 pr-4 font-normal">{t`Path`}</th>
            <th className="py-1 pr-4 font-normal">{t`State`}</th>
            <th className="py-1 font-normal">{t`Finding`}</th>
          </tr>
        </thead>
        <tbody>
          {probes.map((probe) => {
            const result = results[indexOf(probe)];
            const badge = result?.data && STATE_BADGES[result.data.state];
            return (
              <tr key={probe.id} className="border-t border-slate-100 align-top dark:border-slate-800">
                <th scope="row" className="py-1 pr-4 font-medium">
                  {probe.label}
                </th>
                <td className="py-1 pr-4">{probe.chainName}</td>
                <td className="py-1 pr-4 text-xs">
                  <code>{probe.path}</code>
                </td>
                <td className="py-1 pr-4">
                  {badge ? (
                    <Badge tone={badge.tone}>{badge.text}</Badge>
                  ) : (
                    <span role="status" aria-label={probing(probe.label)} className="inline-block h-4 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                  )}
                </td>
                <td className="py-1 text-xs break-words text-muted">{result?.data ? outcomeText(result.data) : result?.isError ? errorText(result.error) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollX>
  );
}
