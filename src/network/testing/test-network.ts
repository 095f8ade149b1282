import type { RpcClient } from '../../rpc/client';
import { SPEC_SETTINGS } from '../../rpc/testing/network-settings';
import { ExchangeLog } from '../exchange-log';
import type { NetworkContextValue } from '../network-context';

/** For tests that render without a node: every call fails. */
const NO_NODE = { settings: SPEC_SETTINGS, call: () => Promise.reject(new Error('this test has no node')) } as RpcClient;

interface TestNetworkOptions {
  /** The node; its settings are the network's. */
  client?: RpcClient;
  /** A custom node (`?rpc=`) the page was opened with. */
  rpc?: string;
  /** The root of the query keys. */
  scope?: string;
  exchanges?: ExchangeLog;
}

/** The network context a component or hook test renders in: the client's network, the only one known. */
export function testNetwork({ client = NO_NODE, rpc, scope = 'test', exchanges = new ExchangeLog() }: TestNetworkOptions = {}): NetworkContextValue {
  const { settings } = client;
  return { settings, preset: settings, networks: [settings], client, ref: rpc ? { id: settings.id, rpc } : { id: settings.id }, scope, exchanges };
}
