import { t } from '@lingui/core/macro';
import { BlockSkeleton, CardSkeleton, KeyValueSkeleton } from '../status/CardSkeleton';

/** Base fields of a tx that moves funds: network, blockchain, memo, fee and credentials. */
const BASE_ROWS = 5;

/**
 * The decoded tx and its encoding while they load, shaped as the most common tx (base fields,
 * two outputs, one input, the JSON block) so the cards that arrive take its place without
 * pushing what is below; on a phone it reaches past the first screen either way.
 */
export function TxBodySkeleton() {
  return (
    <div role="status" aria-label={t`Loading transaction`} aria-busy="true" className="space-y-4">
      <CardSkeleton>
        <KeyValueSkeleton rows={BASE_ROWS} />
      </CardSkeleton>
      {/* A header row and two outputs whose owner takes two lines. */}
      <CardSkeleton>
        <BlockSkeleton className="h-38" />
      </CardSkeleton>
      {/* A header row and one input. */}
      <CardSkeleton>
        <BlockSkeleton className="h-18" />
      </CardSkeleton>
      {/* The JSON block's caption and its scroll box (max-h-96). */}
      <CardSkeleton>
        <BlockSkeleton className="h-102" />
      </CardSkeleton>
    </div>
  );
}
