import { bech32 } from '@scure/base';
import { SHORT_ID_LENGTH } from './id-constants';

/** Chain aliases an address may carry. */
export const CHAIN_ALIASES = ['P', 'X', 'C'] as const;
export type ChainAlias = (typeof CHAIN_ALIASES)[number];

export class AddressError extends Error {
  override name = 'AddressError';
}

export interface ParsedAddress {
  chain: ChainAlias;
  hrp: string;
  bytes: Uint8Array;
}

/** `<chain>-<bech32(hrp, 20 bytes)>`, classic bech32. */
export function formatAddress(chain: ChainAlias, hrp: string, bytes: Uint8Array): string {
  if (bytes.length !== SHORT_ID_LENGTH) throw new AddressError(`address must be 20 bytes, got ${bytes.length}`);
  return `${chain}-${bech32.encode(hrp, bech32.toWords(bytes))}`;
}

/**
 * Parses `P-local1…` style addresses. With `expectedHrp`/`expectedChain`, a mismatch is an error
 * worded as the node words it.
 */
export function parseAddress(text: string, expected: { hrp?: string; chain?: ChainAlias } = {}): ParsedAddress {
  const dash = text.indexOf('-');
  if (dash < 0) throw new AddressError('no separator found in address');
  const chain = text.slice(0, dash);
  if (!(CHAIN_ALIASES as readonly string[]).includes(chain)) throw new AddressError(`there is no ID with alias: ${chain}`);
  if (expected.chain && chain !== expected.chain) {
    throw new AddressError(`expected a ${expected.chain}-Chain address but got a ${chain}-Chain address`);
  }
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(text.slice(dash + 1) as `${string}1${string}`);
  } catch (error) {
    throw new AddressError((error as Error).message);
  }
  if (expected.hrp && decoded.prefix !== expected.hrp) {
    throw new AddressError(`expected hrp "${expected.hrp}" but got "${decoded.prefix}"`);
  }
  const bytes = Uint8Array.from(bech32.fromWords(decoded.words));
  if (bytes.length !== SHORT_ID_LENGTH) throw new AddressError(`expected 20 bytes but got ${bytes.length}`);
  return { chain: chain as ChainAlias, hrp: decoded.prefix, bytes };
}

export function isAddress(text: string): boolean {
  try {
    parseAddress(text);
    return true;
  } catch {
    return false;
  }
}

export function hrpForNetwork(networkId: number): string {
  return NETWORK_HRPS[networkId] ?? 'custom';
}

const NETWORK_HRPS: Record<number, string> = {
  1: 'avax',
  2: 'cascade',
  3: 'denali',
  4: 'everest',
  5: 'fuji',
  10: 'testing',
  12345: 'local',
};
