import { createContext, useContext } from 'react';
import type { NetRef } from '../lib/paths';
import type { AdminApiLearner } from '../rpc/admin-api';
import type { RpcClient } from '../rpc/client';
import type { NetworkSettings } from '../rpc/network';
import type { EndpointPool } from '../rpc/endpoint-pool';
import type { NodeDialect } from '../rpc/node-dialect';
import type { ExchangeLog } from './exchange-log';

/** The network a page is showing, and the client that talks to its node. */
export interface NetworkContextValue {
  /** Effective settings: the preset, or the custom node based on it when `?rpc=` is set. */
  settings: NetworkSettings;
  /** The preset named by the first path segment. */
  preset: NetworkSettings;
  /** Every preset from networks.json. */
  networks: readonly NetworkSettings[];
  client: RpcClient;
  /** Pass to src/lib/paths.ts so links keep `?rpc=`. */
  ref: NetRef;
  /** Root of every query key: the network id, plus the custom node URL when one is used. */
  scope: string;
  /** Custom node URL from `?rpc=` (normalised), when one is in use. */
  customRpc?: string;
  /** Every call made through `client`, for raw views. */
  exchanges: ExchangeLog;
  /** What the node speaks, asked once per endpoint (the preset's naming is only a first guess). */
  dialect?: () => Promise<NodeDialect>;
  /** With several endpoints, each endpoint's own dialect (the first one's is `dialect`). */
  dialectAt?: (url: string) => () => Promise<NodeDialect>;
  /** Whether each endpoint's admin API is on, asked once per browser session and only where it is used. */
  adminAt?: (url: string) => AdminApiLearner;
  /** The network's endpoints and their health, when it has several. */
  pool?: EndpointPool;
}

export const NetworkContext = createContext<NetworkContextValue | null>(null);

/** The current network; only valid below a network route. */
export function useNetwork(): NetworkContextValue {
  const value = useContext(NetworkContext);
  if (!value) throw new Error('useNetwork must be used below a network route');
  return value;
}

/** The current network, or null outside network routes (e.g. the unknown-network page). */
export function useOptionalNetwork(): NetworkContextValue | null {
  return useContext(NetworkContext);
}
