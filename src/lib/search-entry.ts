import { t } from '@lingui/core/macro';
import { AddressError, parseAddress } from './address';
import { cb58Decode } from './cb58';
import { parseExplorerLink, type ExplorerLink } from './explorer-link';
import { classifyId, type IdKind } from './id-kind';
import { NODE_ID_PREFIX, SHORT_ID_LENGTH } from './id-constants';

/**
 * What a search entry looks like, before asking the node anything. Wider than `classifyId` (which
 * reads URL segments strictly): it also takes what people paste and type, such as explorer links,
 * node IDs in any case or without their prefix, P-Chain addresses without `P-`, chain names and
 * token symbols.
 */
export type SearchEntry = IdKind | { kind: 'name'; value: string } | { kind: 'link'; link: ExplorerLink };

/**
 * Below this length base58 text is read as a name, not as a cb58 ID with a wrong checksum: the
 * shortest cb58 the platform uses (a 20-byte node ID with its 4-byte checksum) has 32 characters
 * or more.
 */
const CB58_MIN_LENGTH = 30;
const MAX_NAME_LENGTH = 64;
/** Chain names and token symbols: letters and digits, with spaces, dots, dashes, underscores or plus signs inside. */
const NAME_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N} ._+-]*$/u;
const DIGITS = /^\d+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const NODE_ID_ANY_CASE = new RegExp(`^${NODE_ID_PREFIX}`, 'i');
/** `p-local1…`: an address with its chain letter in lower case. */
const LOWER_CASE_ADDRESS = /^[pxc]-[a-z]+1/;
const ADDRESS_SHAPE = /^[PXC]-[a-z]+1/;
/** `local1…`: bech32 in lower case, the form of an address without its chain letter. */
const BARE_ADDRESS = /^([a-z]+)1[02-9ac-hj-np-z]+$/;

/** A node ID's cb58 without `NodeID-`: 20 bytes. */
function isBareNodeId(text: string): boolean {
  try {
    return cb58Decode(text).length === SHORT_ID_LENGTH;
  } catch {
    return false;
  }
}

/**
 * `avax1…` without a chain letter, read as a P-Chain address. Null when it is no bech32 of 20
 * bytes, unless it starts with this network's prefix (then what is wrong with it is told).
 */
function classifyBareAddress(value: string, hrp: string | undefined): IdKind | null {
  const prefix = BARE_ADDRESS.exec(value)?.[1];
  if (prefix === undefined) return null;
  try {
    const parsed = parseAddress(`P-${value}`);
    if (hrp === undefined || parsed.hrp === hrp) return { kind: 'address', value: `P-${value}`, chain: 'P' };
    return {
      kind: 'unknown',
      value,
      form: 'address',
      reason: t`it is an address of another network (it starts with ${parsed.hrp}1, while addresses here start with ${hrp}1)`,
    };
  } catch (error) {
    if (prefix !== hrp) return null;
    return { kind: 'unknown', value, form: 'address', reason: t`not a valid address: ${error instanceof AddressError ? error.message : String(error)}` };
  }
}

/** An entry that is no link. */
export function classifyTyped(input: string, options: { hrp?: string } = {}): SearchEntry {
  const value = input.trim();
  if (NODE_ID_ANY_CASE.test(value)) return classifyId(`${NODE_ID_PREFIX}${value.slice(NODE_ID_PREFIX.length)}`);
  if (LOWER_CASE_ADDRESS.test(value)) return classifyId(`${value.charAt(0).toUpperCase()}${value.slice(1)}`, options);
  if (ADDRESS_SHAPE.test(value) || DIGITS.test(value) || /^0x/i.test(value)) return classifyId(value, options);
  const address = classifyBareAddress(value, options.hrp);
  if (address) return address;
  if (isBareNodeId(value)) return { kind: 'nodeId', value: `${NODE_ID_PREFIX}${value}` };
  const long = value.length >= CB58_MIN_LENGTH;
  if (!long && value.length <= MAX_NAME_LENGTH && NAME_SHAPE.test(value)) return { kind: 'name', value };
  const kind = classifyId(value, options);
  // Long letters and digits are a cb58 ID with a mistyped character, not text of no form.
  return kind.kind === 'unknown' && kind.form === 'none' && long && ALPHANUMERIC.test(value) ? { ...kind, form: 'cb58' } : kind;
}

/** Classifies a search entry: an explorer link, else what `classifyTyped` reads. */
export function classifySearchEntry(input: string, options: { hrp?: string } = {}): SearchEntry {
  const link = parseExplorerLink(input.trim());
  return link ? { kind: 'link', link } : classifyTyped(input, options);
}
