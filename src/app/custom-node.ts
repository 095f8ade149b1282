import { paths } from '../lib/paths';
import { NodeUrlError, normaliseEndpointList } from '../rpc/network';

/** Where a network's saved custom node lives in localStorage: one per network, since a node serves one network. */
export function customNodeStorageKey(networkId: string): string {
  return `explorer.customNode.${networkId}`;
}

export type RpcParam = { kind: 'none' } | { kind: 'valid'; url: string } | { kind: 'invalid'; input: string; error: NodeUrlError };

/** Reads `?rpc=`: one http(s) node base URL, or several of one network separated by commas (`url` then lists them normalised, comma-separated). */
export function parseRpcParam(input: string | null): RpcParam {
  if (input === null || input.trim() === '') return { kind: 'none' };
  try {
    return { kind: 'valid', url: normaliseEndpointList(input).join(',') };
  } catch (error) {
    if (error instanceof NodeUrlError) return { kind: 'invalid', input, error };
    throw error;
  }
}

export function loadSavedNode(networkId: string): string | null {
  try {
    const saved = localStorage.getItem(customNodeStorageKey(networkId));
    const parsed = parseRpcParam(saved);
    return parsed.kind === 'valid' ? parsed.url : null;
  } catch {
    return null;
  }
}

export function saveNode(networkId: string, url: string | null): void {
  try {
    if (url === null) localStorage.removeItem(customNodeStorageKey(networkId));
    else localStorage.setItem(customNodeStorageKey(networkId), url);
  } catch {
    // Storage can be disabled; the node can still be used through ?rpc=.
  }
}

/** Where choosing a network leads: its dashboard, on its saved custom node when one is saved. */
export function chosenNetworkPath(networkId: string): string {
  const saved = loadSavedNode(networkId);
  return paths.dashboard(saved ? { id: networkId, rpc: saved } : networkId);
}
