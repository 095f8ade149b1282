import { decodeSignedTx } from '../../src/lib/codec/tx';
import { applyTx } from './apply';
import type { Mempool, Network } from './network';
import { hashId } from './hash';
import type { ChainState } from './state';
import { VerifyError } from './verify-spend';
import { spentIds, verifyTx } from './verify-tx';
import type { BuiltTx } from './wallet';

export function newMempool(): Mempool {
  return { pending: new Map(), spentBy: new Map() };
}

/** A refused tx: the message is `platform.issueTx`'s error text. */
export class SubmitError extends Error {
  override name = 'SubmitError';
}

/** Dropped txs remembered (the node keeps a bounded cache of drop reasons too). */
const MAX_DROPPED = 100;

/** Marks a tx Dropped with the node's reason, forgetting the oldest beyond the cache size. */
export function recordDropped(state: ChainState, id: string, reason: string): void {
  state.dropped.set(id, { id, reason });
  for (const oldest of state.dropped.keys()) {
    if (state.dropped.size <= MAX_DROPPED) break;
    state.dropped.delete(oldest);
  }
}

/**
 * Issues a signed tx (its codec bytes) as `platform.issueTx` does and returns its ID. A valid tx
 * waits (`Processing`) for the next block; an invalid one is marked `Dropped` with the node's reason
 * and refused with it, changing nothing else. A tx already pending or accepted returns its ID again.
 */
export function submitTx(network: Network, bytes: Uint8Array): string {
  let tx;
  try {
    tx = decodeSignedTx(bytes);
  } catch (error) {
    throw new SubmitError(`couldn't parse tx: couldn't parse tx: ${(error as Error).message}`);
  }
  const { id } = hashId(bytes);
  const { state, mempool } = network;
  if (state.txs.has(id) || mempool.pending.has(id)) return id;
  const dropped = state.dropped.get(id);
  if (dropped) throw new SubmitError(`couldn't issue tx: ${dropped.reason}`);
  let built: BuiltTx;
  try {
    built = verifyTx(network, tx, bytes);
  } catch (error) {
    if (!(error instanceof VerifyError)) throw error;
    recordDropped(network.state, id, error.message);
    throw new SubmitError(`couldn't issue tx: failed verification: ${error.message}`);
  }
  const spent = spentIds(tx);
  if (spent.some((utxoId) => mempool.spentBy.has(utxoId))) {
    const reason = `tx conflicts with other tx: ${id}`;
    recordDropped(network.state, id, reason);
    throw new SubmitError(`couldn't issue tx: ${reason}`);
  }
  mempool.pending.set(id, built);
  for (const utxoId of spent) mempool.spentBy.set(utxoId, id);
  return id;
}

/**
 * Puts the pending txs into the open block, each verified again against the block's state (time and
 * gas price have moved): a tx that no longer verifies is dropped; one that does not fit the block's
 * gas waits for the next.
 */
export function includePending(network: Network): void {
  const { mempool, builder } = network;
  for (const [id, pending] of [...mempool.pending]) {
    let built: BuiltTx;
    try {
      built = verifyTx(network, pending.tx, pending.bytes);
    } catch (error) {
      if (!(error instanceof VerifyError)) throw error;
      release(mempool, id, pending);
      recordDropped(network.state, id, error.message);
      continue;
    }
    if (!builder.add(built)) return;
    release(mempool, id, pending);
    applyTx(network, built);
  }
}

function release(mempool: Mempool, id: string, pending: BuiltTx): void {
  mempool.pending.delete(id);
  for (const utxoId of spentIds(pending.tx)) mempool.spentBy.delete(utxoId);
}
