import { t } from '@lingui/core/macro';
import { BlockSkeleton, CardSkeleton, KeyValueSkeleton } from '../status/CardSkeleton';

/** Block ID, height, kind, time, parent and tx count. */
const OVERVIEW_ROWS = 6;

/**
 * A block page's body while it loads, in the shape of what replaces it: the neighbour links, the
 * overview, a one-tx table and the encodings, so the raw RPC panel below starts where it ends up.
 */
export function BlockBodySkeleton() {
  return (
    <div role="status" aria-label={t`Loading block`} aria-busy="true" className="space-y-4">
      <div aria-hidden="true" className="flex h-5 items-center">
        <BlockSkeleton className="h-4 w-48" />
      </div>
      <CardSkeleton>
        <KeyValueSkeleton rows={OVERVIEW_ROWS} />
      </CardSkeleton>
      {/* A header row and one tx. */}
      <CardSkeleton>
        <BlockSkeleton className="h-18" />
      </CardSkeleton>
      {/* The JSON block (caption and scroll box) and the hex encoding's summary line. */}
      <CardSkeleton>
        <BlockSkeleton className="h-102" />
        <div className="mt-4 h-5" />
      </CardSkeleton>
    </div>
  );
}
