/**
 * Links of other explorers, read without fetching them: which explorer a pasted URL is from and
 * the entity its path names. The entity is then looked up on the network in use, whichever network
 * the link was for.
 */

/** What a link's path names. */
export type LinkEntity = 'tx' | 'address' | 'block' | 'token' | 'validator';

/** The chain a link's path names (`undefined`: the explorer serves one EVM chain, or says nothing). */
export type LinkChain = 'P' | 'X' | 'C';

export interface ExplorerLink {
  /** How the explorer is named in messages: "Snowtrace", or the host for an explorer not known by name. */
  explorer: string;
  /** Undefined when the path names no entity this explorer can show (a list page, a home page). */
  target?: { entity: LinkEntity; value: string; chain?: LinkChain };
}

/** Explorers known by name, by host (without `www.`), with the chain they serve when only one. */
const EXPLORERS: ReadonlyArray<{ hosts: readonly string[]; name: string; chain?: LinkChain }> = [
  { hosts: ['snowtrace.io', 'testnet.snowtrace.io'], name: 'Snowtrace', chain: 'C' },
  { hosts: ['snowscan.xyz', 'testnet.snowscan.xyz'], name: 'Snowscan', chain: 'C' },
  { hosts: ['avascan.info', 'testnet.avascan.info'], name: 'Avascan' },
  { hosts: ['subnets.avax.network', 'subnets-test.avax.network'], name: 'Avalanche Explorer' },
  { hosts: ['etherscan.io'], name: 'Etherscan' },
];

/** Path words that name an entity, as the explorers above and Etherscan-like ones spell them. */
const ENTITY_WORDS: Readonly<Record<string, LinkEntity>> = {
  tx: 'tx',
  transaction: 'tx',
  address: 'address',
  block: 'block',
  token: 'token',
  validator: 'validator',
  validators: 'validator',
};

/** Path words that name a chain just before the entity (`/blockchain/c/tx/…`, `/p-chain/tx/…`). */
const CHAIN_WORDS: Readonly<Record<string, LinkChain>> = {
  p: 'P',
  'p-chain': 'P',
  x: 'X',
  'x-chain': 'X',
  c: 'C',
  'c-chain': 'C',
};

const HOST = String.raw`(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?`;
/** `https://host…` or `http://host…`. */
const WITH_SCHEME = new RegExp(`^https?://${HOST}(?:[/?#]|$)`, 'i');
/** `host.tld/…` without its scheme: only with a path, so that a name with a dot stays a name. */
const WITHOUT_SCHEME = new RegExp(`^${HOST}/`, 'i');

/** True when `text` is shaped as a web link (it may still name nothing). */
export function looksLikeLink(text: string): boolean {
  return WITH_SCHEME.test(text) || WITHOUT_SCHEME.test(text);
}

function explorerOf(host: string): { name: string; chain?: LinkChain } {
  const bare = host.replace(/^www\./, '');
  return EXPLORERS.find((explorer) => explorer.hosts.includes(bare)) ?? { name: bare };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads a pasted explorer link: `https://snowtrace.io/tx/0x…`, `avascan.info/blockchain/p/tx/…`,
 * `subnets.avax.network/validators/NodeID-…` and any `/tx/`, `/address/`, `/block/`, `/token/`
 * path on any host. Query strings, fragments and trailing slashes are ignored. Null when `text`
 * is no link.
 */
export function parseExplorerLink(text: string): ExplorerLink | null {
  if (!looksLikeLink(text)) return null;
  let url: URL;
  try {
    url = new URL(WITH_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const explorer = explorerOf(url.hostname.toLowerCase());
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const at = segments.findIndex((segment, index) => ENTITY_WORDS[segment.toLowerCase()] !== undefined && segments[index + 1] !== undefined);
  const entity = ENTITY_WORDS[segments[at]?.toLowerCase() ?? ''];
  const value = segments[at + 1];
  if (entity === undefined || value === undefined) return { explorer: explorer.name };
  const chain = CHAIN_WORDS[segments[at - 1]?.toLowerCase() ?? ''] ?? explorer.chain;
  const target = { entity, value: value.trim() };
  return { explorer: explorer.name, target: chain === undefined ? target : { ...target, chain } };
}
