import { fromHexWithChecksum, HexError } from '../hex';
import { decodeAtomicTx, encodeUnsignedAtomicTx, atomicTxId, type SignedAtomicTx } from './atomic-tx';
import { blockId, decodeBlock } from './block';
import { decodeSignedTx, encodeUnsignedTx, txId } from './tx';
import type { Block, SignedTx, Utxo } from './types';
import { decodeUtxo, utxoId } from './utxo';
import { messageOf } from '../error-message';

/** What a pasted encoding can be, in the order auto-detection prefers them. */
export const HEX_KINDS = ['tx', 'atomic-tx', 'block', 'utxo'] as const;
export type HexKind = (typeof HEX_KINDS)[number];

export type Decoded =
  | { kind: 'tx'; id: string; bytes: Uint8Array; unsignedBytes: Uint8Array; tx: SignedTx }
  | { kind: 'atomic-tx'; id: string; bytes: Uint8Array; unsignedBytes: Uint8Array; tx: SignedAtomicTx }
  | { kind: 'block'; id: string; bytes: Uint8Array; block: Block }
  | { kind: 'utxo'; id: string; bytes: Uint8Array; utxo: Utxo };

/**
 * Why pasted text decodes as nothing: it is empty, or not checksummed hex (`reason`: the hex
 * decoder's words, as the node's), or its bytes fit none of the `kinds` tried.
 */
export type HexProblem = { code: 'empty' } | { code: 'not-hex'; reason: string } | { code: 'no-kind'; kinds: readonly HexKind[] };

export type DecodeResult =
  | {
      ok: true;
      decoded: Decoded;
      /** Other kinds the same bytes also decode as (rare: the codecs share type IDs). */
      alsoFits: HexKind[];
    }
  | {
      ok: false;
      problem: HexProblem;
      /** Per kind tried, why the bytes did not fit. */
      reasons: Array<{ kind: HexKind; reason: string }>;
    };

function decodeAs(kind: HexKind, bytes: Uint8Array): Decoded {
  switch (kind) {
    case 'tx': {
      const tx = decodeSignedTx(bytes);
      return { kind, id: txId(bytes), bytes, unsignedBytes: encodeUnsignedTx(tx.unsignedTx), tx };
    }
    case 'atomic-tx': {
      const tx = decodeAtomicTx(bytes);
      return { kind, id: atomicTxId(bytes), bytes, unsignedBytes: encodeUnsignedAtomicTx(tx.unsignedTx), tx };
    }
    case 'block':
      return { kind, id: blockId(bytes), bytes, block: decodeBlock(bytes) };
    case 'utxo': {
      const utxo = decodeUtxo(bytes);
      return { kind, id: utxoId(utxo.txId, utxo.outputIndex), bytes, utxo };
    }
  }
}

/** Whitespace and line breaks from copying are dropped; a missing `0x` is supplied. */
export function normaliseHexText(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return /^0x/i.test(compact) || compact === '' ? compact : `0x${compact}`;
}

/**
 * Decodes pasted hex (with the node's 4-byte checksum) as `kinds`, which default to every kind; the
 * first that fits wins. Never throws: a bad encoding or bytes that fit nothing come back as a reason.
 */
export function decodeHexText(text: string, kinds: readonly HexKind[] = HEX_KINDS): DecodeResult {
  const hex = normaliseHexText(text);
  if (hex === '') return { ok: false, problem: { code: 'empty' }, reasons: [] };
  let bytes: Uint8Array;
  try {
    bytes = fromHexWithChecksum(hex);
  } catch (error) {
    return { ok: false, problem: { code: 'not-hex', reason: error instanceof HexError ? error.message : String(error) }, reasons: [] };
  }
  const fits: Decoded[] = [];
  const reasons: Array<{ kind: HexKind; reason: string }> = [];
  for (const kind of kinds) {
    try {
      fits.push(decodeAs(kind, bytes));
    } catch (error) {
      reasons.push({ kind, reason: messageOf(error) });
    }
  }
  const [first, ...rest] = fits;
  if (!first) return { ok: false, problem: { code: 'no-kind', kinds }, reasons };
  return { ok: true, decoded: first, alsoFits: rest.map((item) => item.kind) };
}
