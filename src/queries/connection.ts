import { t } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RpcClient } from '../rpc/client';
import { HttpError, NetworkError, NoEndpointError, NodeError, ParseError, SchemaError, TimeoutError, type UnusedEndpoint } from '../rpc/errors';
import { endpointsOf, type NetworkSettings } from '../rpc/network';
import { backoffDelay } from '../lib/backoff';
import { firstBlocked } from '../lib/blocked-port';
import { BLOCKED_PORT_TEXT } from '../lib/blocked-port-text';
import { blockByHeightOptions } from './blocks';
import { chainHeadOptions } from './chain-head';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, fetchSelected } from './rpc-query';

/** Which check failed, in the order they are made. */
export type ConnectionCheck = 'blocked-port' | 'unreachable' | 'cors' | 'timeout' | 'not-a-node' | 'endpoint-missing' | 'wrong-network';

export interface ConnectionProblem {
  check: ConnectionCheck;
  /** One line: what is wrong. */
  title: string;
  /** What was observed (in English where the client found it: `unused` then says it for the page). */
  detail: string;
  /** The network's endpoints when none is used, and why. */
  unused?: readonly UnusedEndpoint[];
  /** What the user can do. */
  advice: string;
}

export type ConnectionReport = { ok: true; height: bigint } | { ok: false; problem: ConnectionProblem };

const HTTP_NOT_FOUND = 404;
const HTTP_METHOD_NOT_ALLOWED = 405;
const PLATFORM_PATH = '/ext/bc/P';
const RECHECK_MS = 2000;

function pageOrigin(): string {
  return globalThis.location?.origin ?? t`this page`;
}

function nodeUrl(settings: NetworkSettings): string {
  return settings.baseUrl === '' ? pageOrigin() : settings.baseUrl;
}

/** The probe is a JSON-RPC call too: a node given by the user is never sent anything else. */
const PROBE_BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} });

/**
 * A failed fetch is either an unreachable host or a CORS refusal; the browser hides which. An
 * opaque `no-cors` request still succeeds when the host answers, which tells the two apart.
 */
async function isReachableOpaque(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    await fetchImpl(url, { method: 'POST', mode: 'no-cors', body: PROBE_BODY });
    return true;
  } catch {
    return false;
  }
}

async function explainFailure(error: unknown, settings: NetworkSettings, fetchImpl: typeof fetch): Promise<ConnectionProblem> {
  const url = nodeUrl(settings);
  if (error instanceof TimeoutError) {
    return { check: 'timeout', title: t`The node did not answer in time`, detail: error.details, advice: t`Check that ${url} is up and not overloaded, then retry.` };
  }
  if (error instanceof NetworkError) {
    if (await isReachableOpaque(`${url}${PLATFORM_PATH}`, fetchImpl)) {
      return {
        check: 'cors',
        title: t`The browser blocked the node (CORS)`,
        detail: t`${url} answers, but not to pages from ${pageOrigin()}.`,
        advice: t`Allow this origin in the node’s HTTP settings (e.g. --http-allowed-origins), or open the explorer from the node’s own host.`,
      };
    }
    return {
      check: 'unreachable',
      title: t`The node cannot be reached`,
      detail: endpointsOf(settings).length > 1 ? t`No answer from any of its nodes (${endpointsOf(settings).join(', ')}).` : t`No answer from ${url}.`,
      advice: t`Check the URL and that the node is running and listening on that address and port.`,
    };
  }
  if (error instanceof NoEndpointError) {
    return { check: 'wrong-network', title: t`None of the nodes is on ${settings.name}`, detail: error.details, unused: error.endpoints, advice: t`Use nodes of this network, or switch to the network these nodes belong to.` };
  }
  if (error instanceof HttpError && (error.status === HTTP_NOT_FOUND || error.status === HTTP_METHOD_NOT_ALLOWED)) {
    return {
      check: 'endpoint-missing',
      title: t`The P-Chain endpoint is missing`,
      detail: t`${url}${PLATFORM_PATH} answered HTTP ${error.status}.`,
      advice: t`Point the explorer at a node that serves the P-Chain API (/ext/bc/P).`,
    };
  }
  if (error instanceof NodeError) {
    return {
      check: 'endpoint-missing',
      title: t`The node does not offer platform.getHeight`,
      detail: error.details,
      advice: t`Point the explorer at a node with the P-Chain API enabled.`,
    };
  }
  if (error instanceof HttpError || error instanceof ParseError || error instanceof SchemaError) {
    return {
      check: 'not-a-node',
      title: t`This does not look like a node`,
      detail: error.details,
      advice: t`${url} answered, but not with JSON-RPC (a web page or another service?). Check the URL.`,
    };
  }
  return { check: 'not-a-node', title: t`The node could not be used`, detail: String(error), advice: t`Check the node URL and retry.` };
}

export interface CheckOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** The head height; defaults to asking the node (the app passes its cached chain-head query). */
  getHeight?: () => Promise<bigint>;
  /** Network IDs written in the txs of the block at a height (the app passes its cached block query). */
  networkIdsAt?: (height: bigint) => Promise<bigint[]>;
}

function wrongNetwork(settings: NetworkSettings, detail: string): ConnectionReport {
  return {
    ok: false,
    problem: {
      check: 'wrong-network',
      title: t`This node is not on ${settings.name}`,
      detail,
      advice: t`Switch to the network this node belongs to, or use a node of this network.`,
    },
  };
}

/**
 * platform.getHeight proves a P-Chain API; the network ID inside the head block's txs and the
 * C-Chain's eth_chainId tell which network the node belongs to.
 */
export async function checkConnection(client: RpcClient, settings: NetworkSettings, options: CheckOptions = {}): Promise<ConnectionReport> {
  // Said before any request: the browser would refuse it without a word on why.
  const blocked = firstBlocked(endpointsOf(settings));
  if (blocked) {
    const { url, port } = blocked;
    return { ok: false, problem: { check: 'blocked-port', title: BLOCKED_PORT_TEXT.title(port), detail: BLOCKED_PORT_TEXT.detail(url, port), advice: BLOCKED_PORT_TEXT.advice } };
  }
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getHeight = options.getHeight ?? (async () => (await client.call('platform.getHeight', {}, { signal: options.signal })).height);
  let height: bigint;
  try {
    height = await getHeight();
  } catch (error) {
    return { ok: false, problem: await explainFailure(error, settings, fetchImpl) };
  }
  const networkIds = options.networkIdsAt ? await options.networkIdsAt(height).catch(() => []) : [];
  const foreign = networkIds.find((id) => id !== BigInt(settings.networkId));
  if (foreign !== undefined) {
    const [carried, name, expected] = [foreign.toString(), settings.name, settings.networkId];
    return wrongNetwork(settings, t`Its latest block carries network ID ${carried}, ${name} is network ${expected}.`);
  }
  if (settings.evmChainId !== undefined) {
    const chainId = await client.call('eth_chainId', [], { chain: 'C', signal: options.signal }).catch(() => null);
    if (chainId !== null && chainId !== BigInt(settings.evmChainId)) {
      const [reported, name, expected] = [chainId.toString(), settings.name, settings.evmChainId];
      return wrongNetwork(settings, t`Its C-Chain reports chain ID ${reported}, ${name} uses ${expected}.`);
    }
  }
  return { ok: true, height };
}

/** Shares the chain-head and block queries, so the check adds no call the pages make anyway. */
export function connectionOptions(network: { client: RpcClient; settings: NetworkSettings; scope: string }, queryClient: QueryClient) {
  return derivedQueryOptions(
    network,
    'connection',
    {},
    (client, signal) =>
      checkConnection(client, network.settings, {
        signal,
        getHeight: () => fetchSelected(queryClient, { ...chainHeadOptions(network), retry: false }),
        networkIdsAt: async (height) => {
          const block = await fetchSelected(queryClient, blockByHeightOptions(network, height));
          return block.txs.flatMap((tx) => (typeof tx.unsignedTx.networkID === 'bigint' ? [tx.unsignedTx.networkID] : []));
        },
      }),
    {
      staleTime: Infinity,
      retry: false,
      // A failed check is made again until the node answers, so the page recovers by itself: soon at
      // first, then less and less often (each check of a check that keeps failing counts), and at once
      // when the tab comes back to the front. A refused port never changes.
      refetchInterval: (query) => {
        const report = query.state.data;
        if (report?.ok !== false || report.problem.check === 'blocked-port') return false;
        return backoffDelay(query.state.dataUpdateCount, RECHECK_MS);
      },
      refetchOnWindowFocus: (query) => query.state.data?.ok === false,
    },
  );
}

/** The node check behind the connection panel, made once per node. */
export function useConnection() {
  return useRpcQuery(connectionOptions(useNetwork(), useQueryClient()));
}
