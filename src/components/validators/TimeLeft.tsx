import { formatAbsolute, formatDuration } from '../../lib/format-time';
import { useChainNow } from '../../queries/chain-now';

export interface TimeLeftProps {
  /** Unix seconds. */
  end: bigint;
  /** Words after a duration, e.g. "left". */
  suffix?: string;
}

/**
 * Time from the chain's time until `end`, or "ended" once the chain's time has passed it. At exactly
 * `end` the staker is still current until the block that removes it ("ending"). The exact end and
 * chain time are on hover.
 */
export function TimeLeft({ end, suffix }: TimeLeftProps) {
  const now = useChainNow();
  const title = `Ends ${formatAbsolute(end)}${now === undefined ? '' : `; chain time ${formatAbsolute(now)}`}`;
  if (now === undefined) {
    return (
      <span className="text-muted" title={title}>
        …
      </span>
    );
  }
  const left = end - now;
  return (
    <span className="tabular-nums" title={title}>
      {left > 0n ? `${formatDuration(Number(left))}${suffix ? ` ${suffix}` : ''}` : left === 0n ? 'ending' : 'ended'}
    </span>
  );
}
