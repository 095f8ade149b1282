import { t } from '@lingui/core/macro';
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
  if (!kind) throw new Error(t`not a P-Chain block encoding: ${hex.slice(0, TYPE_ID_END)}`);
  return kind;
}

/** Bytes before the height: codec version and type ID, then (Banff) the time, then the parent ID. */
const HEIGHT_OFFSET_APRICOT = 2 + 4 + 32;
const HEIGHT_OFFSET_BANFF = 2 + 4 + 8 + 32;
const HEIGHT_BYTES = 8;

/**
 * The height written in a block's hex encoding, for the kinds whose header has a fixed size (all but
 * Banff proposal blocks, whose txs come first).
 */
export function blockHeightFromHex(hex: string): bigint | undefined {
  const kind = blockKindFromHex(hex);
  if (kind === 'BanffProposalBlock') return undefined;
  const offset = kind.startsWith('Banff') ? HEIGHT_OFFSET_BANFF : HEIGHT_OFFSET_APRICOT;
  const start = 2 + offset * 2;
  const digits = hex.slice(start, start + HEIGHT_BYTES * 2);
  return digits.length === HEIGHT_BYTES * 2 ? BigInt(`0x${digits}`) : undefined;
}
