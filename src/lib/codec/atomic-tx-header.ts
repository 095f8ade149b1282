import { fromHexWithChecksum } from '../hex';
import { idFromBytes } from '../ids';
import { ID_LENGTH } from '../id-constants';

/** C-Chain atomic codec type IDs (codec version 0). */
const IMPORT_TYPE_ID = 0;
const EXPORT_TYPE_ID = 1;
const CODEC_VERSION_LENGTH = 2;
const TYPE_ID_LENGTH = 4;
const NETWORK_ID_LENGTH = 4;

export interface AtomicTxHeader {
  kind: 'import' | 'export';
  networkId: number;
  blockchainId: string;
  /** Source chain of an import, destination chain of an export. */
  otherChainId: string;
}

/**
 * The fixed head of an atomic tx: type, network, C-Chain ID and the other chain. The rest
 * (EVM inputs/outputs) is left to the hex view. Null when the bytes do not look like one.
 */
export function atomicTxHeader(hex: string): AtomicTxHeader | null {
  try {
    const bytes = fromHexWithChecksum(hex);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const typeId = view.getUint32(CODEC_VERSION_LENGTH);
    if (typeId !== IMPORT_TYPE_ID && typeId !== EXPORT_TYPE_ID) return null;
    let offset = CODEC_VERSION_LENGTH + TYPE_ID_LENGTH;
    const networkId = view.getUint32(offset);
    offset += NETWORK_ID_LENGTH;
    const blockchainId = idFromBytes(bytes.slice(offset, offset + ID_LENGTH));
    offset += ID_LENGTH;
    const otherChainId = idFromBytes(bytes.slice(offset, offset + ID_LENGTH));
    return { kind: typeId === IMPORT_TYPE_ID ? 'import' : 'export', networkId, blockchainId, otherChainId };
  } catch {
    return null;
  }
}
