import { describe, expect, it } from 'vitest';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { CORETH_VM_ID, SUBNET_EVM_VM_ID } from '../../queries/chains';
import { sortByKeys } from '../ui/sort-rows';
import { CHAIN_SORT_KEYS, evmPathIdOf, toChainRows, type ChainAnswers } from './all-chains-rows';

const AVM_ID = 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq';
const CUSTOM_VM_ID = '2ZbJ3MbJ6NzG7VsVPnn5UJqW3pvgGZbMgSNF4W3K5u8V3Sh5Ns';
const L1_SUBNET = 'AqMydRgP1RUHP2HjeKAD7jBKxoUsAFdZm3wz3Gmg5pJj4D1DZ';
const PERMISSIONED_SUBNET = 'KFwgkxDtNGoGMeyTgWTttqCmUH9yQDAWdGgMKhLh8Ziz5YLxH';

const CHAINS = [
  { id: 'dexId', name: 'dexchain', subnetID: PERMISSIONED_SUBNET, vmID: SUBNET_EVM_VM_ID },
  { id: 'l1Id', name: 'l1chain', subnetID: L1_SUBNET, vmID: SUBNET_EVM_VM_ID },
  { id: 'customId', name: 'Custom', subnetID: L1_SUBNET, vmID: CUSTOM_VM_ID },
  { id: 'xId', name: 'X-Chain', subnetID: PRIMARY_NETWORK_ID, vmID: AVM_ID },
  { id: 'cId', name: 'C-Chain', subnetID: PRIMARY_NETWORK_ID, vmID: CORETH_VM_ID },
];

const ANSWERS: ChainAnswers = {
  kinds: new Map([
    [L1_SUBNET, { state: 'ok', value: 'l1' }],
    [PERMISSIONED_SUBNET, { state: 'ok', value: 'permissioned' }],
  ]),
  statuses: new Map([
    ['dexId', { state: 'ok', value: 'Validating' }],
    ['cId', { state: 'ok', value: 'Validating' }],
    ['xId', { state: 'error', reason: 'timeout' }],
  ]),
  evmChainIds: new Map([
    ['cId', { state: 'ok', value: 43112n }],
    ['dexId', { state: 'ok', value: 99001n }],
    ['l1Id', { state: 'error', reason: 'HTTP 404' }],
  ]),
};

describe('evmPathIdOf', () => {
  it('default: the C-Chain by its alias, subnet-EVM chains by their ID, other VMs not at all', () => {
    expect(evmPathIdOf(CHAINS[4]!)).toBe('C');
    expect(evmPathIdOf(CHAINS[0]!)).toBe('dexId');
    expect(evmPathIdOf(CHAINS[2]!)).toBeUndefined();
    expect(evmPathIdOf(CHAINS[3]!)).toBeUndefined();
  });
});

describe('toChainRows', () => {
  it('default: names the VM where known, marks the primary subnet and asks only EVM chains for a chain ID', () => {
    const rows = toChainRows(CHAINS, ANSWERS);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName['C-Chain']).toMatchObject({ vmName: 'Coreth EVM (C-Chain)', kind: { state: 'ok', value: 'primary' }, evmPathId: 'C', evmChainId: { state: 'ok', value: 43112n } });
    expect(byName['Custom']).toMatchObject({ vmName: undefined, vmID: CUSTOM_VM_ID, evmChainId: undefined, kind: { state: 'ok', value: 'l1' } });
    expect(byName['X-Chain']).toMatchObject({ vmName: 'AVM (X-Chain)', evmChainId: undefined, status: { state: 'error', reason: 'timeout' } });
    expect(byName['l1chain']).toMatchObject({ evmChainId: { state: 'error', reason: 'HTTP 404' }, status: { state: 'loading' } });
  });

  it('behavior: answers not there yet are loading', () => {
    const rows = toChainRows(CHAINS, { kinds: new Map(), statuses: new Map(), evmChainIds: new Map() });
    expect(rows[0]).toMatchObject({ kind: { state: 'loading' }, status: { state: 'loading' }, evmChainId: { state: 'loading' } });
  });
});

describe('CHAIN_SORT_KEYS', () => {
  const rows = toChainRows(CHAINS, ANSWERS);
  const names = (sorted: typeof rows) => sorted.map((row) => row.name);

  it('behavior: by EVM chain ID numerically, chains without one last in both directions', () => {
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.evmChainId, 'asc')).slice(0, 2)).toEqual(['C-Chain', 'dexchain']);
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.evmChainId, 'desc')).slice(0, 2)).toEqual(['dexchain', 'C-Chain']);
  });

  it('behavior: by kind primary, permissioned, L1; by subnet the Primary Network first; by name case-blind', () => {
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.kind, 'asc'))).toEqual(['X-Chain', 'C-Chain', 'dexchain', 'l1chain', 'Custom']);
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.subnet, 'asc')).slice(0, 2)).toEqual(['X-Chain', 'C-Chain']);
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.name, 'asc'))).toEqual(['C-Chain', 'Custom', 'dexchain', 'l1chain', 'X-Chain']);
  });

  it('behavior: by status known ones first; by VM name, or ID for custom VMs', () => {
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.status, 'desc')).slice(-3)).toEqual(['l1chain', 'Custom', 'X-Chain']);
    expect(names(sortByKeys(rows, CHAIN_SORT_KEYS.vm, 'asc'))[0]).toBe('Custom');
  });
});
