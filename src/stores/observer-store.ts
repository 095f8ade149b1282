import { normaliseBaseUrl } from '../rpc/network';

/** Another node of the same network whose view of validator uptime is shown beside this node's. */
export interface ObserverNode {
  /** Normalised `scheme://host[:port]`. */
  url: string;
  /** The user's name for it; its host when absent. */
  label?: string;
}

/** Where a network's observing nodes live in localStorage: one list per network, like the saved custom node. */
export function observersStorageKey(networkId: string): string {
  return `explorer.observers.${networkId}`;
}

/** The name shown for an observer: its label, else its host. */
export function observerName(node: ObserverNode): string {
  if (node.label) return node.label;
  try {
    return new URL(node.url).host;
  } catch {
    return node.url;
  }
}

function parseEntry(entry: unknown): ObserverNode | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { url, label } = entry as Record<string, unknown>;
  if (typeof url !== 'string') return null;
  try {
    const normalised = normaliseBaseUrl(url);
    if (normalised === '') return null;
    return typeof label === 'string' && label.trim() !== '' ? { url: normalised, label: label.trim() } : { url: normalised };
  } catch {
    return null;
  }
}

/** The saved observers of a network; entries that are not http(s) node URLs are dropped. */
export function loadObservers(networkId: string): ObserverNode[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(observersStorageKey(networkId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed.flatMap((entry) => {
      const node = parseEntry(entry);
      if (!node || seen.has(node.url)) return [];
      seen.add(node.url);
      return [node];
    });
  } catch {
    return [];
  }
}

export function saveObservers(networkId: string, nodes: readonly ObserverNode[]): void {
  try {
    if (nodes.length === 0) localStorage.removeItem(observersStorageKey(networkId));
    else localStorage.setItem(observersStorageKey(networkId), JSON.stringify(nodes));
  } catch {
    // Storage can be disabled; the observers then last until the page is left.
  }
}
