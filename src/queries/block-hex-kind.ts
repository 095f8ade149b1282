import { TYPE_IDS, type BlockKind } from '../lib/codec/types';

/** Hex digits of the type ID: after `0x` and the 2-byte codec version, 4 bytes. */
const TYPE_ID_START = 6;
const TYPE_ID_END = 14;

const BLOCK_KIND_BY_ID = new Map<number, BlockKind>(
  Object.entries(TYPE_IDS)
    .filter(([name]) => name.endsWith('Block'))
    .map(([name, id]) => [id, name as BlockKind]),
);

/**
 * The exact block kind from the hex encoding's type ID. Only the header is read: the kind needs no
 * checksum or decoder, which keeps hashing out of the pages that only label blocks.
 */
export function blockKindFromHex(hex: string): BlockKind {
  const digits = /^0x[0-9a-fA-F]+$/.test(hex) ? hex.slice(TYPE_ID_START, TYPE_ID_END) : '';
  const kind = digits.length === TYPE_ID_END - TYPE_ID_START ? BLOCK_KIND_BY_ID.get(Number.parseInt(digits, 16)) : undefined;
  if (!kind) throw new Error(`not a P-Chain block encoding: ${hex.slice(0, TYPE_ID_END)}`);
  return kind;
}
