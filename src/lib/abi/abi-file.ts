import { t } from '@lingui/core/macro';
import type { Abi } from 'viem';
import { checkEvmAddress } from '../evm-address';
import { isRecord } from '../json-value';
import { checkAbi } from './abi-json';

/**
 * ABIs the user gave, one per chain and address, and their versioned JSON file for moving them
 * between browsers. Pure functions; the store is src/queries/user-abi-store.ts.
 */
export interface UserAbi {
  /** `C` or a blockchain ID. */
  chain: string;
  /** Lower case. */
  address: string;
  /** What the user called it (the contract's name). */
  name: string;
  abi: Abi;
  /** When it was added (ms since epoch). */
  addedAt: number;
}

const FILE_FORMAT = 'node-explorer-abis';
const FILE_VERSION = 1;
const MAX_NAME_LENGTH = 80;
const CHAIN_PATTERN = /^(C|[1-9A-HJ-NP-Za-km-z]{40,60})$/;

export const userAbiKey = (chain: string, address: string): string => `${chain}:${address.toLowerCase()}`;

export function exportAbiFile(network: string, entries: readonly UserAbi[], now: Date): string {
  return `${JSON.stringify({ format: FILE_FORMAT, version: FILE_VERSION, network, exportedAt: now.toISOString(), abis: entries }, null, 2)}\n`;
}

/** Checks one entry, from the file or from storage. */
export function checkUserAbi(value: unknown, now: number): { entry: UserAbi } | { reason: string } {
  if (!isRecord(value)) return { reason: t`not an object` };
  if (typeof value.chain !== 'string' || !CHAIN_PATTERN.test(value.chain)) return { reason: t`no chain (C or a blockchain ID)` };
  const address = typeof value.address === 'string' ? checkEvmAddress(value.address) : null;
  if (!address?.ok) return { reason: address ? `address: ${address.reason}` : t`no address` };
  const name = typeof value.name === 'string' ? value.name.trim().slice(0, MAX_NAME_LENGTH) : '';
  const checked = checkAbi(value.abi);
  if ('problem' in checked) return { reason: checked.problem };
  const addedAt = typeof value.addedAt === 'number' && Number.isFinite(value.addedAt) ? value.addedAt : now;
  return { entry: { chain: value.chain, address: address.address.toLowerCase(), name: name || 'Contract', abi: checked.abi, addedAt } };
}

export interface ParsedAbiFile {
  entries: UserAbi[];
  /** Entry position (-1: the file itself) and why it was refused. */
  refused: Array<{ index: number; reason: string }>;
}

/** Reads an exported ABI file; each entry is checked on its own. */
export function parseAbiFile(text: string, now: number): ParsedAbiFile {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { entries: [], refused: [{ index: -1, reason: t`the file is not JSON` }] };
  }
  if (!isRecord(body) || body.format !== FILE_FORMAT) return { entries: [], refused: [{ index: -1, reason: t`the file is not an ABI export of this explorer` }] };
  if (body.version !== FILE_VERSION) return { entries: [], refused: [{ index: -1, reason: t`unsupported version ${JSON.stringify(body.version)}` }] };
  if (!Array.isArray(body.abis)) return { entries: [], refused: [{ index: -1, reason: t`the file has no "abis" list` }] };
  const parsed: ParsedAbiFile = { entries: [], refused: [] };
  body.abis.forEach((value, index) => {
    const checked = checkUserAbi(value, now);
    if ('entry' in checked) parsed.entries.push(checked.entry);
    else parsed.refused.push({ index, reason: checked.reason });
  });
  return parsed;
}
