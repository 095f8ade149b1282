import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { addressFromWord, uintFromWord } from './evm-address';
import type { EventArgument } from './evm-events';

/** A call's first 4 bytes: the start of keccak256 of the function signature. */
export function functionSelector(signature: string): string {
  return `0x${bytesToHex(keccak_256(utf8ToBytes(signature)).subarray(0, SELECTOR_BYTES))}`;
}

const SELECTOR_BYTES = 4;
const HEX_DIGITS_PER_BYTE = 2;
const SELECTOR_HEX_LENGTH = SELECTOR_BYTES * 2;
const WORD_HEX_LENGTH = 64;

interface KnownFunction {
  name: string;
  signature: string;
  params: { name: string; type: 'address' | 'uint256' }[];
}

const KNOWN_FUNCTIONS: readonly KnownFunction[] = [
  { name: 'transfer', signature: 'transfer(address,uint256)', params: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }] },
  { name: 'approve', signature: 'approve(address,uint256)', params: [{ name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }] },
  {
    name: 'transferFrom',
    signature: 'transferFrom(address,address,uint256)',
    params: [{ name: 'from', type: 'address' }, { name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }],
  },
];

const BY_SELECTOR = new Map(KNOWN_FUNCTIONS.map((known) => [functionSelector(known.signature), known]));

export interface DecodedCall {
  selector: string;
  signature: string;
  args: EventArgument[];
}

/** The selector of call data, or null when it is shorter than one (a plain transfer, or a deploy). */
export function selectorOf(input: string): string | null {
  const body = input.replace(/^0x/, '');
  return body.length >= SELECTOR_HEX_LENGTH ? `0x${body.slice(0, SELECTOR_HEX_LENGTH).toLowerCase()}` : null;
}

/** Decodes a call to a well-known token function (ERC-20 transfer, approve, transferFrom); null otherwise. */
export function decodeCall(input: string): DecodedCall | null {
  const selector = selectorOf(input);
  const known = selector === null ? undefined : BY_SELECTOR.get(selector);
  if (!known || selector === null) return null;
  const body = input.replace(/^0x/, '').slice(SELECTOR_HEX_LENGTH);
  if (body.length !== known.params.length * WORD_HEX_LENGTH) return null;
  const args = known.params.map((param, index): EventArgument => {
    const word = body.slice(index * WORD_HEX_LENGTH, (index + 1) * WORD_HEX_LENGTH);
    return param.type === 'address'
      ? { name: param.name, type: 'address', value: addressFromWord(word) }
      : { name: param.name, type: 'uint256', value: uintFromWord(word) };
  });
  return { selector, signature: known.signature, args };
}

/** Bytes of `0x` hex (call data, bytecode). */
export function hexByteLength(hex: string): number {
  return Math.floor((hex.length - 2) / HEX_DIGITS_PER_BYTE);
}
