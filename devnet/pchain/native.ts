import { toHex, toHexWithChecksum } from '../../src/lib/hex';
import { PRIMARY_NETWORK_ID } from '../../src/lib/id-constants';
import type { Service } from '../handler';
import { MethodError } from '../handler';
import { encoding, id, objectParams, str } from '../params';
import { C_CHAIN_ID } from './constants';
import { parseChainAddress, resolveChain } from './handlers/format';
import { pageRequest, utxoPage } from './handlers/utxo-pages';
import type { View } from './handlers/view';
import { atomicSet } from './ledger';
import { issuedTxBytes } from './handlers/issued-tx';
import { atomicMempool } from './atomic-mempool';
import type { Keystore } from '../keystore/keystore';
import { keystoreHandlers } from '../keystore/keystore-service';

/**
 * The C-Chain's chain-native methods: atomic UTXOs and atomic txs, and in the spec
 * dialect the key store's methods (current reference nodes no longer have them).
 */
export function nativeHandlers(view: View, keystore: Keystore): Service {
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
      const issued = atomicMempool(state).issue(issuedTxBytes(params));
      return typeof issued === 'string' ? { txID: issued } : issued.then((txID) => ({ txID }));
    },
    ...(view.dialect === 'spec' ? keystoreHandlers(view, keystore) : {}),
  };
}

