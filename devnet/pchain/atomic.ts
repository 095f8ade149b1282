import type { SignedAtomicTx, UnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import { decodeAtomicTx, encodeAtomicTx, encodeUnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import { CodecError } from '../../src/lib/codec/codec-error';
import { hashId } from './hash';

/**
 * The node's side of C-Chain atomic txs (an import moves UTXOs from shared memory into EVM
 * balances, an export moves EVM balances into shared memory): fees, records, signing, and the
 * reference node's words for bytes its codec cannot read. The codec itself is src/lib's.
 */

/** Flat fee the devnet charges C-Chain atomic txs (nAVAX). */
export const ATOMIC_TX_FEE = 280_000n;
/** Shared memory counts nAVAX (9 decimals), the EVM wei (18): coreth's x2c rate. */
export const WEI_PER_NANO_AVAX = 1_000_000_000n;
const CODEC_VERSION_LENGTH = 2;

export type AtomicStatus = 'Accepted' | 'Processing' | 'Dropped';

export interface AtomicTxRecord {
  id: string;
  idBytes: Uint8Array;
  tx: UnsignedAtomicTx;
  bytes: Uint8Array;
  status: AtomicStatus;
  blockHeight: bigint;
}

/** A signed atomic tx with its bytes, the bytes its credentials sign, and its ID. */
export interface EncodedAtomicTx extends SignedAtomicTx {
  bytes: Uint8Array;
  unsignedBytes: Uint8Array;
  id: string;
  idBytes: Uint8Array;
}

function encoded(signed: SignedAtomicTx, bytes: Uint8Array, unsignedBytes: Uint8Array): EncodedAtomicTx {
  return { ...signed, bytes, unsignedBytes, ...hashId(bytes) };
}

/** Signs `tx` as coreth checks it: one credential per input, `sign(unsignedBytes)` giving each one's signatures in input order. */
export function signAtomicTx(tx: UnsignedAtomicTx, sign: (unsignedBytes: Uint8Array) => Uint8Array[][]): EncodedAtomicTx {
  const unsignedBytes = encodeUnsignedAtomicTx(tx);
  const inputCount = tx.kind === 'import' ? tx.importedInputs.length : tx.ins.length;
  const signatures = sign(unsignedBytes);
  if (signatures.length !== inputCount) throw new Error(`signAtomicTx: ${signatures.length} credentials for ${inputCount} inputs`);
  const signed = { unsignedTx: tx, credentials: signatures.map((list) => ({ signatures: list })) };
  return encoded(signed, encodeAtomicTx(signed), unsignedBytes);
}

function nodeMessage(error: CodecError): string {
  const { reason } = error;
  switch (reason.kind) {
    case 'codecVersion':
      return `unknown codec version: ${reason.version}`;
    case 'typeId':
      return `couldn't unmarshal interface: unknown type ID ${reason.typeId}`;
    case 'trailing':
      return `trailing buffer space: read ${reason.read} provided ${reason.provided}`;
    case 'other':
      return error.message;
  }
}

/**
 * Decodes issued bytes; a CodecError in coreth's words when they are not a signed atomic tx (the
 * codec is canonical, so re-encoding the unsigned tx gives the bytes that were signed).
 */
export function decodeIssuedAtomicTx(bytes: Uint8Array): EncodedAtomicTx {
  if (bytes.length < CODEC_VERSION_LENGTH) throw new CodecError("couldn't unpack codec version: insufficient length");
  let signed: SignedAtomicTx;
  try {
    signed = decodeAtomicTx(bytes);
  } catch (error) {
    if (!(error instanceof CodecError)) throw error;
    throw new CodecError(nodeMessage(error), error.reason);
  }
  return encoded(signed, bytes, encodeUnsignedAtomicTx(signed.unsignedTx));
}
