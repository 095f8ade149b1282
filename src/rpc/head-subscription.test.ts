import type { AddressInfo } from 'node:net';
import { WebSocket as NodeWebSocket } from 'ws';
import { FaultInjector } from '../../devnet/control/faults';
import { fakePChain } from '../../devnet/testing/fake-pchain';
import { createNodeServer, type NodeServer } from '../../devnet/server/http-server';
import { startNode, type RunningDevnet } from '../../devnet/server/start-node';
import type { JsonValue } from '../lib/json-value';
import { NetworkError, RpcError, SchemaError } from './errors';
import { evmWebSocketUrl, reconnectDelay, subscribeNewHeads, type EvmHead, type HeadSubscription, type HeadSubscriptionState } from './head-subscription';

const GENESIS_TIME = 1_700_000_040;
/** The devnet builds its EVM chains' history on @ethereumjs; the machine may be busy. */
const START_TIMEOUT_MS = 60_000;
const FAST_BACKOFF = { baseMs: 40, maxMs: 200 };
const WAIT_STEP_MS = 10;
const WAIT_LIMIT_MS = 5000;

const createSocket = (url: string) => new NodeWebSocket(url) as unknown as WebSocket;

async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** A subscription that records every head and state it reports. */
function follow(baseUrl: string, chain = 'C') {
  const heads: EvmHead[] = [];
  const states: HeadSubscriptionState[] = [];
  const subscription = subscribeNewHeads({
    baseUrl,
    chain,
    onHead: (head) => heads.push(head),
    onState: (state) => states.push(state),
    createSocket,
    backoff: FAST_BACKOFF,
    random: () => 0.5,
  });
  const waitLive = (after = 0) => until(() => (states.slice(after).some((state) => state.status === 'live') ? true : undefined), 'live');
  return { subscription, heads, states, waitLive };
}

describe('evmWebSocketUrl', () => {
  it('default: the WebSocket of an http node is ws, of an https node wss, on the same host', () => {
    expect(evmWebSocketUrl('http://127.0.0.1:9650', 'C')).toBe('ws://127.0.0.1:9650/ext/bc/C/ws');
    expect(evmWebSocketUrl('https://node.example:8443', '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt')).toBe(
      'wss://node.example:8443/ext/bc/2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt/ws',
    );
  });

  it('error: a chain that is not an alias or ID, or a base that is not http(s), is refused', () => {
    expect(() => evmWebSocketUrl('http://127.0.0.1:9650', '../P')).toThrow(RpcError);
    expect(() => evmWebSocketUrl('ftp://127.0.0.1', 'C')).toThrow('Invalid node URL.');
  });
});

describe('reconnectDelay', () => {
  it('behavior: doubles from the base up to the cap, with half of each delay random', () => {
    const backoff = { baseMs: 500, maxMs: 30_000 };
    expect([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, backoff, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect(reconnectDelay(3, backoff, () => 0.999_999)).toBe(2000);
    expect(reconnectDelay(20, backoff, () => 0)).toBe(15_000);
    expect(reconnectDelay(20, backoff, () => 0.999_999)).toBe(30_000);
  });
});

describe('subscribeNewHeads against the devnet', () => {
  let devnet: RunningDevnet;
  const control = async (method: string, params: unknown = {}) => {
    const response = await fetch(`${devnet.url}/ext/devnet/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: `control.${method}`, params }),
    });
    return ((await response.json()) as { result: Record<string, unknown> }).result;
  };
  const evmHeight = async () => BigInt(((await control('status')).evmChains as { height: string }[])[0]!.height);

  beforeAll(async () => {
    devnet = await startNode({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false }, fakePChain);
  }, START_TIMEOUT_MS);
  afterAll(() => devnet.close());

  let open: HeadSubscription | undefined;
  afterEach(() => open?.close());

  it('default: goes live and reports each new head with its number as a bigint', async () => {
    const live = follow(devnet.url);
    open = live.subscription;
    expect(live.subscription.url).toBe(`${devnet.url.replace('http', 'ws')}/ext/bc/C/ws`);
    expect(live.subscription.state).toEqual({ status: 'connecting' });
    await live.waitLive();
    await control('produceBlocks', { count: 2 });
    await until(() => (live.heads.length >= 2 ? true : undefined), 'two heads');
    const height = await evmHeight();
    expect(live.heads.map((head) => head.number)).toEqual([height - 1n, height]);
    expect(live.heads[1]!.parentHash).toBe(live.heads[0]!.hash);
  });

  it('behavior: after the node drops the socket it reconnects, subscribes again and reports the next heads', async () => {
    const live = follow(devnet.url);
    open = live.subscription;
    await live.waitLive();
    expect(await control('dropWebSockets', { refuseMs: 300 })).toEqual({ closed: 1 });
    const reconnecting = await until(() => live.states.find((state) => state.status === 'reconnecting'), 'reconnecting');
    expect(reconnecting).toMatchObject({ status: 'reconnecting', attempt: 1 });
    expect(reconnecting.status === 'reconnecting' && reconnecting.error).toBeInstanceOf(NetworkError);
    // Upgrades are refused for a while: the attempts go on, further apart.
    const refused = await until(() => live.states.find((state) => state.status === 'reconnecting' && state.attempt >= 2), 'a second attempt');
    expect(refused.status === 'reconnecting' && refused.nextRetryAt).toBeGreaterThan(Date.now() - FAST_BACKOFF.maxMs);
    await live.waitLive(live.states.indexOf(reconnecting));
    expect((await control('status')).openWebSockets).toBe(1);
    await control('produceBlocks', { count: 1 });
    await until(() => (live.heads.length >= 1 ? true : undefined), 'a head after reconnecting');
    expect(live.heads[0]!.number).toBe(await evmHeight());
  });

  it('behavior: close ends the socket for good', async () => {
    const live = follow(devnet.url);
    await live.waitLive();
    live.subscription.close();
    expect(live.subscription.state).toEqual({ status: 'closed' });
    await until(async () => ((await control('status')).openWebSockets === 0 ? true : undefined), 'the socket to close');
    await control('produceBlocks', { count: 1 });
    expect(live.heads).toEqual([]);
    expect(live.states.at(-1)).toEqual({ status: 'closed' });
  });
});

describe('subscribeNewHeads against a node that sends garbage', () => {
  let node: NodeServer;
  let baseUrl: string;
  const listeners = new Set<(head: JsonValue) => void>();
  const emit = (head: JsonValue) => listeners.forEach((listener) => listener(head));
  const header = (number: number): JsonValue => ({
    number: `0x${number.toString(16)}`,
    hash: `0x${'ab'.repeat(32)}`,
    parentHash: `0x${'cd'.repeat(32)}`,
    timestamp: '0x6553f100',
  });

  beforeAll(async () => {
    node = createNodeServer({
      routes: {
        gorilla: () => undefined,
        evm: (chain) =>
          chain === 'C'
            ? {
                service: {},
                heads: {
                  onHead: (listener) => {
                    listeners.add(listener);
                    return () => listeners.delete(listener);
                  },
                  onLogs: () => () => undefined,
                  onPendingTransaction: () => () => undefined,
                },
              }
            : undefined,
      },
      nodeId: 'NodeID-test',
      faults: new FaultInjector(),
    });
    await new Promise<void>((resolve) => node.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
  });
  afterAll(() => node.close());

  it('error: a malformed notification is a SchemaError naming eth_subscription, then the subscription starts over', async () => {
    const live = follow(baseUrl);
    try {
      await live.waitLive();
      emit({ number: 'soon', hash: 7 });
      const failed = await until(() => live.states.find((state) => state.status === 'reconnecting'), 'reconnecting');
      const error = failed.status === 'reconnecting' ? failed.error : undefined;
      expect(error).toBeInstanceOf(SchemaError);
      expect(error).toMatchObject({ method: 'eth_subscription', message: 'The node sent an unexpected answer to eth_subscription.' });
      expect((error as SchemaError).details).toBe('eth_subscription: result.number should be a hex quantity, got string "soon"');
      await live.waitLive(live.states.indexOf(failed));
      emit(header(12));
      await until(() => (live.heads.length > 0 ? true : undefined), 'a valid head');
      expect(live.heads).toEqual([{ number: 12n, hash: `0x${'ab'.repeat(32)}`, parentHash: `0x${'cd'.repeat(32)}`, timestamp: 0x6553f100n }]);
    } finally {
      live.subscription.close();
    }
  });

  it('error: a node without the chain refuses the upgrade and the attempts back off', async () => {
    const live = follow(baseUrl, 'X');
    try {
      const second = await until(() => live.states.find((state) => state.status === 'reconnecting' && state.attempt === 2), 'a second attempt');
      expect(second.status === 'reconnecting' && second.error).toBeInstanceOf(NetworkError);
      expect(live.states.some((state) => state.status === 'live')).toBe(false);
    } finally {
      live.subscription.close();
    }
  });
});
