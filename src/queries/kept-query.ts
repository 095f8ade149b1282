import { hashKey, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { isRecord, type JsonValue } from '../lib/json-value';
import { sentCallKey, type RpcClient, type SentCall } from '../rpc/client';
import { parseJson } from '../rpc/json';
import { parseResult } from '../rpc/result';
import type { ExchangeLog } from '../network/exchange-log';
import { keyPart, type RpcKey } from './keys';
import { openKeptDb } from '../stores/kept-db';
import { KeptStore, type KeptCall } from '../stores/kept-store';
import { derivedQueryOptions, recordingClient, type KeepRule, type QueryNetwork } from './rpc-query';
import { genesisOf, networkIdOf } from '../network/same-network';

/**
 * Final answers (accepted blocks, decided txs, receipts) kept on this device, so that a page seen
 * before makes no call for them, in a new tab or after a reload. What is kept is the node's answer
 * as text, under the query's key and the network's identity; reading it back runs the query's own
 * fetch against those answers, through the method schemas, so a damaged record fails like a bad
 * node answer would, and is then deleted and asked of the node again.
 */

type KeptNetwork = QueryNetwork & { exchanges: ExchangeLog };
type Fetch<TResult> = (client: RpcClient, signal: AbortSignal) => Promise<TResult>;

/** The kept answers of this browser profile. */
export const deviceStore = new KeptStore(openKeptDb());

/**
 * Which network a node is on: its network ID and its P-Chain genesis block. Kept answers are only
 * read back on the network that gave them, even when the same address now serves another one.
 */
export function networkIdentityOptions(network: QueryNetwork) {
  return derivedQueryOptions(
    network,
    'networkIdentity',
    {},
    async (client, signal) => {
      const [id, genesis] = await Promise.all([networkIdOf(client, signal).catch(() => BigInt(client.settings.networkId)), genesisOf(client, signal)]);
      return `${id}:${genesis}`;
    },
    { staleTime: Infinity, gcTime: Infinity, retry: false },
  );
}

/** The call as the app makes it; the same whatever endpoint or wire encoding it goes out with. */
function callId(method: string, params: unknown, chain: string | undefined): string {
  return hashKey([method, keyPart(params), chain ?? null]);
}

/** A kept answer that cannot serve the fetch: a call it does not hold, or one that does not read. */
class KeptAnswerUnusable extends Error {
  override name = 'KeptAnswerUnusable';
}

/** The `result` of a kept JSON-RPC response; only answers with one are kept. */
function resultOf(responseText: string): JsonValue {
  const envelope = parseJson(responseText);
  if (!isRecord(envelope) || !('result' in envelope)) throw new KeptAnswerUnusable('not a JSON-RPC result');
  return envelope.result as JsonValue;
}

/** Answers the calls of a fetch from a kept record, noting each in the exchange log as kept. */
function keptClient(network: KeptNetwork, calls: readonly KeptCall[]): RpcClient {
  const byCall = new Map(calls.map((call) => [call.call, call]));
  const { settings } = network.client;
  return {
    settings,
    async call(method, params, options = {}) {
      const kept = byCall.get(callId(method, params, options.chain));
      if (!kept) throw new KeptAnswerUnusable(`no kept answer for ${method}`);
      const result = parseResult(method, resultOf(kept.responseText), settings);
      options.onSent?.(kept.sent);
      network.exchanges.recordKept({ ...kept.sent, requestText: kept.requestText, responseText: kept.responseText });
      return result;
    },
  };
}

/** Notes which app call went out as which wire call, to find its answer in the exchange log afterwards. */
function capturingClient(client: RpcClient, captured: { call: string; sent: SentCall }[]): RpcClient {
  return {
    settings: client.settings,
    call: (method, params, options = {}) =>
      client.call(method, params, {
        ...options,
        onSent: (sent) => {
          captured.push({ call: callId(method, params, options.chain), sent });
          options.onSent?.(sent);
        },
      }),
  };
}

const HTTP_OK = 200;

/** The exact answers of the captured calls, or undefined when one is not a plain result from the node. */
function answersOf(exchanges: ExchangeLog, captured: readonly { call: string; sent: SentCall }[]): KeptCall[] | undefined {
  const calls: KeptCall[] = [];
  for (const { call, sent } of captured) {
    const logged = exchanges.get(sentCallKey(sent));
    if (!logged || logged.status !== HTTP_OK) return undefined;
    try {
      resultOf(logged.responseText);
    } catch {
      return undefined;
    }
    calls.push({ call, sent, requestText: logged.requestText, responseText: logged.responseText });
  }
  return calls.length > 0 ? calls : undefined;
}

const isFinal = <TResult>(keep: KeepRule<TResult>, result: TResult, queries: QueryClient): boolean => keep === true || keep(result, queries);

/** `fetchKept` on a given store (the device's in the app; one in memory in tests). */
export async function fetchKeptIn<TResult>(
  store: KeptStore,
  network: KeptNetwork,
  context: QueryFunctionContext<RpcKey>,
  fetch: Fetch<TResult>,
  keep: KeepRule<TResult>,
): Promise<TResult> {
  const key = hashKey(context.queryKey);
  const identity = () => context.client.fetchQuery(networkIdentityOptions(network));
  const record = await store.read(key);
  if (record) {
    // The identity is asked for only when something kept could be used: a first visit costs no call for it.
    const here = await identity().catch(() => undefined);
    if (here === record.network) {
      try {
        return await fetch(recordingClient(keptClient(network, record.calls), context), context.signal);
      } catch (error) {
        if (context.signal.aborted) throw error;
        await store.forget(key);
      }
    }
  }
  const captured: { call: string; sent: SentCall }[] = [];
  const result = await fetch(recordingClient(capturingClient(network.client, captured), context), context.signal);
  if (isFinal(keep, result, context.client) && (await store.available())) {
    // Read now: the exchange log keeps a bounded number of calls.
    const calls = answersOf(network.exchanges, captured);
    if (calls) {
      identity()
        .then((here) => store.write({ key, network: here, calls }))
        .catch(() => {});
    }
  }
  return result;
}

/**
 * The query's kept answer when this network gave it, else the node's answer, kept when `keep` says
 * it is final. Storage trouble (no IndexedDB, a full disk, a damaged record, another tab) only
 * ever means asking the node.
 */
export function fetchKept<TResult>(network: KeptNetwork, context: QueryFunctionContext<RpcKey>, fetch: Fetch<TResult>, keep: KeepRule<TResult>): Promise<TResult> {
  return fetchKeptIn(deviceStore, network, context, fetch, keep);
}
