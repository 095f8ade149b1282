import { describe, expect, it } from 'vitest';
import { toTxView } from '../../queries/txs';
import type { UtxoRow } from '../address/utxo-rows';
import { rewardOutcome, rewardPaid, stakerSummary } from './reward-summary';

const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const BASE = { networkID: 12345n, blockchainID: '11111111111111111111111111111111LpoYY', outputs: [], inputs: [], memo: '0x' };
const validator = { nodeID: NODE, start: 100n, end: 200n, weight: 2000n };

const tx = (unsignedTx: Record<string, unknown>) => toTxView({ id: 'tx', unsignedTx } as never, 'tx');

function row(amount: bigint, addresses: string[]): UtxoRow {
  return { utxoID: `u${amount}`, txID: 'tx', outputIndex: 0n, assetID: 'a', amount, locktime: 0n, threshold: 1n, addresses };
}

describe('stakerSummary', () => {
  it('default: a validator and its node', () => {
    expect(stakerSummary(tx({ ...BASE, validator, stake: [], rewardsOwner: {}, shares: 20000n }))).toEqual({ kind: 'validator', nodeId: NODE });
  });

  it('args: each rewarded staking kind', () => {
    expect(stakerSummary(tx({ ...BASE, validator, stake: [], rewardsOwner: {} }))?.kind).toBe('delegator');
    expect(stakerSummary(tx({ ...BASE, validator, subnetID: 'x', signer: {}, stake: [] }))?.kind).toBe('permissionless validator');
    expect(stakerSummary(tx({ ...BASE, validator, subnetID: 'x', stake: [], rewardsOwner: {} }))?.kind).toBe('permissionless delegator');
  });

  it('behavior: an auto-renewed validator, its hex node ID read as a NodeID', () => {
    const autoRenewed = { ...BASE, nodeID: '0x1122334455667788112233445566778811223344', signer: {}, stake: [], validatorAuthority: {}, period: 100n };
    expect(stakerSummary(tx(autoRenewed))).toEqual({ kind: 'auto-renewed validator', nodeId: 'NodeID-2ZbTY9GatRTrfinAoYiYLcf6CvrPAUYgo' });
  });

  it('error: a tx that is not rewarded has no staker summary', () => {
    expect(stakerSummary(tx(BASE))).toBeUndefined();
    expect(stakerSummary(tx({ ...BASE, validator, subnetAuthorization: {} }))).toBeUndefined();
  });

  it('behavior: a validator without a node ID is still a staker', () => {
    expect(stakerSummary(tx({ ...BASE, validator: { start: 1n }, stake: [], rewardsOwner: {}, shares: 1n }))).toEqual({ kind: 'validator', nodeId: undefined });
  });
});

describe('rewardOutcome', () => {
  it('default: a committed reward tx rewarded its staker', () => {
    expect(rewardOutcome('Committed', undefined)).toBe('rewarded');
    expect(rewardOutcome('Committed', 'BanffCommitBlock')).toBe('rewarded');
  });

  it('behavior: an aborted status, or an abort block after the proposal, means not rewarded', () => {
    expect(rewardOutcome('Aborted', undefined)).toBe('notRewarded');
    expect(rewardOutcome('Committed', 'BanffAbortBlock')).toBe('notRewarded');
    expect(rewardOutcome('Processing', 'ApricotAbortBlock')).toBe('notRewarded');
  });

  it('behavior: a tx still processing is undecided, whatever an ambiguous option block says', () => {
    expect(rewardOutcome('Processing', 'BanffCommitOrAbortBlock')).toBe('undecided');
  });
});

describe('rewardPaid', () => {
  it('default: the sum of the reward UTXOs and their owners once each', () => {
    const paid = rewardPaid([row(5n, ['P-a']), row(10_000_000_000_000_000_001n, ['P-a', 'P-b'])]);
    expect(paid).toEqual({ total: 10_000_000_000_000_000_006n, owners: ['P-a', 'P-b'] });
  });

  it('behavior: no UTXOs pay nothing', () => {
    expect(rewardPaid([])).toEqual({ total: 0n, owners: [] });
  });
});
