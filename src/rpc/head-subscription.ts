import { isRecord } from '../lib/json-value';
import { chainPath } from './client';
import { InvalidInputError, NetworkError, NodeError, ParseError, RpcError, SchemaError, TimeoutError } from './errors';
import { parseJson } from './json';
import { describe, object, quantity, SchemaIssue, string } from './schema';

/** The fields of a `newHeads` header the explorer uses. */
export interface EvmHead {
  number: bigint;
  hash: string;
  parentHash: string;
  timestamp: bigint;
}

/** Where the subscription is: `reconnecting` says which attempt comes next and when (epoch ms). */
export type HeadSubscriptionState =
  | { status: 'connecting' }
  | { status: 'live' }
  | { status: 'reconnecting'; attempt: number; nextRetryAt: number; error: RpcError }
  | { status: 'closed' };

export interface ReconnectBackoff {
  /** Delay before the first attempt after a failure; it doubles with each further attempt. */
  baseMs: number;
  maxMs: number;
}

export interface HeadSubscriptionOptions {
  /** The node's http(s) base, e.g. `http://127.0.0.1:9650`; its WebSocket is ws(s) on the same host. */
  baseUrl: string;
  /** `C` or a blockchain ID. */
  chain: string;
  onHead: (head: EvmHead) => void;
  onState?: (state: HeadSubscriptionState) => void;
  /** The browser's WebSocket by default (tests pass `ws`). */
  createSocket?: (url: string) => WebSocket;
  backoff?: ReconnectBackoff;
  /** 0 ≤ x < 1; spreads the reconnections of many tabs after one outage. */
  random?: () => number;
  /** How long the node may take to confirm `eth_subscribe`. */
  subscribeTimeoutMs?: number;
}

export interface HeadSubscription {
  readonly url: string;
  readonly state: HeadSubscriptionState;
  /** Ends the subscription for good: no reconnection follows. */
  close(): void;
}

export const DEFAULT_BACKOFF: ReconnectBackoff = { baseMs: 500, maxMs: 30_000 };
const DEFAULT_SUBSCRIBE_TIMEOUT_MS = 10_000;
const SUBSCRIBE_REQUEST_ID = 1;
const NOTIFICATION_METHOD = 'eth_subscription';
/** Half of each delay is fixed, half random ("equal jitter"): never immediate, never in lockstep. */
const JITTER_SHARE = 0.5;

const ignoreError = () => undefined;

const WEB_SOCKET_SCHEMES: Record<string, string> = { 'http:': 'ws:', 'https:': 'wss:' };

/** `ws(s)://host/ext/bc/<chain>/ws` for a node whose JSON-RPC base is `http(s)://host`. */
export function evmWebSocketUrl(baseUrl: string, chain: string): string {
  const url = new URL(`${chainPath(chain)}/ws`, baseUrl);
  const scheme = WEB_SOCKET_SCHEMES[url.protocol];
  if (scheme === undefined) throw new InvalidInputError('node-url', `${baseUrl} is not an http or https URL`);
  url.protocol = scheme;
  return url.toString();
}

/** The wait before reconnection `attempt` (1, 2, …): capped exponential, with jitter. */
export function reconnectDelay(attempt: number, backoff: ReconnectBackoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling * (1 - JITTER_SHARE + JITTER_SHARE * random()));
}

const headSchema = object({ number: quantity, hash: string, parentHash: string, timestamp: quantity });

/** A notification's head, or the SchemaError that names what is wrong with it. */
function readHead(params: unknown): { subscription: string; head: EvmHead } {
  if (!isRecord(params) || typeof params.subscription !== 'string') {
    throw new SchemaError(NOTIFICATION_METHOD, '', 'params with a subscription ID', describe(params));
  }
  try {
    return { subscription: params.subscription, head: headSchema.parse(params.result, '') };
  } catch (error) {
    if (error instanceof SchemaIssue) throw new SchemaError(NOTIFICATION_METHOD, error.path, error.expected, error.received);
    throw error;
  }
}

/**
 * Follows an EVM chain's `newHeads` over its WebSocket. After a drop, a refused connection, a
 * silent node or a malformed message it reconnects by itself after a growing delay and subscribes
 * again; the delay starts over once a valid head arrives, so a node that keeps sending garbage
 * is not hammered.
 */
export function subscribeNewHeads(options: HeadSubscriptionOptions): HeadSubscription {
  const url = evmWebSocketUrl(options.baseUrl, options.chain);
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const random = options.random ?? Math.random;
  const subscribeTimeoutMs = options.subscribeTimeoutMs ?? DEFAULT_SUBSCRIBE_TIMEOUT_MS;

  let state: HeadSubscriptionState = { status: 'connecting' };
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const setState = (next: HeadSubscriptionState) => {
    state = next;
    options.onState?.(next);
  };

  const dropSocket = () => {
    clearTimeout(timer);
    if (!socket) return;
    const current = socket;
    socket = undefined;
    current.onopen = current.onmessage = current.onclose = null;
    current.close();
  };

  const fail = (error: RpcError) => {
    dropSocket();
    failures += 1;
    const delay = reconnectDelay(failures, backoff, random);
    setState({ status: 'reconnecting', attempt: failures, nextRetryAt: Date.now() + delay, error });
    timer = setTimeout(connect, delay);
  };

  const onMessage = (data: unknown, subscription: { id?: string }) => {
    if (typeof data !== 'string') throw new ParseError(String(data), { url });
    let message: unknown;
    try {
      message = parseJson(data);
    } catch (cause) {
      throw new ParseError(data, { url, cause });
    }
    if (!isRecord(message)) throw new ParseError(data, { url });
    if (message.method === NOTIFICATION_METHOD) {
      const { subscription: id, head } = readHead(message.params);
      if (id !== subscription.id) return;
      failures = 0;
      options.onHead(head);
      return;
    }
    if (message.id !== BigInt(SUBSCRIBE_REQUEST_ID) || subscription.id !== undefined) throw new ParseError(data, { url });
    clearTimeout(timer);
    if (isRecord(message.error)) {
      const { code, message: text, data: detail } = message.error;
      throw new NodeError(Number(code), String(text), detail, { method: 'eth_subscribe', url });
    }
    if (typeof message.result !== 'string') throw new SchemaError('eth_subscribe', '', 'a subscription ID', describe(message.result));
    subscription.id = message.result;
    setState({ status: 'live' });
  };

  const connect = () => {
    const subscription: { id?: string } = {};
    let current: WebSocket;
    try {
      current = createSocket(url);
    } catch (cause) {
      fail(new NetworkError({ url, cause }));
      return;
    }
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ jsonrpc: '2.0', id: SUBSCRIBE_REQUEST_ID, method: 'eth_subscribe', params: ['newHeads'] }));
      timer = setTimeout(() => fail(new TimeoutError(subscribeTimeoutMs, { method: 'eth_subscribe', url })), subscribeTimeoutMs);
    };
    current.onmessage = (event) => {
      try {
        onMessage(event.data, subscription);
      } catch (error) {
        fail(error instanceof RpcError ? error : new ParseError(String(event.data), { url, cause: error }));
      }
    };
    // A refused or lost connection ends in `close`, which tells more than `error` does; the
    // listener stays after a drop because Node's `ws` throws an error nobody listens for.
    current.onerror = ignoreError;
    current.onclose = (event) => fail(new NetworkError({ url, cause: new Error(`WebSocket closed (code ${event.code})`) }));
  };

  connect();
  return {
    url,
    get state() {
      return state;
    },
    close() {
      if (state.status === 'closed') return;
      dropSocket();
      setState({ status: 'closed' });
    },
  };
}
