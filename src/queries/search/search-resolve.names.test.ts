import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../lib/address';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { idFromBytes, nodeIdFromBytes } from '../../lib/ids';
import { fakeEvmNode, NodeErrorAnswer } from '../../rpc/testing/fake-evm-node';
import type { KnownToken } from '../known-tokens';
import { resolveSearch } from './search-resolve';

const NET = { id: 'local' };
const NODE_ID = nodeIdFromBytes(new Uint8Array(20).fill(3));
const L1 = idFromBytes(new Uint8Array(32).fill(1));
const OTHER_L1 = idFromBytes(new Uint8Array(32).fill(2));
const VALIDATION = idFromBytes(new Uint8Array(32).fill(4));
const OTHER_VALIDATION = idFromBytes(new Uint8Array(32).fill(5));
const DEX_CHAIN = idFromBytes(new Uint8Array(32).fill(6));
const C_CHAIN = idFromBytes(new Uint8Array(32).fill(8));
const TOKEN = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER_TOKEN = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

const primaryValidator = { nodeID: NODE_ID, weight: '2000', startTime: '1', endTime: '2', txID: L1 };
const l1Validator = (validationID: string) => ({ nodeID: NODE_ID, weight: '20', startTime: '1', validationID });

/** A node whose subnets' sets hold `sets[subnetID]` (the Primary Network's under its ID). */
function nodeWithSets(sets: Record<string, unknown[] | NodeErrorAnswer>) {
  return fakeEvmNode({
    'platform.getSubnets': { subnets: [L1, OTHER_L1, PRIMARY_NETWORK_ID].map((id) => ({ id, controlKeys: [], threshold: '0' })) },
    'platform.getCurrentValidators': (params) => {
      const set = sets[(params as unknown as { subnetID: string }).subnetID] ?? [];
      return set instanceof NodeErrorAnswer ? set : { validators: set as never };
    },
  });
}

describe('resolveSearch: node IDs', () => {
  it('default: the node ID of an L1 validator opens its L1 validation', async () => {
    const { client } = nodeWithSets({ [L1]: [l1Validator(VALIDATION)] });
    await expect(resolveSearch(NODE_ID, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/l1-validators/${VALIDATION}` });
  });

  it('behavior: a node that is both an L1 and a Primary Network validator offers both, the L1 validations first', async () => {
    const { client } = nodeWithSets({ [PRIMARY_NETWORK_ID]: [primaryValidator], [L1]: [l1Validator(VALIDATION)], [OTHER_L1]: [l1Validator(OTHER_VALIDATION)] });
    const outcome = await resolveSearch(`nodeid-${NODE_ID.slice(7)}`, { client, net: NET });
    expect(outcome).toEqual({
      type: 'choose',
      heading: `${NODE_ID} validates in several places:`,
      matches: [
        { kind: 'l1Validator', label: expect.stringMatching(/^L1 validator of subnet /), to: `/local/l1-validators/${VALIDATION}` },
        { kind: 'l1Validator', label: expect.stringMatching(/^L1 validator of subnet /), to: `/local/l1-validators/${OTHER_VALIDATION}` },
        { kind: 'validator', label: 'Primary Network validator', to: `/local/validators/${NODE_ID}` },
      ],
    });
  });

  it('behavior: a Primary Network validator only, or no current validator, opens the validator page; a subnet validator without a validation ID is no L1 validation', async () => {
    const { client } = nodeWithSets({ [PRIMARY_NETWORK_ID]: [primaryValidator], [L1]: [{ nodeID: NODE_ID, weight: '20', startTime: '1', endTime: '2', txID: L1 }] });
    await expect(resolveSearch(NODE_ID, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/validators/${NODE_ID}` });
    const { client: empty } = nodeWithSets({});
    await expect(resolveSearch(NODE_ID.slice(7), { client: empty, net: NET })).resolves.toEqual({ type: 'go', to: `/local/validators/${NODE_ID}` });
  });

  it('behavior: a subnet the node will not list is skipped, the others still answer', async () => {
    const { client } = nodeWithSets({ [L1]: new NodeErrorAnswer(-32000, 'unknown subnet'), [OTHER_L1]: [l1Validator(OTHER_VALIDATION)] });
    await expect(resolveSearch(NODE_ID, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/l1-validators/${OTHER_VALIDATION}` });
  });
});

const BLOCKCHAINS = {
  blockchains: [
    { id: C_CHAIN, name: 'C-Chain', subnetID: PRIMARY_NETWORK_ID, vmID: 'evm' },
    { id: DEX_CHAIN, name: 'dexchain', subnetID: L1, vmID: 'subnetevm' },
  ],
};
const TOKENS: KnownToken[] = [
  { chain: 'C', address: TOKEN, symbol: 'USDC', name: 'USD Coin' },
  { chain: DEX_CHAIN, address: OTHER_TOKEN, symbol: 'USDC' },
  { chain: 'C', address: OTHER_TOKEN, symbol: 'USDC.e' },
];

describe('resolveSearch: names', () => {
  it('default: a chain name, case aside, opens its blockchain', async () => {
    const { client } = fakeEvmNode({ 'platform.getBlockchains': BLOCKCHAINS });
    await expect(resolveSearch('DexChain', { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/blockchains/${DEX_CHAIN}` });
  });

  it('args: the C-Chain by name or letter, the P-Chain by name', async () => {
    const { client } = fakeEvmNode({ 'platform.getBlockchains': BLOCKCHAINS });
    for (const name of ['c-chain', 'C', 'c']) await expect(resolveSearch(name, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/blockchains/${C_CHAIN}` });
    await expect(resolveSearch('P-Chain', { client, net: NET })).resolves.toEqual({ type: 'go', to: '/local/blocks' });
  });

  it('behavior: a token symbol, exactly, among the tokens known; several matches are listed with their chains', async () => {
    const { client } = fakeEvmNode({ 'platform.getBlockchains': BLOCKCHAINS });
    await expect(resolveSearch('usdc.e', { client, net: NET, tokens: TOKENS })).resolves.toEqual({ type: 'go', to: `/local/chains/C/token/${OTHER_TOKEN}` });
    await expect(resolveSearch('USDC', { client, net: NET, tokens: TOKENS })).resolves.toEqual({
      type: 'choose',
      heading: 'Several things are named “USDC”:',
      matches: [
        { kind: 'token', label: 'Token USDC (USD Coin) at 0x5aAeb6…1BeAed on C-Chain', to: `/local/chains/C/token/${TOKEN}` },
        { kind: 'token', label: 'Token USDC at 0xfB6916…c5d359 on dexchain', to: `/local/chains/${DEX_CHAIN}/token/${OTHER_TOKEN}` },
      ],
    });
  });

  it('error: a name nothing has says what was looked for and what the box takes, never a checksum', async () => {
    const { client } = fakeEvmNode({ 'platform.getBlockchains': BLOCKCHAINS });
    const outcome = await resolveSearch('gamechain', { client, net: NET, tokens: TOKENS });
    expect(outcome).toMatchObject({ type: 'none', message: expect.stringMatching(/^No blockchain is named “gamechain” on this node, and no token the explorer has seen has that symbol\. The search takes a block height/) });
    expect(outcome.type === 'none' && outcome.message).not.toMatch(/checksum/);
  });
});

describe('resolveSearch: addresses without P-', () => {
  it("default: this network's address opens its page; another network's says which prefix is expected", async () => {
    const { client, requests } = fakeEvmNode({});
    const local = formatAddress('P', 'local', new Uint8Array(20).fill(9));
    await expect(resolveSearch(local.slice(2), { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/address/${local}` });
    const mainnet = formatAddress('P', 'avax', new Uint8Array(20).fill(9)).slice(2);
    await expect(resolveSearch(mainnet, { client, net: NET })).resolves.toMatchObject({
      type: 'none',
      message: expect.stringContaining('it is an address of another network (it starts with avax1, while addresses here start with local1)'),
    });
    expect(requests).toHaveLength(0);
  });
});
