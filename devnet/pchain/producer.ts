import { itemAt } from '../../src/lib/lists';
import { fillBlock } from './activity';
import type { Network } from './network';
import { includePending } from './mempool';
import { rewardAutoRenewedValidator } from './auto-renewed';
import { rewardStaker } from './staking';
import type { WalletContext } from './wallet';

/** At most this many blocks are produced by one `advanceTime`; longer jumps space blocks out. */
export const MAX_BLOCKS_PER_ADVANCE = 600;

/**
 * Accepts what happens up to `time`: a proposal + commit/abort pair for each Primary Network staker
 * whose end time (or auto-renewed validator whose cycle end) has come, at that time, the removal of ended subnet validators, then a
 * standard block at `time` with the issued txs that are pending, then the block's activity.
 */
export function produceBlockAt(network: Network, time: bigint): void {
  const { state, builder } = network;
  const queue = state.endQueue;
  let due = 0;
  while (due < queue.length && itemAt(queue, due).end <= time) due++;
  // Taken off in one splice: at tens of thousands of stakers, one shift each moves the whole queue each time.
  for (const staker of queue.splice(0, due)) {
    if (staker.kind === 'subnetValidator') staker.endHeight = builder.nextHeight;
    else if (staker.autoRenewal) rewardAutoRenewedValidator(builder, staker, staker.autoRenewal, network.upgrades);
    else rewardStaker(builder, staker, network.upgrades);
  }
  builder.begin(time);
  includePending(network);
  const context: WalletContext = { state, rng: network.rng, keys: network.keys, price: builder.price };
  fillBlock(network, context);
  builder.finish();
}

export function advanceBy(network: Network, seconds: bigint, interval: bigint): void {
  const target = network.state.time + seconds;
  const minimumStep = (seconds + BigInt(MAX_BLOCKS_PER_ADVANCE) - 1n) / BigInt(MAX_BLOCKS_PER_ADVANCE);
  const step = interval > minimumStep ? interval : minimumStep;
  while (network.state.time + step <= target) produceBlockAt(network, network.state.time + step);
  if (network.state.time < target) produceBlockAt(network, target);
}
