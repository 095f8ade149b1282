import { describe, expect, it } from 'vitest';
import type { RpcClient } from '../rpc/client';
import { HttpError, NetworkError, NoEndpointError, NodeError, ParseError } from '../rpc/errors';
import { SPEC_SETTINGS } from '../rpc/testing/network-settings';
import { checkConnection } from './connection';

function client(answers: Record<string, () => unknown>): RpcClient {
  return {
    settings: SPEC_SETTINGS,
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
    const report = await checkConnection(client({ 'platform.getHeight': () => ({ height: 5n }), eth_chainId: () => 43112n }), SPEC_SETTINGS);
    expect(report).toEqual({ ok: true, height: 5n });
  });
  it('error: a node on a port browsers refuse is said so before anything is sent', async () => {
    let asked = 0;
    const never = client({ 'platform.getHeight': () => (asked++, { height: 5n }) });
    const report = await checkConnection(never, { ...SPEC_SETTINGS, baseUrl: 'http://127.0.0.1:1' }, { fetch: () => (asked++, refuse('')) });
    expect(report).toMatchObject({ ok: false, problem: { check: 'blocked-port', title: 'The browser refuses port 1' } });
    expect(asked).toBe(0);
  });
  it('error: unreachable vs CORS', async () => {
    const down = client({ 'platform.getHeight': () => { throw new NetworkError({ cause: new TypeError('Failed to fetch') }); } });
    expect(await checkConnection(down, SPEC_SETTINGS, { fetch: refuse })).toMatchObject({ ok: false, problem: { check: 'unreachable' } });
    expect(await checkConnection(down, SPEC_SETTINGS, { fetch: answer })).toMatchObject({ ok: false, problem: { check: 'cors' } });
  });
  it('error: with several nodes, none answering or every one refused', async () => {
    const settings = { ...SPEC_SETTINGS, baseUrl: 'http://a.test', endpoints: ['http://a.test', 'http://b.test'] };
    const down = client({ 'platform.getHeight': () => { throw new NetworkError({ cause: new TypeError('Failed to fetch') }); } });
    expect(await checkConnection(down, settings, { fetch: refuse })).toMatchObject({ ok: false, problem: { check: 'unreachable', detail: 'No answer from any of its nodes (http://a.test, http://b.test).' } });
    const unused = ['http://a.test', 'http://b.test'].map((url) => ({ url, reason: { code: 'other-network-id', theirs: 5n, ours: 12345n } as const }));
    const refused = client({ 'platform.getHeight': () => { throw new NoEndpointError(unused); } });
    expect(await checkConnection(refused, settings)).toMatchObject({ ok: false, problem: { check: 'wrong-network', unused, detail: expect.stringContaining('http://b.test: It is on network 5, not network 12345.') } });
  });
  it('behavior: the CORS probe is a JSON-RPC call, like everything sent to a node', async () => {
    const bodies: unknown[] = [];
    const recording: typeof fetch = (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(null));
    };
    const down = client({ 'platform.getHeight': () => { throw new NetworkError({ cause: new TypeError('Failed to fetch') }); } });
    await checkConnection(down, SPEC_SETTINGS, { fetch: recording });
    expect(bodies).toEqual([{ jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} }]);
  });
  it('error: not a node (HTML) and missing endpoint', async () => {
    const html = client({ 'platform.getHeight': () => { throw new ParseError('<html>'); } });
    expect(await checkConnection(html, SPEC_SETTINGS)).toMatchObject({ ok: false, problem: { check: 'not-a-node' } });
    const missing = client({ 'platform.getHeight': () => { throw new HttpError(404, '404 page not found'); } });
    expect(await checkConnection(missing, SPEC_SETTINGS)).toMatchObject({ ok: false, problem: { check: 'endpoint-missing' } });
    expect(await checkConnection(client({}), SPEC_SETTINGS)).toMatchObject({ ok: false, problem: { check: 'endpoint-missing' } });
  });
  it('error: wrong network by the network ID in the head block', async () => {
    const fuji = client({ 'platform.getHeight': () => ({ height: 9n }) });
    const report = await checkConnection(fuji, SPEC_SETTINGS, { networkIdsAt: async (at) => (at === 9n ? [5n] : []) });
    expect(report).toMatchObject({ ok: false, problem: { check: 'wrong-network', detail: expect.stringContaining('network ID 5') } });
    expect(await checkConnection(fuji, { ...SPEC_SETTINGS, evmChainId: undefined }, { networkIdsAt: async () => [12345n] })).toEqual({ ok: true, height: 9n });
  });
  it('error: wrong network', async () => {
    const mainnet = client({ 'platform.getHeight': () => ({ height: 1n }), eth_chainId: () => 43114n });
    expect(await checkConnection(mainnet, SPEC_SETTINGS)).toMatchObject({ ok: false, problem: { check: 'wrong-network', detail: expect.stringContaining('43114') } });
  });
  it('behavior: a node without a C-Chain still passes', async () => {
    const noEvm = client({ 'platform.getHeight': () => ({ height: 1n }) });
    expect(await checkConnection(noEvm, SPEC_SETTINGS)).toEqual({ ok: true, height: 1n });
  });
});
