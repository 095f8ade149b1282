import { UPTIME_REQUIREMENT_PERCENT } from '../../lib/staking';
import { STAKING_TEXT } from './staking-text';

const UPTIME_DECIMALS = 2;

/** Says, when a validator's uptime is below what a reward needs, that its delegators lose theirs too; nothing otherwise. */
export function LowUptimeWarning({ uptime }: { uptime: number | undefined }) {
  if (uptime === undefined || uptime >= UPTIME_REQUIREMENT_PERCENT) return null;
  return (
    <p role="alert" className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      {STAKING_TEXT.lowUptime(`${uptime.toFixed(UPTIME_DECIMALS)} %`)}
    </p>
  );
}
