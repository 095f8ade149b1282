import { t } from '@lingui/core/macro';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDuration } from '../../lib/format-time';
import { useChainNow } from '../../queries/chain-now';
import { useFormatAbsolute } from '../ui/use-time-zone';
import { useLocale } from '../ui/use-locale';

export interface TimeLeftProps {
  /** Unix seconds. */
  end: bigint;
  /** Words after a duration, e.g. "left". */
  suffix?: string;
}

/** The chain's time read once for every countdown below it; null where nothing shares it. */
const SharedChainNow = createContext<{ now: bigint | undefined } | null>(null);

/**
 * Lets a table read the chain's time once for all its rows: each countdown reading it for itself
 * subscribes to two queries, and a filter that mounts rows by the dozen paid for that on every keystroke.
 */
export function ChainNowForCountdowns({ children }: { children: ReactNode }) {
  const now = useChainNow();
  const shared = useMemo(() => ({ now }), [now]);
  return <SharedChainNow value={shared}>{children}</SharedChainNow>;
}

/**
 * Time from the chain's time until `end`, or "ended" once the chain's time has passed it. At exactly
 * `end` the staker is still current until the block that removes it ("ending"). The exact end and
 * chain time are on hover.
 */
export function TimeLeft(props: TimeLeftProps) {
  const shared = useContext(SharedChainNow);
  return shared ? <Countdown {...props} now={shared.now} /> : <CountdownOnOwnClock {...props} />;
}

function CountdownOnOwnClock(props: TimeLeftProps) {
  return <Countdown {...props} now={useChainNow()} />;
}

function Countdown({ end, suffix, now }: TimeLeftProps & { now: bigint | undefined }) {
  const format = useFormatAbsolute();
  const locale = useLocale();
  const endText = format(end);
  const nowText = now === undefined ? '' : format(now);
  const title = now === undefined ? t`Ends ${endText}` : t`Ends ${endText}; chain time ${nowText}`;
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
      {left > 0n ? [formatDuration(Number(left), locale), suffix].filter(Boolean).join(' ') : left === 0n ? t`ending` : t`ended`}
    </span>
  );
}
