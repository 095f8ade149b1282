import { typeName } from '../lib/codec/fields';
import type { BlockKind } from '../lib/codec/types';
import { fromHexWithChecksum } from '../lib/hex';

const TYPE_ID_OFFSET = 2;

/** The exact block kind from the hex encoding's type ID (bytes 2..5, after the codec version). */
export function blockKindFromHex(hex: string): BlockKind {
  const bytes = fromHexWithChecksum(hex);
  const typeId = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(TYPE_ID_OFFSET);
  return typeName(typeId) as BlockKind;
}
