import { isRecord } from '../lib/json-value';

/** Per-network settings, loaded at runtime from `public/networks.json`. */
export interface NetworkSettings {
  /** 'local', 'mainnet', 'fuji', or 'custom'; the first path segment of every route. */
  id: string;
  name: string;
  /** '' means same origin as the page; else http(s)://host[:port], no trailing slash. The first of `endpoints`. */
  baseUrl: string;
  /** Every endpoint of the network, `baseUrl` first, when there are several: reads are spread over them. */
  endpoints?: readonly string[];
  networkId: number;
  hrp: string;
  /** Chain-native method group and path segment: 'native' (spec) or 'avax' (reference node). */
  nativeGroup: string;
  /** Native asset alias: 'NATIVE' (spec) or 'AVAX' (reference node). */
  nativeAssetAlias: string;
  /** Key of the chain rules in eth_getActiveRulesAt: 'chainRules' (spec) or 'avalancheRules'. */
  rulesKey: string;
  /**
   * getValidatorsAt's answer: 'wrapped' `{validators: {nodeID: weight}}` (spec) or 'bare'
   * `{nodeID: {publicKey, weight}}` (current nodes); told by the node, read by its look when unknown.
   */
  validatorsAtShape?: 'wrapped' | 'bare';
  /** Shown next to amounts. */
  tokenSymbol: string;
  /** C-Chain EVM chain id. */
  evmChainId?: number;
}

export const DEFAULT_NATIVE_GROUP = 'native';
export const DEFAULT_NATIVE_ASSET_ALIAS = 'NATIVE';
export const DEFAULT_RULES_KEY = 'chainRules';
export const CUSTOM_NETWORK_ID = 'custom';

export class NetworkConfigError extends Error {
  override name = 'NetworkConfigError';
}

/** What is wrong with a node URL someone typed (`input`: as typed; `protocol`: the URL's, e.g. `ftp:`). */
export type NodeUrlProblem = { code: 'not-a-url'; input: string } | { code: 'scheme'; protocol: string } | { code: 'credentials' } | { code: 'path' } | { code: 'none' };

function nodeUrlMessage(problem: NodeUrlProblem): string {
  switch (problem.code) {
    case 'not-a-url':
      return `not a URL: ${JSON.stringify(problem.input)}`;
    case 'scheme':
      return `only http and https node URLs are allowed, got ${problem.protocol}`;
    case 'credentials':
      return 'node URL must not carry credentials';
    case 'path':
      return 'node URL must be scheme://host[:port] without a path or query';
    case 'none':
      return 'no node URL given';
  }
}

/** A node URL that cannot be used, with what is wrong with it (the pages write it). */
export class NodeUrlError extends NetworkConfigError {
  override name = 'NodeUrlError';
  constructor(readonly problem: NodeUrlProblem) {
    super(nodeUrlMessage(problem));
  }
}

const NETWORK_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
const IDENTIFIER_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * Checks and normalises a node base URL: http or https only, no path, query or credentials;
 * returns `scheme://host[:port]`. An empty string stays empty (same origin).
 */
export function normaliseBaseUrl(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new NodeUrlError({ code: 'not-a-url', input });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new NodeUrlError({ code: 'scheme', protocol: url.protocol });
  }
  if (url.username || url.password) throw new NodeUrlError({ code: 'credentials' });
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new NodeUrlError({ code: 'path' });
  }
  return url.origin;
}

/** A comma- or space-separated list of node base URLs, each checked and normalised, without repeats. */
export function normaliseEndpointList(input: string): string[] {
  const urls = input.split(/[\s,]+/).filter((part) => part !== '');
  if (urls.length === 0) throw new NodeUrlError({ code: 'none' });
  return [...new Set(urls.map(normaliseBaseUrl))];
}

/** The endpoints of a network: its list, or its one base URL. */
export function endpointsOf(settings: Pick<NetworkSettings, 'baseUrl' | 'endpoints'>): readonly string[] {
  return settings.endpoints ?? [settings.baseUrl];
}

/** `baseUrl` and, for several, `endpoints`. */
function endpointFields(urls: readonly string[]): Pick<NetworkSettings, 'baseUrl' | 'endpoints'> {
  const [baseUrl, ...others] = urls;
  if (baseUrl === undefined) throw new NodeUrlError({ code: 'none' });
  return others.length > 0 ? { baseUrl, endpoints: urls } : { baseUrl };
}

/** Settings for a node, or a comma-separated list of nodes of one network, given by URL (`?rpc=`), keeping the naming of the network it replaces. */
export function customNetwork(baseUrls: string, template?: NetworkSettings): NetworkSettings {
  const naming = template ?? {
    networkId: 0,
    hrp: 'custom',
    nativeGroup: DEFAULT_NATIVE_GROUP,
    nativeAssetAlias: DEFAULT_NATIVE_ASSET_ALIAS,
    rulesKey: DEFAULT_RULES_KEY,
    tokenSymbol: DEFAULT_NATIVE_ASSET_ALIAS,
  };
  // The template's own endpoints are replaced, not kept beside the given ones.
  const { endpoints: _replaced, ...kept } = { endpoints: undefined, ...naming };
  return { ...kept, id: CUSTOM_NETWORK_ID, name: 'Custom node', ...endpointFields(normaliseEndpointList(baseUrls)) };
}

/** Validates the content of `networks.json` (an array, or `{networks: [...]}`) and fills defaults. */
export function parseNetworks(json: unknown): NetworkSettings[] {
  const list = isRecord(json) && 'networks' in json ? json.networks : json;
  if (!Array.isArray(list)) throw new NetworkConfigError('networks.json must be an array of networks');
  if (list.length === 0) throw new NetworkConfigError('networks.json lists no network');
  const seen = new Set<string>();
  return list.map((entry, index) => {
    const network = parseNetwork(entry, `networks[${index}]`);
    if (seen.has(network.id)) throw new NetworkConfigError(`networks[${index}].id: duplicate id ${JSON.stringify(network.id)}`);
    seen.add(network.id);
    return network;
  });
}

/** `endpoints` (a list of base URLs) or the single `baseUrl` ('' = the page's origin). */
function endpointUrls(entry: Record<string, unknown>, path: string, text: (key: string, fallback?: string) => string): string[] {
  const list = entry.endpoints;
  if (list === undefined) {
    try {
      return [normaliseBaseUrl(text('baseUrl', ''))];
    } catch (error) {
      throw new NetworkConfigError(`${path}.baseUrl: ${(error as Error).message}`);
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.some((url) => typeof url !== 'string')) {
    throw new NetworkConfigError(`${path}.endpoints: must be a non-empty list of node URLs`);
  }
  try {
    return [...new Set((list as string[]).map(normaliseBaseUrl))];
  } catch (error) {
    throw new NetworkConfigError(`${path}.endpoints: ${(error as Error).message}`);
  }
}

function parseNetwork(entry: unknown, path: string): NetworkSettings {
  if (!isRecord(entry)) throw new NetworkConfigError(`${path}: must be an object`);
  const text = (key: string, fallback?: string, pattern?: RegExp): string => {
    const value = entry[key] ?? fallback;
    if (typeof value !== 'string' || (value === '' && fallback === undefined)) {
      throw new NetworkConfigError(`${path}.${key}: must be a non-empty string`);
    }
    if (pattern && !pattern.test(value)) throw new NetworkConfigError(`${path}.${key}: invalid value ${JSON.stringify(value)}`);
    return value;
  };
  const whole = (key: string): number | undefined => {
    const value = entry[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      throw new NetworkConfigError(`${path}.${key}: must be a non-negative integer`);
    }
    return value;
  };

  const id = text('id', undefined, NETWORK_ID_PATTERN);
  const networkId = whole('networkId');
  if (networkId === undefined) throw new NetworkConfigError(`${path}.networkId: must be a non-negative integer`);
  const urls = endpointUrls(entry, path, text);
  const nativeAssetAlias = text('nativeAssetAlias', DEFAULT_NATIVE_ASSET_ALIAS, IDENTIFIER_PATTERN);
  const settings: NetworkSettings = {
    id,
    name: text('name', id),
    ...endpointFields(urls),
    networkId,
    hrp: text('hrp', undefined, /^[a-z0-9]+$/),
    nativeGroup: text('nativeGroup', DEFAULT_NATIVE_GROUP, IDENTIFIER_PATTERN),
    nativeAssetAlias,
    rulesKey: text('rulesKey', DEFAULT_RULES_KEY, IDENTIFIER_PATTERN),
    tokenSymbol: text('tokenSymbol', nativeAssetAlias),
  };
  const evmChainId = whole('evmChainId');
  if (evmChainId !== undefined) settings.evmChainId = evmChainId;
  return settings;
}
