import type { TransferableOutput } from '../../src/lib/codec/types';
import { present } from '../../src/lib/present';
import { makeUtxo } from './encoding';
import { nativeHex } from './hash';
import type { AtomicUtxoSet, ChainState, Utxo } from './state';
import { newAtomicSet, ownersOf } from './state';

/** Key of an address in the UTXO indexes. */
export function addressKey(address: Uint8Array): string {
  return nativeHex(address);
}

function index(byAddress: Map<string, Set<string>>, utxo: Utxo): void {
  for (const address of ownersOf(utxo.output)) {
    const key = addressKey(address);
    let set = byAddress.get(key);
    if (!set) {
      set = new Set();
      byAddress.set(key, set);
    }
    set.add(utxo.id);
  }
}

function unindex(byAddress: Map<string, Set<string>>, utxo: Utxo): void {
  for (const address of ownersOf(utxo.output)) byAddress.get(addressKey(address))?.delete(utxo.id);
}

export function addUtxo(state: ChainState, utxo: Utxo): void {
  state.utxos.set(utxo.id, utxo);
  index(state.utxosByAddress, utxo);
}

export function removeUtxo(state: ChainState, id: string): Utxo {
  const utxo = state.utxos.get(id);
  if (!utxo) throw new Error(`failed to read consumed UTXO ${id}: not found`);
  state.utxos.delete(id);
  unindex(state.utxosByAddress, utxo);
  return utxo;
}

/** Shared memory of `destination` holding what `source` exported to it. */
export function atomicSet(state: ChainState, destination: string, source: string): AtomicUtxoSet {
  const key = `${destination}:${source}`;
  let set = state.atomic.get(key);
  if (!set) {
    set = newAtomicSet();
    state.atomic.set(key, set);
  }
  return set;
}

export function addAtomicUtxo(set: AtomicUtxoSet, utxo: Utxo): void {
  set.utxos.set(utxo.id, utxo);
  index(set.byAddress, utxo);
}

export function removeAtomicUtxo(set: AtomicUtxoSet, id: string): Utxo {
  const utxo = set.utxos.get(id);
  if (!utxo) throw new Error(`failed to get shared memory UTXO ${id}: not found`);
  set.utxos.delete(id);
  unindex(set.byAddress, utxo);
  return utxo;
}

/** Adds the outputs of a tx as UTXOs numbered from `firstIndex`. */
export function addOutputs(state: ChainState, txId: Uint8Array, outputs: readonly TransferableOutput[], firstIndex = 0): Utxo[] {
  return outputs.map((out, i) => {
    const utxo = makeUtxo(txId, firstIndex + i, out.assetId, out.output);
    addUtxo(state, utxo);
    return utxo;
  });
}

/** Unlocked UTXOs a single key can spend alone, in a stable order. */
export function spendable(state: ChainState, address: Uint8Array): Utxo[] {
  const ids = state.utxosByAddress.get(addressKey(address));
  if (!ids) return [];
  const out: Utxo[] = [];
  for (const id of ids) {
    const utxo = present(state.utxos.get(id), `UTXO ${id}`);
    if (utxo.output.kind === 'TransferOutput' && utxo.output.threshold === 1n && utxo.output.locktime <= state.time) out.push(utxo);
  }
  return out;
}
