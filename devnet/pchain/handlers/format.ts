import { AddressError, formatAddress, parseAddress } from '../../../src/lib/address';
import type { ChainAlias } from '../../../src/lib/address';
import type { OutputOwners, PChainOwner } from '../../../src/lib/codec/types';
import { parseShortId } from '../../../src/lib/ids';
import type { JsonObject } from '../../../src/lib/json-value';
import { MethodError } from '../../handler';
import { C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../constants';

/** Go's time.Time in RFC3339 at second precision, UTC. */
export function rfc3339(unixSeconds: bigint): string {
  return new Date(Number(unixSeconds) * 1000).toISOString().replace('.000Z', 'Z');
}

/** json.Float64: a string with exactly 4 decimals. */
export function float4(value: number): string {
  return value.toFixed(4);
}

export function ownerJson(owner: OutputOwners | PChainOwner, hrp: string): JsonObject {
  return {
    locktime: 'locktime' in owner ? owner.locktime.toString() : '0',
    threshold: owner.threshold.toString(),
    addresses: owner.addresses.map((address) => formatAddress('P', hrp, address)),
  };
}

const CHAIN_IDS: Record<string, string> = { P: P_CHAIN_ID, platform: P_CHAIN_ID, X: X_CHAIN_ID, avm: X_CHAIN_ID, C: C_CHAIN_ID, evm: C_CHAIN_ID };

/** Resolves a chain alias or cb58 chain ID; throws the node's alias error otherwise. */
export function resolveChain(text: string): string {
  const known = CHAIN_IDS[text];
  if (known) return known;
  if ([P_CHAIN_ID, X_CHAIN_ID, C_CHAIN_ID].includes(text)) return text;
  throw new Error(`there is no ID with alias: ${text}`);
}

/**
 * Parses `<alias>-<bech32>` or a raw cb58 short ID for `chain` on the network `hrp`, with the
 * node's reasons (`expected hrp …`, `there is no ID with alias: …`, chain mismatch).
 */
export function parseChainAddress(text: string, chain: ChainAlias, hrp: string, mismatch: (got: string) => string): Uint8Array {
  if (!text.includes('-')) {
    try {
      return parseShortId(text);
    } catch {
      throw new AddressError('no separator found in address');
    }
  }
  const alias = text.slice(0, text.indexOf('-'));
  const chainId = resolveChain(alias);
  const parsed = parseAddress(text.replace(/^[^-]*-/, 'P-'), { hrp });
  if (chainId !== CHAIN_IDS[chain]) throw new AddressError(mismatch(chainId));
  return parsed.bytes;
}

export function parsePAddress(text: string, hrp: string, prefix = 'couldn\'t parse address'): Uint8Array {
  try {
    return parseChainAddress(text, 'P', hrp, (got) => `mismatched chainIDs: expected "${P_CHAIN_ID}" but got "${got}"`);
  } catch (error) {
    throw new MethodError(`${prefix} "${text}": ${(error as Error).message}`);
  }
}
