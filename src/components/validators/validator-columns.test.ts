import { describe, expect, it } from 'vitest';
import { defaultColumns } from '../ui/column-choice';
import { L1_COLUMN_TIERS, l1Columns, STAKING_COLUMN_TIERS, STAKING_COLUMNS } from './validator-columns';
import { toValidatorRows } from './validator-rows';

const [l1Row] = toValidatorRows([
  { nodeID: 'NodeID-L', weight: 30n, startTime: 1n, validationID: 'v1', publicKey: '0x1', balance: 1_000n, minNonce: 0n },
]);

describe('l1Columns', () => {
  it('default: the runway is the balance over the price, in whole seconds', () => {
    const runway = l1Columns(3n).find((column) => column.id === 'runway')!;
    expect(runway.sortKey!(l1Row!)).toBe(333n);
    expect(runway.value!(l1Row!)).toBe(333n);
  });
  it('args: without a price there is no runway yet', () => {
    const runway = l1Columns(undefined).find((column) => column.id === 'runway')!;
    expect(runway.sortKey!(l1Row!)).toBeUndefined();
  });
  it('behavior: an inactive validator has no runway, so it sorts after those still paying', () => {
    const [inactive] = toValidatorRows([{ nodeID: 'NodeID-I', weight: 30n, startTime: 1n, validationID: 'v2', publicKey: '0x1', balance: 0n, minNonce: 0n }]);
    const runway = l1Columns(3n).find((column) => column.id === 'runway')!;
    expect(runway.sortKey!(inactive!)).toBeUndefined();
  });
});

describe('STAKING_COLUMNS', () => {
  it('default: every exported column has a unique id', () => {
    const ids = STAKING_COLUMNS.filter((column) => column.value).map((column) => column.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['nodeID', 'ownStake', 'delegated', 'totalWeight', 'share', 'capacity', 'fee', 'uptime', 'connected', 'reward', 'bls']));
  });
});

describe('column tiers', () => {
  const ids = (columns: ReadonlyArray<{ id: string }>) => columns.map((column) => column.id);
  it('behavior: a phone shows the node, its weight, fee, uptime and time left', () => {
    expect(defaultColumns(ids(STAKING_COLUMNS), STAKING_COLUMN_TIERS, 'base')).toEqual(['nodeID', 'totalWeight', 'fee', 'uptime', 'timeLeft']);
  });
  it('behavior: a phone shows an L1 validator with its balance and runway; a wide screen shows every column', () => {
    expect(defaultColumns(ids(l1Columns(1n)), L1_COLUMN_TIERS, 'base')).toEqual(['validationID', 'balance', 'runway']);
    expect(defaultColumns(ids(l1Columns(1n)), L1_COLUMN_TIERS, 'xl')).toEqual(ids(l1Columns(1n)));
  });
});
