import { hashToId, parseId } from '../ids';
import { encodeSignedTx } from './tx';

/**
 * The ID of the RewardAutoRenewedValidatorTx that settles the cycle of `stakerTxId` ending at
 * `timestamp`. The tx has no credentials and nothing but those two fields, so its ID follows from
 * them: a cycle's reward tx is found without looking through blocks.
 */
export function autoRenewedRewardTxId(stakerTxId: string, timestamp: bigint): string {
  return hashToId(encodeSignedTx({ unsignedTx: { kind: 'RewardAutoRenewedValidatorTx', txId: parseId(stakerTxId), timestamp }, credentials: [] }));
}
