import { describe, expect, it } from 'vitest';
import type { RpcClient } from '../rpc/client';
import { HttpError, NetworkError, NodeError, ParseError } from '../rpc/errors';
import type { NetworkSettings } from '../rpc/network';
import { checkConnection } from './connection';

const SETTINGS: NetworkSettings = {
  id: 'local',
  name: 'Local',
  baseUrl: 'http://127.0.0.1:1',
  networkId: 12345,
  hrp: 'local',
  nativeGroup: 'native',
  nativeAssetAlias: 'NATIVE',
  rulesKey: 'chainRules',
  tokenSymbol: 'NATIVE',
  evmChainId: 43112,
};

function client(answers: Record<string, () => unknown>): RpcClient {
  return {
    settings: SETTINGS,
    call: (async (method: string) => {
      const answer = answers[method];
      if (!answer) throw new NodeError(-32601, 'the method does not exist', null);
      return answer();
    }) as RpcClient['call'],
  };
}

const refuse: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const answer: typeof fetch = () => Promise.resolve(new Response(null));

describe('checkConnection', () => {
  it('default', async () => {
    const report = await checkConnection(client({ 'platform.getHeight': () => ({ height: 5n }), eth_chainId: () => 43112n }), SETTINGS);
    expect(report).toEqual({ ok: true, height: 5n });
  });
  it('error: unreachable vs CORS', async () => {
    const down = client({ 'platform.getHeight': () => { throw new NetworkError({ cause: new TypeError('Failed to fetch') }); } });
    expect(await checkConnection(down, SETTINGS, { fetch: refuse })).toMatchObject({ ok: false, problem: { check: 'unreachable' } });
    expect(await checkConnection(down, SETTINGS, { fetch: answer })).toMatchObject({ ok: false, problem: { check: 'cors' } });
  });
  it('behavior: the CORS probe is a JSON-RPC call, like everything sent to a node', async () => {
    const bodies: unknown[] = [];
    const recording: typeof fetch = (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(null));
    };
    const down = client({ 'platform.getHeight': () => { throw new NetworkError({ cause: new TypeError('Failed to fetch') }); } });
    await checkConnection(down, SETTINGS, { fetch: recording });
    expect(bodies).toEqual([{ jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} }]);
  });
  it('error: not a node (HTML) and missing endpoint', async () => {
    const html = client({ 'platform.getHeight': () => { throw new ParseError('<html>'); } });
    expect(await checkConnection(html, SETTINGS)).toMatchObject({ ok: false, problem: { check: 'not-a-node' } });
    const missing = client({ 'platform.getHeight': () => { throw new HttpError(404, '404 page not found'); } });
    expect(await checkConnection(missing, SETTINGS)).toMatchObject({ ok: false, problem: { check: 'endpoint-missing' } });
    expect(await checkConnection(client({}), SETTINGS)).toMatchObject({ ok: false, problem: { check: 'endpoint-missing' } });
  });
  it('error: wrong network by the network ID in the head block', async () => {
    const fuji = client({ 'platform.getHeight': () => ({ height: 9n }) });
    const report = await checkConnection(fuji, SETTINGS, { networkIdsAt: async (at) => (at === 9n ? [5n] : []) });
    expect(report).toMatchObject({ ok: false, problem: { check: 'wrong-network', detail: expect.stringContaining('network ID 5') } });
    expect(await checkConnection(fuji, { ...SETTINGS, evmChainId: undefined }, { networkIdsAt: async () => [12345n] })).toEqual({ ok: true, height: 9n });
  });
  it('error: wrong network', async () => {
    const mainnet = client({ 'platform.getHeight': () => ({ height: 1n }), eth_chainId: () => 43114n });
    expect(await checkConnection(mainnet, SETTINGS)).toMatchObject({ ok: false, problem: { check: 'wrong-network', detail: expect.stringContaining('43114') } });
  });
  it('behavior: a node without a C-Chain still passes', async () => {
    const noEvm = client({ 'platform.getHeight': () => ({ height: 1n }) });
    expect(await checkConnection(noEvm, SETTINGS)).toEqual({ ok: true, height: 1n });
  });
});
