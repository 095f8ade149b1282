import { describe, expect, it } from 'vitest';
import { fakeEvmNode } from '../../rpc/testing/fake-evm-node';
import { resolveSearch } from './search-resolve';

const NET = { id: 'local' };
const HASH = `0x${'ab'.repeat(32)}`;
const SUBNET_CHAIN = '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt';

const TX = { hash: HASH, from: '0x1', to: null, value: '0x0', gas: '0x5208', nonce: '0x0', input: '0x', blockHash: null, blockNumber: null, transactionIndex: null };
const BLOCK = { number: '0x1', hash: HASH, parentHash: '0x0', timestamp: '0x1', miner: '0x0', gasLimit: '0x1', gasUsed: '0x0', transactions: [] };

describe('resolveSearch: EVM values', () => {
  it('default: a hash that names a transaction opens it on the C-Chain, asking for tx and block in one batch', async () => {
    const { client, requests } = fakeEvmNode({ eth_getTransactionByHash: TX, eth_getBlockByHash: BLOCK });
    await expect(resolveSearch(HASH, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/chains/C/tx/${HASH}` });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/\/ext\/bc\/C\/rpc$/);
  });

  it('behavior: otherwise a block hash opens the block, on the chain in view', async () => {
    const { client, requests } = fakeEvmNode({ eth_getBlockByHash: BLOCK });
    await expect(resolveSearch(HASH.toUpperCase().replace('0X', '0x'), { client, net: NET, scope: { chain: SUBNET_CHAIN, chainName: 'dexchain' } })).resolves.toEqual({
      type: 'go',
      to: `/local/chains/${SUBNET_CHAIN}/blocks/${HASH}`,
    });
    expect(requests[0]!.url).toContain(`/ext/bc/${SUBNET_CHAIN}/rpc`);
  });

  it('behavior: an address opens its account page, checksummed', async () => {
    const { client, requests } = fakeEvmNode({});
    await expect(resolveSearch('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', { client, net: NET })).resolves.toEqual({
      type: 'go',
      to: '/local/chains/C/address/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(requests).toHaveLength(0);
  });

  it('error: an unknown hash, and a wrong checksum', async () => {
    const { client } = fakeEvmNode({});
    await expect(resolveSearch(HASH, { client, net: NET })).resolves.toEqual({
      type: 'none',
      message: `No transaction or block with hash ${HASH} was found on the C-Chain.`,
    });
    const outcome = await resolveSearch('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', { client, net: NET });
    expect(outcome).toMatchObject({ type: 'none', message: expect.stringMatching(/EIP-55 checksum that does not match/) });
  });
});
