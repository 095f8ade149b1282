import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../lib/address';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { idFromBytes, nodeIdFromBytes } from '../../lib/ids';
import { fakeEvmNode } from '../../rpc/testing/fake-evm-node';
import { resolveSearch } from './search-resolve';

const NET = { id: 'local' };
const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TX_ID = idFromBytes(new Uint8Array(32).fill(7));
const NODE_ID = nodeIdFromBytes(new Uint8Array(20).fill(3));
const SUBNET_CHAIN = idFromBytes(new Uint8Array(32).fill(6));
const P_ADDRESS = formatAddress('P', 'local', new Uint8Array(20).fill(9));
const SUBNET_SCOPE = { chain: SUBNET_CHAIN, chainName: 'dexchain' };

const TX = { hash: HASH, from: '0x1', to: null, value: '0x0', gas: '0x5208', nonce: '0x0', input: '0x', blockHash: null, blockNumber: null, transactionIndex: null };

describe('resolveSearch: links of other explorers', () => {
  it('default: a Snowtrace tx link opens the transaction on the C-Chain of the network in use, even from a subnet chain page', async () => {
    const { client, requests } = fakeEvmNode({ eth_getTransactionByHash: TX });
    await expect(resolveSearch(`https://snowtrace.io/tx/${HASH}?chainid=43114#eventlog`, { client, net: NET, scope: SUBNET_SCOPE })).resolves.toEqual({
      type: 'go',
      to: `/local/chains/C/tx/${HASH}`,
    });
    expect(requests.every((request) => request.url.endsWith('/ext/bc/C/rpc'))).toBe(true);
  });

  it.each([
    [`https://snowtrace.io/address/${ADDRESS.toLowerCase()}`, `/local/chains/C/address/${ADDRESS}`],
    ['https://snowtrace.io/block/123', '/local/chains/C/blocks/123'],
    [`https://snowtrace.io/token/${ADDRESS}?a=${ADDRESS}`, `/local/chains/C/token/${ADDRESS}`],
    ['https://subnets.avax.network/c-chain/block/42/', '/local/chains/C/blocks/42'],
    ['https://avascan.info/blockchain/p/block/4567', '/local/blocks/4567'],
    [`https://www.snowscan.xyz/address/${ADDRESS}`, `/local/chains/C/address/${ADDRESS}`],
    [`https://avascan.info/blockchain/all/address/${P_ADDRESS.slice(2)}`, `/local/address/${P_ADDRESS}`],
    [`https://subnets.avax.network/p-chain/address/${P_ADDRESS}`, `/local/address/${P_ADDRESS}`],
  ])('args: %s', async (link, to) => {
    const { client } = fakeEvmNode({});
    await expect(resolveSearch(link, { client, net: NET })).resolves.toEqual({ type: 'go', to });
  });

  it('behavior: an Etherscan-like link of another host looks on the chain in view', async () => {
    const { client } = fakeEvmNode({});
    await expect(resolveSearch(`https://explorer.dexalot.com/address/${ADDRESS}`, { client, net: NET, scope: SUBNET_SCOPE })).resolves.toEqual({
      type: 'go',
      to: `/local/chains/${SUBNET_CHAIN}/address/${ADDRESS}`,
    });
  });

  it('behavior: a P-Chain tx link is looked up as an ID on this node', async () => {
    const { client } = fakeEvmNode({ 'platform.getTxStatus': { status: 'Committed' }, 'platform.getBlockchainStatus': { status: 'Unknown' }, 'native.getAtomicTxStatus': { status: 'Unknown' } });
    await expect(resolveSearch(`https://subnets.avax.network/p-chain/tx/${TX_ID}`, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/tx/${TX_ID}` });
  });

  it('behavior: a validator link resolves the node ID as typed ones do', async () => {
    const { client } = fakeEvmNode({
      'platform.getSubnets': { subnets: [{ id: PRIMARY_NETWORK_ID, controlKeys: [], threshold: '0' }] },
      'platform.getCurrentValidators': { validators: [{ nodeID: NODE_ID, weight: '1', startTime: '1', endTime: '2', txID: TX_ID }] },
    });
    await expect(resolveSearch(`https://avascan.info/staking/validator/${NODE_ID}`, { client, net: NET })).resolves.toEqual({ type: 'go', to: `/local/validators/${NODE_ID}` });
  });

  it('error: what is not found says which explorer the link came from', async () => {
    const { client } = fakeEvmNode({});
    await expect(resolveSearch(`https://snowtrace.io/tx/${HASH}`, { client, net: NET })).resolves.toEqual({
      type: 'none',
      message: `From a Snowtrace link: No transaction or block with hash ${HASH} was found on the C-Chain.`,
    });
    await expect(resolveSearch(`avascan.info/blockchain/c/tx/${HASH}`, { client, net: NET })).resolves.toMatchObject({ message: expect.stringMatching(/^From an Avascan link: No transaction/) });
    await expect(resolveSearch(`https://explorer.example.org/tx/${HASH}`, { client, net: NET })).resolves.toMatchObject({
      message: expect.stringMatching(/^From a link to explorer\.example\.org: No transaction/),
    });
  });

  it('error: a link that names nothing, a link to an X-Chain tx, a link whose value is no ID', async () => {
    const { client, requests } = fakeEvmNode({});
    await expect(resolveSearch('https://snowtrace.io/txs', { client, net: NET })).resolves.toMatchObject({
      type: 'none',
      message: expect.stringMatching(/^From a Snowtrace link: it names no transaction, address, block, token or validator\. The search takes /),
    });
    await expect(resolveSearch(`https://avascan.info/blockchain/x/tx/${TX_ID}`, { client, net: NET })).resolves.toMatchObject({
      message: 'From an Avascan link: X-Chain transactions and blocks are not shown here; P-Chain and EVM chain ones are.',
    });
    await expect(resolveSearch('https://snowtrace.io/tx/0x1234', { client, net: NET })).resolves.toMatchObject({
      message: expect.stringMatching(/^From a Snowtrace link: “0x1234” cannot be looked up: 0x values must be 20 bytes/),
    });
    expect(requests).toHaveLength(0);
  });
});
