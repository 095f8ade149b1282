import { formatPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';
import { STAKING_TEXT } from './staking-text';

/**
 * Says, when a validator's uptime is below what its reward needs (`requirement`, percent), that its
 * delegators lose theirs too; nothing otherwise, or while either is not known.
 */
export function LowUptimeWarning({ uptime, requirement }: { uptime: number | undefined; requirement: number | undefined }) {
  const locale = useLocale();
  if (uptime === undefined || requirement === undefined || uptime >= requirement) return null;
  return (
    <p role="alert" className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      {STAKING_TEXT.lowUptime(formatPercent(uptime, { locale }), formatPercent(requirement, { digits: 0, locale }))}
    </p>
  );
}
