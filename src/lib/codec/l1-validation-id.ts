import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '../bytes';
import { fromHex } from '../hex';
import { idFromBytes, nodeIdFromBytes, parseId } from '../ids';
import { SHORT_ID_LENGTH } from '../id-constants';

const INDEX_BYTES = 4;

/** Validation ID of the `index`-th initial validator of a subnet-to-L1 conversion: sha256(subnetID ‖ uint32 index). */
export function conversionValidationId(subnetId: string, index: number): string {
  const packed = new Uint8Array(INDEX_BYTES);
  new DataView(packed.buffer).setUint32(0, index);
  return idFromBytes(sha256(concatBytes(parseId(subnetId), packed)));
}

/** An L1 node ID given as hex bytes, shown as `NodeID-…` when it has the usual 20 bytes. */
export function l1NodeIdText(hex: string): string {
  try {
    const bytes = fromHex(hex);
    return bytes.length === SHORT_ID_LENGTH ? nodeIdFromBytes(bytes) : hex;
  } catch {
    return hex;
  }
}
