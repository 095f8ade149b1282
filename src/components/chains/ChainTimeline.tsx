import type { TimelineStop } from '../../lib/chain-timeline';
import { Badge } from '../ui/Badge';
import { Time } from '../ui/Time';

const STATUS_TEXT: Record<TimelineStop['status'], { label: string; tone: 'success' | 'info' | 'neutral' }> = {
  past: { label: 'active', tone: 'success' },
  future: { label: 'scheduled', tone: 'info' },
  unscheduled: { label: 'unscheduled', tone: 'neutral' },
};

function ActivationLabel({ stop }: { stop: TimelineStop }) {
  if ('block' in stop.at) return <span className="font-mono">block {stop.at.block.toString()}</span>;
  if (stop.status === 'unscheduled') return <span>not scheduled</span>;
  if (stop.at.time === 0n) return <span>genesis (time 0)</span>;
  return <Time value={stop.at.time} />;
}

/** Forks by block and by time, genesis precompiles and precompile upgrades, in order. */
export function ChainTimeline({ stops }: { stops: readonly TimelineStop[] }) {
  return (
    <ol aria-label="Chain timeline" className="relative space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {stops.map((stop) => {
        const status = STATUS_TEXT[stop.status];
        return (
          <li key={'block' in stop.at ? `b${stop.at.block}` : `t${stop.at.time}`} className="text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <ActivationLabel stop={stop} />
              <Badge tone={status.tone}>{status.label}</Badge>
            </div>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {stop.events.map((event) => (
                <li key={`${event.kind}:${event.key}`}>
                  <Badge tone={event.action === 'disable' ? 'danger' : event.kind === 'fork' ? 'neutral' : 'warning'} title={event.key}>
                    {event.kind === 'fork' ? event.name : `${event.name} ${event.action === 'disable' ? 'disabled' : 'enabled'}`}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
