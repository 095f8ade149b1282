import { t } from '@lingui/core/macro';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { endpointPath, wireMethodName } from '../rpc/client';
import { HttpError, NetworkError, NodeError, TimeoutError } from '../rpc/errors';
import type { EndpointKind } from '../rpc/methods/definition';
import type { NetworkSettings } from '../rpc/network';
import type { Offered } from '../rpc/node-dialect';
import { isAbsentMethodError } from '../rpc/absent-method';
import { createTransport, type Transport } from '../rpc/transport';
import type { EvmChainRef } from './chains';
import { derivedKey } from './keys';
import { useNetwork, type NetworkContextValue } from '../network/network-context';
import { useRpcQueries } from './page-queries';

/**
 * What a node offers, found by asking: an endpoint is there when it answers JSON-RPC at all; a
 * method is there unless the node says it does not exist. Probes send only harmless reads.
 */
export type ProbeState = 'available' | 'absent' | 'unreachable' | 'failed';

/** What was found, in plain words; or, when the node did not answer as a node, the error it failed with. */
export type ProbeOutcome = { state: ProbeState; detail: string } | { state: 'unreachable' | 'failed'; error: unknown };

export interface ProbeSpec {
  id: string;
  /** An endpoint is there if it answers; a method is there unless it is unknown. */
  what: 'endpoint' | 'method';
  label: string;
  /** `P`, `C` or a blockchain ID. */
  chain: string;
  chainName: string;
  /** Path on the node, e.g. `/ext/bc/C/rpc`. */
  path: string;
  /** Method as sent on the wire. */
  method: string;
  params: unknown;
  /** `ws` probes open a WebSocket to the path and send one call. */
  via: 'http' | 'ws';
}

const HTTP_NOT_FOUND = 404;
/** A zero hash: debug_traceTransaction answers "not found" when the method is on. */
const ZERO_HASH = `0x${'0'.repeat(64)}`;
const PROBE_TIMEOUT_MS = 8000;
const PROBE_STALE_MS = 60_000;

/** Optional EVM methods worth knowing about, with harmless params. */
export const OPTIONAL_EVM_METHODS: ReadonlyArray<{ method: string; params: unknown[] }> = [
  { method: 'eth_getActiveRulesAt', params: [] },
  { method: 'eth_feeConfig', params: [] },
  { method: 'txpool_status', params: [] },
  { method: 'debug_traceTransaction', params: [ZERO_HASH] },
  { method: 'personal_listAccounts', params: [] },
];

/**
 * Reads a probe's answer, a result or the error it came back with, as a finding in plain words:
 * the node's own message answers the probe's made-up question (an unknown tx, an empty user), so
 * it is not shown.
 */
export function classifyProbe(what: ProbeSpec['what'], outcome: { result: unknown } | { error: unknown }): ProbeOutcome {
  if ('result' in outcome) return { state: 'available', detail: t`answers` };
  const error = outcome.error;
  if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) return { state: 'absent', detail: t`no such endpoint (HTTP 404)` };
  if (error instanceof NodeError) {
    if (what === 'method' && isAbsentMethodError(error)) return { state: 'absent', detail: t`the node has no such method` };
    return { state: 'available', detail: what === 'method' ? t`the node has this method` : t`answers` };
  }
  return { state: error instanceof NetworkError || error instanceof TimeoutError ? 'unreachable' : 'failed', error };
}

/** The admin API's row, from the one answer kept for the browser session (`admin-api.ts`). */
function adminOutcome(offered: Offered): ProbeOutcome {
  return { state: offered.offered ? 'available' : 'absent', detail: offered.offered ? t`The admin API is on` : t`The admin API is off` };
}

function spec(settings: NetworkSettings, what: ProbeSpec['what'], label: string, chain: EvmChainRef | 'P', kind: EndpointKind | 'ws', method: string, params: unknown): ProbeSpec {
  const chainId = chain === 'P' ? 'P' : chain.chainId;
  const path = kind === 'ws' ? `/ext/bc/${chainId}/ws` : endpointPath(kind, chainId, settings);
  return {
    id: `${what} ${path} ${method}`,
    what,
    label,
    chain: chainId,
    chainName: chain === 'P' ? 'P-Chain' : chain.name,
    path,
    method,
    params,
    via: kind === 'ws' ? 'ws' : 'http',
  };
}

/** Every probe for a node with these EVM chains (the C-Chain first, then subnet-EVM chains). */
export function nodeProbes(settings: NetworkSettings, chains: readonly EvmChainRef[]): ProbeSpec[] {
  const cChain = chains.find((chain) => !chain.isSubnetEvm);
  const probes: ProbeSpec[] = [spec(settings, 'endpoint', 'P-Chain', 'P', 'platform', 'platform.getHeight', {})];
  if (cChain) {
    probes.push(
      spec(settings, 'endpoint', 'EVM JSON-RPC', cChain, 'rpc', 'eth_chainId', []),
      spec(settings, 'endpoint', 'EVM WebSocket', cChain, 'ws', 'eth_chainId', []),
      spec(settings, 'endpoint', t`Chain-native group (${settings.nativeGroup})`, cChain, 'native', wireMethodName('native.getAtomicTxStatus', settings), { txID: PRIMARY_NETWORK_ID }),
      spec(settings, 'endpoint', t`Admin`, cChain, 'admin', 'admin.getVMConfig', {}),
    );
  }
  for (const chain of chains.filter((item) => item.isSubnetEvm)) {
    probes.push(
      spec(settings, 'endpoint', 'EVM JSON-RPC', chain, 'rpc', 'eth_chainId', []),
      spec(settings, 'endpoint', t`Validators`, chain, 'validators', 'validators.getCurrentValidators', {}),
    );
  }
  for (const chain of chains) {
    for (const optional of OPTIONAL_EVM_METHODS) probes.push(spec(settings, 'method', optional.method, chain, 'rpc', optional.method, optional.params));
  }
  return probes;
}

/** The WebSocket URL of a path: same host as HTTP, `ws:` or `wss:` to match. */
export function webSocketUrl(baseUrl: string, path: string, pageOrigin: string): string {
  return `${(baseUrl || pageOrigin).replace(/^http/, 'ws')}${path}`;
}

/** Opens the socket, sends one call and waits for any JSON-RPC answer. */
function probeWebSocket(url: string, method: string, params: unknown, signal?: AbortSignal): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const finish = (outcome: ProbeOutcome) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.close();
      resolve(outcome);
    };
    const onAbort = () => finish({ state: 'failed', detail: t`cancelled` });
    const timer = setTimeout(() => finish({ state: 'unreachable', detail: t`no answer within ${PROBE_TIMEOUT_MS} ms` }), PROBE_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.onopen = () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
    socket.onmessage = () => finish({ state: 'available', detail: t`answers over WebSocket` });
    // Browsers hide why a handshake failed: a missing endpoint and a refused connection look alike.
    socket.onerror = () => finish({ state: 'absent', detail: t`the WebSocket handshake was refused` });
  });
}

export async function runProbe(transport: Transport, settings: NetworkSettings, probe: ProbeSpec, signal?: AbortSignal): Promise<ProbeOutcome> {
  if (probe.via === 'ws') return probeWebSocket(webSocketUrl(settings.baseUrl, probe.path, window.location.origin), probe.method, probe.params, signal);
  try {
    const result = await transport.request(`${settings.baseUrl}${probe.path}`, { method: probe.method, params: probe.params }, { batchable: probe.path.endsWith('/rpc'), signal });
    return classifyProbe(probe.what, { result });
  } catch (error) {
    return classifyProbe(probe.what, { error });
  }
}

type Network = Pick<NetworkContextValue, 'settings' | 'scope' | 'adminAt'>;

const isAdminProbe = (probe: ProbeSpec) => probe.method === 'admin.getVMConfig';

export function probeOptions(network: Network, transport: Transport, probe: ProbeSpec) {
  const admin = isAdminProbe(probe) ? network.adminAt?.(network.settings.baseUrl) : undefined;
  return queryOptions({
    queryKey: derivedKey(network.scope, 'node-probe', { id: probe.id }),
    queryFn: ({ signal }) =>
      admin ? admin.learn().then(adminOutcome, (error: unknown) => classifyProbe(probe.what, { error })) : runProbe(transport, network.settings, probe, signal),
    staleTime: PROBE_STALE_MS,
  });
}

/**
 * Probes go through their own transport, not the typed client: most probed methods are outside
 * the client's method table on purpose, so no query notes them for the raw view (the exchange log
 * still gets them). No retries, since an absent endpoint is an answer.
 */
const transports = new WeakMap<NetworkContextValue['exchanges'], Transport>();

function probeTransport(exchanges: NetworkContextValue['exchanges']): Transport {
  let transport = transports.get(exchanges);
  if (!transport) {
    transport = createTransport({ onExchange: exchanges.record, retries: 0, timeoutMs: PROBE_TIMEOUT_MS });
    transports.set(exchanges, transport);
  }
  return transport;
}

/** Runs every probe at once; each row fills in as its answer arrives. `again` asks them all anew. */
export function useNodeProbes(probes: readonly ProbeSpec[]) {
  const network = useNetwork();
  const queryClient = useQueryClient();
  const transport = probeTransport(network.exchanges);
  const results = useRpcQueries(probes.map((probe) => probeOptions(network, transport, probe)));
  const again = () => {
    // Asked for anew: the admin API may have been turned on or off since.
    network.adminAt?.(network.settings.baseUrl).forget();
    void queryClient.invalidateQueries({ queryKey: derivedKey(network.scope, 'node-probe').slice(0, 2) });
  };
  return { results, again };
}
