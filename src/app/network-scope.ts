import { createRpcClient } from '../rpc/client';
import { customNetwork, type NetworkSettings } from '../rpc/network';
import { endpointAdminApis } from '../rpc/admin-api';
import { endpointDialects } from '../rpc/node-dialect';
import { ExchangeLog } from '../network/exchange-log';
import type { NetworkContextValue } from '../network/network-context';
import { networkEndpointPool } from '../network/network-endpoints';
import { parseRpcParam } from './custom-node';

/**
 * One client (and one exchange log) per network and custom node, shared by the pages and the route
 * loaders: a call a loader starts is the same call, in the same cache and raw view, as the page's.
 */
const scopes = new WeakMap<readonly NetworkSettings[], Map<string, NetworkContextValue>>();

export function networkScope(preset: NetworkSettings, networks: readonly NetworkSettings[], customRpc?: string): NetworkContextValue {
  let byScope = scopes.get(networks);
  if (!byScope) scopes.set(networks, (byScope = new Map()));
  const scope = customRpc ? `${preset.id}@${customRpc}` : preset.id;
  let value = byScope.get(scope);
  if (!value) {
    const settings = customRpc ? { ...customNetwork(customRpc, preset), id: preset.id } : preset;
    const exchanges = new ExchangeLog();
    // Each endpoint is asked what it speaks, and called in its own dialect.
    const dialectAt = endpointDialects(settings, { onExchange: exchanges.record });
    const dialect = dialectAt(settings.baseUrl);
    const adminAt = endpointAdminApis({ onExchange: exchanges.record });
    const pool = networkEndpointPool(settings);
    value = {
      settings,
      preset,
      networks,
      client: createRpcClient(settings, { onExchange: exchanges.record, dialect, dialectAt, adminAt, pool }),
      dialect,
      dialectAt,
      adminAt,
      pool,
      ref: customRpc ? { id: preset.id, rpc: customRpc } : { id: preset.id },
      scope,
      customRpc,
      exchanges,
    };
    byScope.set(scope, value);
  }
  return value;
}

/** The network of `/:net?rpc=…`, or undefined when the network is unknown or the node URL unusable (the page says why). */
export function networkScopeOf(networks: readonly NetworkSettings[], net: string | undefined, search: URLSearchParams): NetworkContextValue | undefined {
  const preset = networks.find((network) => network.id === net);
  const rpc = parseRpcParam(search.get('rpc'));
  if (!preset || rpc.kind === 'invalid') return undefined;
  return networkScope(preset, networks, rpc.kind === 'valid' ? rpc.url : undefined);
}
