import { toHex, toHexWithChecksum } from '../../src/lib/hex';
import { PRIMARY_NETWORK_ID } from '../../src/lib/ids';
import type { Service } from '../handler';
import { MethodError } from '../handler';
import { encoding, id, objectParams, str } from '../params';
import { C_CHAIN_ID } from './constants';
import { hashId } from './hash';
import { parseChainAddress, resolveChain } from './handlers/format';
import { pageRequest, utxoPage } from './handlers/utxo-pages';
import type { View } from './handlers/view';
import { atomicSet } from './ledger';
import { issuedTxBytes } from './handlers/issued-tx';

/** Codec type IDs of the two atomic tx kinds. */
const ATOMIC_TX_TYPE_IDS = [0, 1];
const TYPE_ID_END = 6;

/** The C-Chain's chain-native methods: atomic UTXOs and atomic txs (methods.md §C). */
export function nativeHandlers(view: View): Service {
  const state = view.network.state;
  const parse = (text: string, prefix = 'couldn\'t parse address'): Uint8Array => {
    try {
      return parseChainAddress(text, 'C', view.hrp, (got) => `expected chainID to be "${C_CHAIN_ID}" but was "${got}"`);
    } catch (error) {
      throw new MethodError(`${prefix} "${text}": ${(error as Error).message}`);
    }
  };
  const txIdParam = (params: unknown): string => {
    const txId = id(objectParams(params).txID, 'txID');
    if (txId === PRIMARY_NETWORK_ID) throw new MethodError('nil transaction ID');
    return txId;
  };

  return {
    getUTXOs: (params) => {
      const args = objectParams(params);
      const sourceText = str(args.sourceChain, 'sourceChain');
      const request = pageRequest(args, parse);
      if (sourceText === '') throw new MethodError('no source chain provided');
      let sourceChain: string;
      try {
        sourceChain = resolveChain(sourceText);
      } catch (error) {
        throw new MethodError(`problem parsing source chainID "${sourceText}": ${(error as Error).message}`);
      }
      return utxoPage(atomicSet(state, C_CHAIN_ID, sourceChain), request, 'C', view.hrp, () => 'problem encoding utxo: unsupported encoding in method');
    },

    getAtomicTx: (params) => {
      const format = encoding(objectParams(params).encoding, ['hex', 'hexc', 'hexnc', 'json']);
      const txId = txIdParam(params);
      if (format === 'json') throw new MethodError('unsupported encoding in method');
      const record = state.atomicTxs.get(txId);
      if (!record) throw new MethodError(`could not find tx ${txId}`);
      const tx = format === 'hexnc' ? toHex(record.bytes) : toHexWithChecksum(record.bytes);
      return record.status === 'Accepted' ? { tx, encoding: format, blockHeight: record.blockHeight.toString() } : { tx, encoding: format };
    },

    getAtomicTxStatus: (params) => {
      const txId = txIdParam(params);
      const record = state.atomicTxs.get(txId);
      if (!record) return { status: 'Unknown' };
      return record.status === 'Accepted' ? { status: record.status, blockHeight: record.blockHeight.toString() } : { status: record.status };
    },

    issueTx: (params) => {
      const bytes = issuedTxBytes(params);
      if (bytes.length < TYPE_ID_END) throw new MethodError('problem parsing transaction: couldn\'t unpack codec version: insufficient length');
      const typeId = new DataView(bytes.buffer, bytes.byteOffset).getUint32(2);
      if (!ATOMIC_TX_TYPE_IDS.includes(typeId)) throw new MethodError(`problem parsing transaction: couldn't unmarshal interface: unknown type ID ${typeId}`);
      const { id: txId } = hashId(bytes);
      if (state.atomicTxs.has(txId)) return { txID: txId };
      throw new MethodError(`failed to verify atomic tx ${txId}: ${typeId === 0 ? 'import' : 'export'} spends UTXOs this node cannot verify the signatures of`);
    },
  };
}

