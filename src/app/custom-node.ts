import { NetworkConfigError, normaliseBaseUrl } from '../rpc/network';

/** Where the saved custom node lives in localStorage. */
export const CUSTOM_NODE_STORAGE_KEY = 'explorer.customNode';

export type RpcParam = { kind: 'none' } | { kind: 'valid'; url: string } | { kind: 'invalid'; input: string; reason: string };

/** Reads `?rpc=`: only http(s) node base URLs are accepted. */
export function parseRpcParam(input: string | null): RpcParam {
  if (input === null || input.trim() === '') return { kind: 'none' };
  try {
    return { kind: 'valid', url: normaliseBaseUrl(input) };
  } catch (error) {
    const reason = error instanceof NetworkConfigError ? error.message : String(error);
    return { kind: 'invalid', input, reason };
  }
}

export function loadSavedNode(): string | null {
  try {
    const saved = localStorage.getItem(CUSTOM_NODE_STORAGE_KEY);
    const parsed = parseRpcParam(saved);
    return parsed.kind === 'valid' ? parsed.url : null;
  } catch {
    return null;
  }
}

export function saveNode(url: string | null): void {
  try {
    if (url === null) localStorage.removeItem(CUSTOM_NODE_STORAGE_KEY);
    else localStorage.setItem(CUSTOM_NODE_STORAGE_KEY, url);
  } catch {
    // Storage can be disabled; the node can still be used through ?rpc=.
  }
}
