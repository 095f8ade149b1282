import { beforeEach, describe, expect, it } from 'vitest';
import { bytesEqual } from '../../src/lib/bytes';
import { parseId } from '../../src/lib/ids';
import { autoRenewedRewardTxId } from '../../src/lib/codec/auto-renewed-reward';
import { potentialReward, PRIMARY_REWARD_CONFIG } from '../../src/lib/reward';
import { EWOQ_ADDRESS } from './accounts';
import { rewardAutoRenewedValidator } from './auto-renewed';
import { NANO_AVAX_PER_AVAX, SECONDS_PER_DAY } from './constants';
import { utxoIdBytes } from './encoding';
import { cb58 } from './hash';
import type { Network } from './network';
import { amountOf, type Staker, type TxRecord } from './state';
import { issueTestNetwork } from './test-issue';
import { DEFAULT_UPGRADE_SCHEDULE } from '../upgrades';
import { itemAt } from '../../src/lib/lists';

// What a cycle's end pays and changes, to the base unit, against the reference node's
// `RewardAutoRenewedValidatorTx` execution: commit renews (the configured share of the cycle's
// reward restaked, capped at the maximum stake) or exits (stake and every reward back), abort
// returns the stake and the accrued rewards and forfeits the cycle's reward.

const DAY = BigInt(SECONDS_PER_DAY);
const MAX_VALIDATOR_STAKE = 3_000_000n * NANO_AVAX_PER_AVAX;

let network: Network;

beforeEach(() => {
  network = issueTestNetwork(DEFAULT_UPGRADE_SCHEDULE);
});

/** The genesis-time auto-renewed validators: [ewoq's (half restaked, 1 day), short of uptime (1 day), exiting (2 days), long (14 days)]. */
function genesisAutoRenewed(): Staker[] {
  return [...network.state.validatorsByNode.values()].filter((v) => v.autoRenewal);
}

function byAuthority(address: Uint8Array): Staker {
  const found = genesisAutoRenewed().find((v) => v.autoRenewal!.authority.addresses.some((a) => bytesEqual(a, address)));
  if (!found) throw new Error('no such auto-renewed validator');
  return found;
}

/** The validator's cycle settled now, as the producer does at its end: its proposal and option blocks. */
function settle(staker: Staker): { supply: bigint; reward: TxRecord } {
  const state = network.state;
  state.endQueue.splice(state.endQueue.indexOf(staker), 1);
  const supply = state.supply;
  rewardAutoRenewedValidator(network.builder, staker, staker.autoRenewal!, network.upgrades);
  const reward = [...state.txs.values()].at(-1)!;
  return { supply, reward };
}

/** The amounts of the reward tx's reward UTXOs, each with its owner's first address. */
function rewardsOf(reward: TxRecord): { amount: bigint; owner: Uint8Array | undefined; outputIndex: number }[] {
  return (network.state.rewardUtxos.get(reward.id) ?? []).map((utxo) => ({
    amount: amountOf(utxo.output),
    owner: utxo.output.kind === 'TransferOutput' ? utxo.output.addresses[0] : undefined,
    outputIndex: utxo.outputIndex,
  }));
}

/** The amount `floor((10⁶ − shares) × total / 10⁶)` withdrawn of `total` when `shares` are restaked. */
function withdrawnOf(total: bigint, shares: bigint): bigint {
  return ((1_000_000n - shares) * total) / 1_000_000n;
}

/** The stake output returned to the validator tx's ID, after its own outputs, or undefined. */
function stakeBack(staker: Staker): bigint | undefined {
  const utxo = network.state.utxos.get(cb58(utxoIdBytes(parseId(staker.txId), staker.stakeOutputOffset)));
  return utxo && amountOf(utxo.output);
}

describe('the end of an auto-renewed validator\'s cycle', () => {
  it('default: genesis starts four auto-renewed validators with their configs', () => {
    const configs = genesisAutoRenewed().map((v) => [v.end - v.start, v.autoRenewal!.nextPeriod, v.autoRenewal!.autoCompoundShares]);
    expect(configs).toEqual([
      [DAY, DAY, 500_000n],
      [DAY, DAY, 1_000_000n],
      [2n * DAY, 0n, 250_000n],
      [14n * DAY, 14n * DAY, 0n],
    ]);
  });

  it('behavior: commit restakes the configured share of the reward and of the delegatee reward and starts the next cycle', () => {
    const staker = byAuthority(EWOQ_ADDRESS);
    staker.accruedDelegateeReward = 1_001n;
    const { weight, potentialReward: reward, end } = staker;
    const { supply, reward: tx } = settle(staker);
    expect(tx.status).toBe('Committed');
    expect(tx.tx.unsignedTx).toMatchObject({ kind: 'RewardAutoRenewedValidatorTx', timestamp: end });
    // The explorer finds a cycle's reward tx by this ID.
    expect(autoRenewedRewardTxId(staker.txId, end)).toBe(tx.id);
    const withdrawn = withdrawnOf(reward, 500_000n);
    // 1,001 delegatee reward at half restaked: 500 withdrawn, 501 restaked.
    expect(rewardsOf(tx)).toEqual([
      { amount: withdrawn, owner: staker.rewardOwner.addresses[0], outputIndex: 0 },
      { amount: 500n, owner: staker.delegationRewardOwner.addresses[0], outputIndex: 1 },
    ]);
    const next = network.state.validatorsByNode.get(staker.nodeIdText)!;
    const grown = weight + (reward - withdrawn) + 501n;
    expect(next).toMatchObject({ txId: staker.txId, start: end, end: end + DAY, weight: grown, accruedDelegateeReward: 0n, startHeight: staker.endHeight });
    expect(next.autoRenewal).toMatchObject({ accruedValidationRewards: reward - withdrawn, accruedDelegateeRewards: 501n, nextPeriod: DAY });
    // Helicon active long before: the next cycle's reward at ACP-285's minimum rate of 7.5 %.
    expect(next.potentialReward).toBe(potentialReward({ ...PRIMARY_REWARD_CONFIG, minConsumptionRate: 75_000n }, DAY, grown, supply));
    expect(network.state.supply).toBe(supply + next.potentialReward);
    expect(network.state.stakerByTx.get(staker.txId)).toBe(next);
  });

  it('boundary: restaking stops at the maximum stake, split between validation and delegatee rewards, the rest withdrawn', () => {
    const staker = byAuthority(EWOQ_ADDRESS);
    staker.weight = MAX_VALIDATOR_STAKE - 1_000n;
    staker.accruedDelegateeReward = 1_001n;
    const reward = staker.potentialReward;
    const { reward: tx } = settle(staker);
    const restakedValidation = reward - withdrawnOf(reward, 500_000n);
    const total = restakedValidation + 501n;
    const cappedValidation = (restakedValidation * 1_000n) / total;
    const cappedDelegatee = 1_000n - cappedValidation;
    expect(rewardsOf(tx).map((r) => r.amount)).toEqual([reward - cappedValidation, 1_001n - cappedDelegatee]);
    expect(network.state.validatorsByNode.get(staker.nodeIdText)?.weight).toBe(MAX_VALIDATOR_STAKE);
  });

  it('behavior: abort returns the stake and the accrued rewards, and the cycle\'s reward leaves the supply', () => {
    const staker = byAuthority(EWOQ_ADDRESS);
    settle(staker);
    const renewed = network.state.validatorsByNode.get(staker.nodeIdText)!;
    renewed.uptimeBase = 50;
    const accrued = renewed.autoRenewal!.accruedValidationRewards;
    expect(accrued).toBeGreaterThan(0n);
    network.state.time = renewed.end;
    const { supply, reward: tx } = settle(renewed);
    expect(tx.status).toBe('Aborted');
    expect(rewardsOf(tx)).toEqual([{ amount: accrued, owner: staker.rewardOwner.addresses[0], outputIndex: 0 }]);
    expect(network.state.supply).toBe(supply - renewed.potentialReward);
    expect(network.state.validatorsByNode.has(staker.nodeIdText)).toBe(false);
    // The stake as staked: the restaked rewards were paid above.
    expect(stakeBack(renewed)).toBe(amountOf(itemAt(renewed.stakeOutputs, 0).output));
  });

  it('boundary: after Helicon a cycle needs 90 % uptime (ACP-267): 89 aborts, 90 commits', () => {
    const [first, second] = [byAuthority(EWOQ_ADDRESS), itemAt(genesisAutoRenewed(), 1)];
    first.uptimeBase = 89;
    expect(settle(first).reward.status).toBe('Aborted');
    second.uptimeBase = 90;
    expect(settle(second).reward.status).toBe('Committed');
  });

  it('behavior: a first cycle short of uptime aborts with nothing to pay but the stake', () => {
    const staker = itemAt(genesisAutoRenewed(), 1);
    expect(staker.uptimeBase).toBeLessThan(80);
    const { supply, reward: tx } = settle(staker);
    expect(tx.status).toBe('Aborted');
    expect(rewardsOf(tx)).toEqual([]);
    expect(network.state.supply).toBe(supply - staker.potentialReward);
    expect(stakeBack(staker)).toBe(staker.weight);
  });

  it('behavior: commit with a next period of 0 exits: stake back and the whole reward paid', () => {
    const staker = itemAt(genesisAutoRenewed(), 2);
    const { supply, reward: tx } = settle(staker);
    expect(tx.status).toBe('Committed');
    expect(rewardsOf(tx)).toEqual([{ amount: staker.potentialReward, owner: staker.rewardOwner.addresses[0], outputIndex: 0 }]);
    expect(network.state.supply).toBe(supply);
    expect(network.state.validatorsByNode.has(staker.nodeIdText)).toBe(false);
    expect(stakeBack(staker)).toBe(staker.weight);
  });
});
