import { t } from '@lingui/core/macro';
import { AddressError, parseAddress, type ChainAlias } from './address';
import { Cb58Error, cb58Decode } from './cb58';
import { checkEvmAddress } from './evm-address';
import { ID_LENGTH, NODE_ID_PREFIX, SHORT_ID_LENGTH } from './id-constants';

/** What a search entry (or a URL segment) looks like, before asking the node anything. */
export type IdKind =
  | { kind: 'height'; height: bigint }
  | { kind: 'nodeId'; value: string }
  | { kind: 'address'; value: string; chain: ChainAlias }
  | { kind: 'evmAddress'; value: string }
  | { kind: 'evmHash'; value: string }
  | { kind: 'id'; value: string }
  | { kind: 'unknown'; value: string; reason: string; form: IdForm };

/**
 * The form an unusable entry was read as, from its first characters: `none` when it holds
 * characters that no height, ID or address has (so it was no near miss of any form).
 */
export type IdForm = 'empty' | 'nodeId' | 'hex' | 'address' | 'cb58' | 'none';

const DIGITS = /^\d+$/;
const HEX_BODY = /^[0-9a-fA-F]*$/;
const EVM_ADDRESS_HEX_LENGTH = SHORT_ID_LENGTH * 2;
const EVM_HASH_HEX_LENGTH = ID_LENGTH * 2;
const ADDRESS_SHAPE = /^[A-Za-z]-/;
const BASE58_TEXT = /^[1-9A-HJ-NP-Za-km-z]+$/;

function classifyHex(value: string): IdKind {
  const body = value.slice(2);
  if (!HEX_BODY.test(body)) return { kind: 'unknown', value, form: 'hex', reason: t`hex text may only hold 0-9 and a-f` };
  if (body.length === EVM_ADDRESS_HEX_LENGTH) {
    const address = checkEvmAddress(value);
    return address.ok ? { kind: 'evmAddress', value: address.address } : { kind: 'unknown', value, form: 'hex', reason: address.reason };
  }
  if (body.length === EVM_HASH_HEX_LENGTH) return { kind: 'evmHash', value: `0x${body.toLowerCase()}` };
  return {
    kind: 'unknown',
    value,
    form: 'hex',
    reason: t`0x values must be 20 bytes (an address) or 32 bytes (a hash), this one has ${body.length / 2} bytes`,
  };
}

function classifyAddress(value: string, hrp: string | undefined): IdKind {
  try {
    const parsed = parseAddress(value, { hrp });
    return { kind: 'address', value, chain: parsed.chain };
  } catch (error) {
    const reason = error instanceof AddressError ? error.message : String(error);
    return { kind: 'unknown', value, form: 'address', reason: t`not a valid address: ${reason}` };
  }
}

/** Why `text` is no cb58 string, in plain words (the decoder's own are the node's). */
function cb58Reason(error: unknown, text: string): string {
  if (!(error instanceof Cb58Error)) return String(error);
  switch (error.problem) {
    case 'empty':
      return t`it is empty`;
    case 'character': {
      const char = [...text].find((each) => !BASE58_TEXT.test(each)) ?? '';
      return t`“${char}” is not a base58 character`;
    }
    case 'short':
      return t`it is too short`;
    case 'checksum':
      return t`its checksum does not match, so a character is wrong, missing or extra`;
    default:
      return error.message;
  }
}

function classifyNodeId(value: string): IdKind {
  try {
    const bytes = cb58Decode(value.slice(NODE_ID_PREFIX.length));
    if (bytes.length !== SHORT_ID_LENGTH) {
      return { kind: 'unknown', value, form: 'nodeId', reason: t`a node ID holds 20 bytes, this one has ${bytes.length}` };
    }
    return { kind: 'nodeId', value };
  } catch (error) {
    return { kind: 'unknown', value, form: 'nodeId', reason: t`not a valid node ID: ${cb58Reason(error, value.slice(NODE_ID_PREFIX.length))}` };
  }
}

function classifyCb58(value: string): IdKind {
  const form = BASE58_TEXT.test(value) ? 'cb58' : 'none';
  try {
    const bytes = cb58Decode(value);
    if (bytes.length === ID_LENGTH) return { kind: 'id', value };
    return { kind: 'unknown', value, form, reason: t`an ID holds 32 bytes, this one has ${bytes.length}` };
  } catch (error) {
    return { kind: 'unknown', value, form, reason: t`not a valid ID: ${cb58Reason(error, value)}` };
  }
}

/**
 * Classifies user input. With `hrp`, a bech32 address of another network is reported as such
 * rather than searched for.
 */
export function classifyId(input: string, options: { hrp?: string } = {}): IdKind {
  const value = input.trim();
  if (value === '') return { kind: 'unknown', value, form: 'empty', reason: t`nothing was entered` };
  if (DIGITS.test(value)) return { kind: 'height', height: BigInt(value) };
  if (value.startsWith(NODE_ID_PREFIX)) return classifyNodeId(value);
  if (value.startsWith('0x') || value.startsWith('0X')) return classifyHex(value);
  if (ADDRESS_SHAPE.test(value)) return classifyAddress(value, options.hrp);
  return classifyCb58(value);
}

/** True when `text` is a cb58 32-byte ID (tx, block, subnet, blockchain, validation). */
export function isCb58Id(text: string): boolean {
  return classifyCb58(text).kind === 'id';
}

const C_CHAIN_ALIAS = 'C';

/** True when `text` can name an EVM chain in a URL: `C` or a blockchain ID. */
export function isEvmChainRef(text: string): boolean {
  return text === C_CHAIN_ALIAS || isCb58Id(text);
}
