import { blockToJson, txToJson } from '../../../src/lib/codec/json';
import { toHex, toHexWithChecksum } from '../../../src/lib/hex';
import { MethodError } from '../../handler';
import type { Service } from '../../handler';
import { encoding, id, objectParams, uint } from '../../params';
import type { Encoding } from '../../params';
import { SubmitError, submitTx } from '../mempool';
import type { BlockRecord } from '../state';
import { rfc3339 } from './format';
import type { View } from './view';
import { height } from './view';
import { issuedTxBytes } from './issued-tx';

function encodeBytes(bytes: Uint8Array, format: Encoding): string {
  return format === 'hexnc' ? toHex(bytes) : toHexWithChecksum(bytes);
}

function blockReply(view: View, record: BlockRecord, format: Encoding): { block: unknown; encoding: Encoding } {
  if (format === 'json') return { block: blockToJson(record.block, { hrp: view.hrp, blockId: record.id }), encoding: format };
  return { block: encodeBytes(record.bytes, format), encoding: format };
}

export function chainHandlers(view: View): Service {
  const state = view.network.state;
  return {
    getHeight: () => ({ height: height(view).toString() }),
    getProposedHeight: () => ({ height: height(view).toString() }),
    getTimestamp: () => ({ timestamp: rfc3339(state.time) }),

    getBlock: (params) => {
      const args = objectParams(params);
      const blockId = id(args.blockID, 'blockID');
      const format = encoding(args.encoding);
      const index = state.blockIndex.get(blockId);
      const block = index === undefined ? undefined : state.blocks[index];
      if (!block) throw new MethodError(`couldn't get block with id ${blockId}: not found`);
      return blockReply(view, block, format);
    },

    getBlockByHeight: (params) => {
      const args = objectParams(params);
      const requested = uint(args.height, 'height');
      const format = encoding(args.encoding);
      const record = requested < BigInt(state.blocks.length) ? state.blocks[Number(requested)] : undefined;
      if (!record) throw new MethodError(`couldn't get block at height ${requested}: not found`);
      return blockReply(view, record, format);
    },

    getTx: (params) => {
      const args = objectParams(params);
      const txId = id(args.txID, 'txID');
      const format = encoding(args.encoding);
      const record = state.txs.get(txId);
      if (!record) throw new MethodError('couldn\'t get tx: not found');
      if (format === 'json') return { tx: txToJson(record.tx, { hrp: view.hrp, txId }), encoding: format };
      return { tx: encodeBytes(record.bytes, format), encoding: format };
    },

    getTxStatus: (params) => {
      const txId = id(objectParams(params).txID, 'txID');
      const record = state.txs.get(txId);
      if (record) return { status: record.status };
      if (view.network.mempool.pending.has(txId)) return { status: 'Processing' };
      const dropped = state.dropped.get(txId);
      if (dropped) return { status: 'Dropped', reason: dropped.reason };
      return { status: 'Unknown' };
    },

    issueTx: (params) => {
      try {
        return { txID: submitTx(view.network, issuedTxBytes(params)) };
      } catch (error) {
        if (error instanceof SubmitError) throw new MethodError(error.message);
        throw error;
      }
    },
  };
}
