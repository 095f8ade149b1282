import { t } from '@lingui/core/macro';
import { formatDuration } from '../../lib/format-time';
import { useChainNow } from '../../queries/chain-now';
import { formatRatioPercent } from '../../lib/percent';
import { AbsoluteTime } from '../ui/Time';
import { useFormatAbsolute } from '../ui/use-time-zone';
import { useLocale } from '../ui/use-locale';

const PERCENT = 100;

export interface PeriodTimelineProps {
  /** Unix seconds. */
  start: bigint;
  end: bigint;
}

/** A staking period as a bar: start, end, and how far along it is at the chain's time. */
export function PeriodTimeline({ start, end }: PeriodTimelineProps) {
  const now = useChainNow();
  const format = useFormatAbsolute();
  const locale = useLocale();
  const length = end - start;
  const elapsed = now === undefined ? 0n : now < start ? 0n : now > end ? length : now - start;
  const percent = length > 0n ? Number((elapsed * BigInt(PERCENT)) / length) : PERCENT;
  const percentText = length > 0n ? formatRatioPercent(elapsed, length, { digits: 0, locale }) : formatRatioPercent(1n, 1n, { digits: 0, locale });
  const left = now === undefined ? undefined : end - now;
  const leftDuration = left === undefined || left <= 0n ? '' : formatDuration(Number(left), locale);
  const leftText = left === undefined ? t`chain time not known yet` : left > 0n ? t`${leftDuration} left` : left === 0n ? t`ending` : t`ended`;
  const lengthText = formatDuration(Number(length), locale);
  const nowText = now === undefined ? undefined : format(now);
  return (
    <div className="space-y-1 text-sm">
      <div
        role="meter"
        aria-label={t`Staking period elapsed`}
        aria-valuemin={0}
        aria-valuemax={PERCENT}
        aria-valuenow={percent}
        aria-valuetext={t`${percentText} elapsed, ${leftText}`}
        className="relative h-3 overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
        <span>{t`Start`} <AbsoluteTime value={start} /></span>
        <span title={nowText === undefined ? undefined : t`At chain time ${nowText}`}>{t`${percentText} of ${lengthText} · ${leftText}`}</span>
        <span>{t`End`} <AbsoluteTime value={end} /></span>
      </div>
    </div>
  );
}
