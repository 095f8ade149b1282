import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../rpc/client';
import { customNetwork } from '../rpc/network';
import { createFakeFetch, reply, resultFor, type RecordedRequest } from '../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../rpc/testing/network-settings';
import { checkNetworkId, checkSameNetwork } from './same-network';

interface FakeNode {
  networkId?: string;
  genesis: string;
  /** No answer at all: the connection fails. */
  down?: boolean;
}

function method(request: RecordedRequest): string {
  return (request.json as { method: string }).method;
}

function client(node: FakeNode, url = 'http://node.test') {
  const fake = createFakeFetch((request) => {
    if (node.down) return Promise.reject(new TypeError('Failed to fetch'));
    if (method(request) === 'info.getNetworkID') {
      return node.networkId === undefined ? new Response('404 page not found', { status: 404 }) : resultFor(request, { networkID: node.networkId });
    }
    if (method(request) === 'platform.getBlockByHeight') return resultFor(request, { block: node.genesis, encoding: 'hex' });
    return reply({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'method not found' } });
  });
  return createRpcClient(customNetwork(url, SPEC_SETTINGS), { fetch: fake.fetch, retries: 0 });
}

const OURS: FakeNode = { networkId: '12345', genesis: '0x00aa' };

describe('checkSameNetwork', () => {
  it('default: the same network ID and the same genesis block is the same network', async () => {
    await expect(checkSameNetwork(client(OURS), client({ ...OURS }, 'http://other.test'))).resolves.toEqual({ same: true });
  });

  it('error: another network ID is refused, naming both', async () => {
    const result = await checkSameNetwork(client(OURS), client({ networkId: '5', genesis: OURS.genesis }));
    expect(result).toEqual({ same: false, reason: { code: 'other-network-id', theirs: 5n, ours: 12345n } });
  });

  it('error: the same network ID with another P-Chain (another devnet) is refused', async () => {
    const result = await checkSameNetwork(client(OURS), client({ networkId: '12345', genesis: '0x00bb' }));
    expect(result).toEqual({ same: false, reason: { code: 'other-p-chain' } });
  });

  it('error: a node that does not answer, or cannot say its network, is refused', async () => {
    expect(await checkSameNetwork(client(OURS), client({ ...OURS, down: true }))).toMatchObject({ same: false, reason: { code: 'unreachable', error: expect.objectContaining({ message: 'Could not reach the node.' }) } });
    expect(await checkSameNetwork(client(OURS), client({ genesis: OURS.genesis }))).toMatchObject({ same: false, reason: { code: 'unreachable' } });
  });

  it('behavior: without an info API on the current node, its preset network ID is used', async () => {
    const current = client({ genesis: OURS.genesis });
    expect(await checkSameNetwork(current, client(OURS))).toEqual({ same: true });
    expect(await checkSameNetwork(current, client({ networkId: '1', genesis: OURS.genesis }))).toMatchObject({ same: false });
  });
});

describe('checkNetworkId', () => {
  it('default: the preset\'s network ID, or none told (no info API), passes', async () => {
    expect(await checkNetworkId(client(OURS), 12345n)).toEqual({ same: true });
    expect(await checkNetworkId(client({ genesis: OURS.genesis }), 12345n)).toEqual({ same: true });
  });

  it('error: another network ID is refused, naming both; a node that cannot be reached rejects (it is asked again later)', async () => {
    expect(await checkNetworkId(client({ networkId: '5', genesis: OURS.genesis }), 12345n)).toEqual({ same: false, reason: { code: 'other-network-id', theirs: 5n, ours: 12345n } });
    await expect(checkNetworkId(client({ ...OURS, down: true }), 12345n)).rejects.toThrow('Could not reach the node.');
  });
});
