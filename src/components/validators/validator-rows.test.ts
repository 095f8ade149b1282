import { describe, expect, it } from 'vitest';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import { hasFilters, toValidatorRows, validatorFilter, type ValidatorFilters } from './validator-rows';

const AVAX = 1_000_000_000n;
const owner = (address: string) => ({ locktime: 0n, threshold: 1n, addresses: [address] });

const staking = (nodeID: string, overrides: Partial<CurrentValidator> = {}): CurrentValidator => ({
  nodeID,
  txID: `tx-${nodeID}`,
  weight: 2_000n * AVAX,
  startTime: 1_000n,
  endTime: 1_000n + 30n * 86_400n,
  validationRewardOwner: owner('P-local1owner'),
  delegationRewardOwner: owner('P-local1owner'),
  potentialReward: 10n * AVAX,
  delegationFee: 2,
  uptime: 99,
  connected: true,
  signer: { publicKey: '0xab', proofOfPossession: '0xcd' },
  delegatorCount: 1n,
  delegatorWeight: 1_000n * AVAX,
  ...overrides,
});

describe('toValidatorRows', () => {
  it('default: derives weights, share and capacity of staking validators', () => {
    const [row] = toValidatorRows([staking('NodeID-A'), staking('NodeID-B', { delegatorWeight: 0n })]);
    expect(row).toMatchObject({ kind: 'staking', totalWeight: 3_000n * AVAX, capacity: 7_000n * AVAX, hasBls: true, owners: ['P-local1owner'] });
    expect(row!.share).toBeCloseTo(0.6, 6);
  });
  it('args: permissioned and L1 validators', () => {
    const rows = toValidatorRows([
      { nodeID: 'NodeID-P', txID: 'tx', weight: 10n, startTime: 1n, endTime: 2n },
      { nodeID: 'NodeID-L', weight: 30n, startTime: 1n, validationID: 'v1', publicKey: '0x1', balance: 0n, minNonce: 0n },
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['permissioned', 'l1']);
    expect(rows[0]!.capacity).toBeUndefined();
    expect(rows[1]).toMatchObject({ active: false, hasBls: true, share: 0.75 });
  });
});

describe('validatorFilter', () => {
  const rows = toValidatorRows([
    staking('NodeID-Alpha', { connected: false, uptime: 70 }),
    staking('NodeID-Beta', { signer: undefined, endTime: 1_000n + 3n * 86_400n }),
    staking('NodeID-Gamma', { weight: 2_000n * AVAX, delegatorWeight: 8_000n * AVAX }),
  ]);
  const DAY = 86_400n;
  const names = (filtered: { nodeID: string }[]) => filtered.map((row) => row.nodeID);
  const filterValidatorRows = (all: typeof rows, filters: ValidatorFilters, nowSeconds: number | undefined, minDelegationSeconds: bigint) => {
    const keep = validatorFilter(filters, nowSeconds, minDelegationSeconds);
    return keep ? all.filter(keep) : all;
  };

  it('default: no filter, no test', () => {
    expect(validatorFilter({}, 1_000, DAY)).toBeUndefined();
    expect(validatorFilter({ query: '  ' }, 1_000, DAY)).toBeUndefined();
  });
  it('behavior: a filter keeps the rows in order', () => {
    expect(names(filterValidatorRows(rows, { query: 'nodeid' }, 1_000, DAY))).toEqual(['NodeID-Alpha', 'NodeID-Beta', 'NodeID-Gamma']);
  });
  it('args: search is case-insensitive on node ID and owners', () => {
    expect(names(filterValidatorRows(rows, { query: 'beta' }, 1_000, DAY))).toEqual(['NodeID-Beta']);
    expect(filterValidatorRows(rows, { query: 'P-LOCAL1OWNER' }, 1_000, DAY)).toHaveLength(3);
  });
  it('args: connected, uptime, BLS, ending soon and delegation open', () => {
    expect(names(filterValidatorRows(rows, { connected: 'no' }, 1_000, DAY))).toEqual(['NodeID-Alpha']);
    expect(names(filterValidatorRows(rows, { uptimeBelow: 80 }, 1_000, DAY))).toEqual(['NodeID-Alpha']);
    expect(names(filterValidatorRows(rows, { bls: 'no' }, 1_000, DAY))).toEqual(['NodeID-Beta']);
    expect(names(filterValidatorRows(rows, { endingWithinDays: 7 }, 1_000, DAY))).toEqual(['NodeID-Beta']);
    expect(names(filterValidatorRows(rows, { delegationOpen: true }, 1_000, DAY))).toEqual(['NodeID-Alpha', 'NodeID-Beta']);
  });
  it('behavior: delegation is closed when less than the shortest delegation is left of the period', () => {
    const open = { delegationOpen: true };
    // Beta ends 3 days after time 1,000: open with 2 days to go, closed with less than a day left.
    expect(names(filterValidatorRows(rows, open, 1_000 + 2 * 86_400, DAY))).toEqual(['NodeID-Alpha', 'NodeID-Beta']);
    expect(names(filterValidatorRows(rows, open, 1_000 + 2.5 * 86_400, DAY))).toEqual(['NodeID-Alpha']);
    expect(names(filterValidatorRows(rows, open, 1_000, 14n * DAY))).toEqual(['NodeID-Alpha']);
  });
  it('error: until the chain\'s time is known, time filters keep nothing and the others still work', () => {
    expect(filterValidatorRows(rows, { endingWithinDays: 7 }, undefined, DAY)).toHaveLength(0);
    expect(filterValidatorRows(rows, { delegationOpen: true }, undefined, DAY)).toHaveLength(0);
    expect(names(filterValidatorRows(rows, { bls: 'no' }, undefined, DAY))).toEqual(['NodeID-Beta']);
  });
  it('args: auto-renewing or fixed-term, whether a renewed validator renews or exits next', () => {
    const withRenewal = toValidatorRows([
      staking('NodeID-Fixed'),
      staking('NodeID-Renews', { nextPeriod: 86_400n, autoCompoundRewardShares: 500_000n, validatorAuthority: owner('P-local1owner') }),
      staking('NodeID-Exits', { nextPeriod: 0n, autoCompoundRewardShares: 0n, validatorAuthority: owner('P-local1owner') }),
    ]);
    expect(withRenewal.map((row) => row.nextPeriod)).toEqual([undefined, 86_400n, 0n]);
    expect(names(filterValidatorRows(withRenewal, { autoRenewing: 'yes' }, 1_000, DAY))).toEqual(['NodeID-Renews', 'NodeID-Exits']);
    expect(names(filterValidatorRows(withRenewal, { autoRenewing: 'no' }, 1_000, DAY))).toEqual(['NodeID-Fixed']);
  });
  it("args: uptime below each validator's requirement, by when it started; nothing until the requirement is known", () => {
    const helicon = 2_000n;
    const requirementOf = (start: bigint) => (start >= helicon ? 90 : 80);
    const byStart = toValidatorRows([staking('NodeID-Before', { startTime: helicon - 1n, uptime: 85 }), staking('NodeID-After', { startTime: helicon, uptime: 85 }), staking('NodeID-Low', { uptime: 79.99 })]);
    const keep = validatorFilter({ uptimeBelow: 'requirement' }, 1_000, DAY, requirementOf);
    expect(names(byStart.filter(keep!))).toEqual(['NodeID-After', 'NodeID-Low']);
    expect(byStart.filter(validatorFilter({ uptimeBelow: 'requirement' }, 1_000, DAY)!)).toHaveLength(0);
    expect(names(byStart.filter(validatorFilter({ uptimeBelow: 80 }, 1_000, DAY, requirementOf)!))).toEqual(['NodeID-Low']);
  });
  it('behavior: filters combine', () => {
    expect(filterValidatorRows(rows, { connected: 'yes', bls: 'no', uptimeBelow: 50 }, 1_000, DAY)).toHaveLength(0);
  });
  it('behavior: hasFilters ignores the search text', () => {
    expect(hasFilters({ query: 'x' })).toBe(false);
    expect(hasFilters({ bls: 'yes' })).toBe(true);
  });
});
