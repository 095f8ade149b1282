import { t } from '@lingui/core/macro';
import type { TimelineStop } from '../../lib/chain-timeline';
import { Badge } from '../ui/Badge';
import { Time } from '../ui/Time';
import { blockText } from './block-text';

const STATUS_TEXT: Record<TimelineStop['status'], { readonly label: string; tone: 'success' | 'info' | 'neutral' }> = {
  past: { get label() { return t`active`; }, tone: 'success' },
  future: { get label() { return t`scheduled`; }, tone: 'info' },
  unscheduled: { get label() { return t`unscheduled`; }, tone: 'neutral' },
};

function eventText(event: TimelineStop['events'][number]): string {
  const { name } = event;
  if (event.kind === 'fork') return name;
  return event.action === 'disable' ? t`${name} disabled` : t`${name} enabled`;
}

function ActivationLabel({ stop }: { stop: TimelineStop }) {
  if ('block' in stop.at) return <span className="font-mono">{blockText(stop.at.block)}</span>;
  if (stop.status === 'unscheduled') return <span>{t`not scheduled`}</span>;
  if (stop.at.time === 0n) return <span>{t`genesis (time 0)`}</span>;
  return <Time value={stop.at.time} />;
}

/** Forks by block and by time, genesis precompiles and precompile upgrades, in order. */
export function ChainTimeline({ stops }: { stops: readonly TimelineStop[] }) {
  return (
    <ol aria-label={t`Chain timeline`} className="relative space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
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
                    {eventText(event)}
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
