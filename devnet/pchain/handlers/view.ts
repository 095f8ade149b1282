import type { CChainBridge } from '../c-chain-bridge';
import type { Dialect } from '../dialect';
import type { Network } from '../network';
import type { Observer } from './observer';

/** What the handlers read: the network and how to present it. */
export interface View {
  network: Network;
  dialect: Dialect;
  hrp: string;
  /** Answers that only change when a block is accepted, keyed by `<height>:<what>`. */
  cache: Map<string, unknown>;
  /** The C-Chain's EVM, once the node has connected it (atomic txs and the key store need it). */
  cChain?: CChainBridge;
  /** Which node's view of its peers' uptime and connection is answered; the devnet's own when absent. */
  observer?: Observer;
}

export function height(view: View): bigint {
  return BigInt(view.network.state.blocks.length - 1);
}

/** Memoises `compute` until the next accepted block. */
export function cached<T>(view: View, key: string, compute: () => T): T {
  const full = `${height(view)}:${key}`;
  if (view.cache.has(full)) return view.cache.get(full) as T;
  const [oldest] = view.cache.keys();
  if (oldest !== undefined && !oldest.startsWith(`${height(view)}:`)) view.cache.clear();
  const value = compute();
  view.cache.set(full, value);
  return value;
}
