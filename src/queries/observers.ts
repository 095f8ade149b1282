import { useCallback, useState } from 'react';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { blockedPort } from '../lib/blocked-port';
import { BLOCKED_PORT_TEXT } from '../lib/blocked-port-text';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { zipSameLength } from '../lib/lists';
import type { ObservedPeer } from '../lib/observer-views';
import { UPTIME_OBSERVERS_TEXT } from '../lib/uptime-observers-text';
import { createRpcClient, type MethodResult, type RpcClient } from '../rpc/client';
import type { CurrentValidator } from '../rpc/methods/platform-types';
import { customNetwork, endpointsOf, normaliseBaseUrl } from '../rpc/network';
import { useNetwork, type NetworkContextValue } from '../network/network-context';
import { useEndpointStatuses } from '../network/network-endpoints';
import { loadObservers, observerName, saveObservers, type ObserverNode } from '../stores/observer-store';
import { useRpcQueries, useRpcQuery } from './page-queries';
import { derivedQueryOptions } from './rpc-query';
import { checkSameNetwork } from '../network/same-network';
import { currentValidatorsOptions, useRefetchOnHeadStep } from './validators';
import { RefusedEndpointError } from '../rpc/endpoint-refusal';

type Network = Pick<NetworkContextValue, 'client' | 'scope' | 'settings' | 'exchanges'>;

/** An observer that is down should say so quickly rather than hold its column for the default timeout. */
const OBSERVER_TIMEOUT_MS = 10_000;
const OBSERVER_RETRIES = 1;
/** Like the validator set itself: fresh for a few blocks. */
const OBSERVER_STALE_MS = 10_000;

/** What one node sees of each Primary Network validator, by node ID. */
export type PeerViews = ReadonlyMap<string, ObservedPeer>;

export interface ObserverColumn {
  /** `current` for the node the explorer uses, else the observer's URL. */
  id: string;
  name: string;
  /** A saved observer's URL (it can be removed); none for the nodes the explorer uses. */
  url?: string;
  query: UseQueryResult<PeerViews>;
}

export function peerViews(validators: readonly CurrentValidator[]): PeerViews {
  const views = new Map<string, ObservedPeer>();
  for (const validator of validators) {
    if (validator.uptime !== undefined && validator.connected !== undefined) views.set(validator.nodeID, { uptime: validator.uptime, connected: validator.connected });
  }
  return views;
}

// One client per observer and network, so its requests share one transport (and its concurrency cap).
const clients = new Map<string, RpcClient>();

/** Observers are only ever called with JSON-RPC over http(s): the URL is normalised (and checked) first. */
export function observerClient(network: Network, url: string): RpcClient {
  const key = `${network.scope} ${url}`;
  let client = clients.get(key);
  if (!client) {
    client = createRpcClient(customNetwork(url, network.settings), { onExchange: network.exchanges.record, timeoutMs: OBSERVER_TIMEOUT_MS, retries: OBSERVER_RETRIES });
    clients.set(key, client);
  }
  return client;
}

const toPeerViews = (result: MethodResult<'platform.getCurrentValidators'>): PeerViews => peerViews(result.validators);

/**
 * Another node's answer: derived (its key names the observer) from a call through the observer's
 * client, which the query still notes for the raw view.
 */
export function observerViewsOptions(network: Network, url: string) {
  const params = { subnetID: PRIMARY_NETWORK_ID };
  return derivedQueryOptions(
    { scope: network.scope, client: observerClient(network, url) },
    'observer.getCurrentValidators',
    { url, ...params },
    (client, signal) => client.call('platform.getCurrentValidators', params, { signal }),
    { staleTime: OBSERVER_STALE_MS, select: toPeerViews },
  );
}

/** The observers saved for this network, and adding (after the same-network check) and removing them. */
export function useObserverList() {
  const network = useNetwork();
  const networkId = network.preset.id;
  const [observers, setObservers] = useState<ObserverNode[]>(() => loadObservers(networkId));
  const update = useCallback(
    (next: ObserverNode[]) => {
      saveObservers(networkId, next);
      setObservers(next);
    },
    [networkId],
  );
  const add = useMutation({
    mutationFn: async (input: { url: string; label: string }): Promise<ObserverNode> => {
      const url = normaliseBaseUrl(input.url);
      const refused = UPTIME_OBSERVERS_TEXT.refused;
      if (url === '') throw new Error(refused.noUrl);
      const port = blockedPort(url);
      if (port !== null) throw new Error(BLOCKED_PORT_TEXT.refused(url, port));
      const inUse = endpointsOf(network.settings).map((endpoint) => endpoint || window.location.origin);
      if (inUse.includes(url)) throw new Error(refused.isThisNode);
      if (observers.some((node) => node.url === url)) throw new Error(refused.alreadyAdded);
      const check = await checkSameNetwork(network.client, observerClient(network, url));
      if (!check.same) throw new RefusedEndpointError(check.reason);
      const label = input.label.trim();
      return label ? { url, label } : { url };
    },
    onSuccess: (node) => update([...observers.filter((saved) => saved.url !== node.url), node]),
  });
  const remove = (url: string) => update(observers.filter((node) => node.url !== url));
  return { observers, add, remove };
}

/**
 * This node's view and each observer's, each with its own loading and error state, refreshed every
 * few blocks. With several nodes in use (`?rpc=A,B`, a preset's `endpoints`), each of them that is
 * not refused is an observer of its own, asked directly, in place of "this node" (whose answers
 * would come from any of them).
 */
export function useObserverColumns(observers: readonly ObserverNode[]): [ObserverColumn, ...ObserverColumn[]] {
  const network = useNetwork();
  const statuses = useEndpointStatuses();
  const endpoints = endpointsOf(network.settings);
  const refused = new Set(statuses.flatMap((status) => (status.health === 'refused' ? [status.url] : [])));
  const inUse = endpoints.length > 1 ? endpoints.filter((url) => !refused.has(url)) : [];
  const nodes: ObserverNode[] = [...inUse.map((url) => ({ url })), ...observers.filter((node) => !endpoints.includes(node.url))];
  const currentOptions = currentValidatorsOptions(network, PRIMARY_NETWORK_ID);
  const current = useRpcQuery({ ...currentOptions, select: toPeerViews, enabled: inUse.length === 0 });
  const options = nodes.map((node) => observerViewsOptions(network, node.url));
  useRefetchOnHeadStep([...(inUse.length ? [] : [currentOptions.queryKey]), ...options.map((option) => option.queryKey)]);
  const others = zipSameLength(nodes, useRpcQueries(options)).map(([node, query], index): ObserverColumn =>
    index < inUse.length
      ? { id: node.url, name: `${hostOf(node.url)} (${UPTIME_OBSERVERS_TEXT.nodeInUse})`, query }
      : { id: node.url, name: observerName(node), url: node.url, query },
  );
  const [first, ...rest] = others;
  if (inUse.length && first) return [first, ...rest];
  const currentName = hostOf(network.settings.baseUrl || window.location.origin);
  return [{ id: 'current', name: `${currentName} (${UPTIME_OBSERVERS_TEXT.thisNode})`, query: current }, ...others];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
