import { t } from '@lingui/core/macro';
import { CardSkeleton } from '../status/CardSkeleton';
import { PULSE } from '../ui/pulse';

/**
 * The validators page while its set loads: the summary card and the table card at the heights
 * they take once filled (a 2,000-row set at each breakpoint), so nothing below them moves.
 */
export function ValidatorSetSkeleton() {
  return (
    <div role="status" aria-label={t`Loading validators`} aria-busy="true" className="space-y-4">
      <CardSkeleton>
        <div className={`h-[397px] lg:h-[248px] ${PULSE}`} />
      </CardSkeleton>
      <CardSkeleton>
        <div className={`h-[880px] md:h-[758px] xl:h-[716px] ${PULSE}`} />
      </CardSkeleton>
    </div>
  );
}
