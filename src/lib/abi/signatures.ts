import { keccak256, stringToBytes, type Abi } from 'viem';

export type AbiError = Extract<Abi[number], { type: 'error' }>;

/** Signatures such as `transfer(address,uint256)`, by kind. */
export interface SignatureTable {
  functions: readonly string[];
  events: readonly string[];
  errors: readonly string[];
}

/** A selector written as hex: `0x` and four bytes. */
export const SELECTOR_HEX_LENGTH = 10;

/** The keccak-256 of a signature: an event's topic. */
export function signatureHash(signature: string): string {
  return keccak256(stringToBytes(signature));
}

/** The first four bytes of the signature's hash: a function's or error's selector. */
export const selectorOfSignature = (signature: string): string => signatureHash(signature).slice(0, SELECTOR_HEX_LENGTH);
