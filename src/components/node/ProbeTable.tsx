import type { UseQueryResult } from '@tanstack/react-query';
import type { ProbeOutcome, ProbeSpec, ProbeState } from '../../queries/node-probe';
import { Badge, type BadgeTone } from '../ui/Badge';
import { ScrollX } from '../ui/ScrollX';

export const STATE_BADGES: Record<ProbeState, { tone: BadgeTone; text: string }> = {
  available: { tone: 'success', text: 'available' },
  absent: { tone: 'neutral', text: 'absent' },
  unreachable: { tone: 'danger', text: 'unreachable' },
  failed: { tone: 'warning', text: 'unclear' },
};

export interface ProbeTableProps {
  probes: readonly ProbeSpec[];
  results: ReadonlyArray<UseQueryResult<ProbeOutcome>>;
  /** Index of each probe in `results`. */
  indexOf: (probe: ProbeSpec) => number;
}

/** One row per endpoint probe: what, where, whether the node has it, and what was found. */
export function ProbeTable({ probes, results, indexOf }: ProbeTableProps) {
  return (
    <ScrollX label="Endpoints of the node">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Endpoints of the node</caption>
        <thead>
          <tr className="text-muted">
            <th className="py-1 pr-4 font-normal">Endpoint</th>
            <th className="py-1 pr-4 font-normal">Chain</th>
            <th className="py-1 pr-4 font-normal">Path</th>
            <th className="py-1 pr-4 font-normal">State</th>
            <th className="py-1 font-normal">Finding</th>
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
                <td className="py-1 pr-4 font-mono text-xs">{probe.path}</td>
                <td className="py-1 pr-4">
                  {badge ? (
                    <Badge tone={badge.tone}>{badge.text}</Badge>
                  ) : (
                    <span role="status" aria-label={`Probing ${probe.label}`} className="inline-block h-4 w-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                  )}
                </td>
                <td className="py-1 text-xs break-words text-muted">{result?.data?.detail ?? (result?.isError ? String(result.error) : '')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollX>
  );
}
