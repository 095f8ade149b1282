import { C_CHAIN_ID, P_CHAIN_ID } from './constants';
import { makeUtxo, utxoIdBytes } from './encoding';
import { addAtomicUtxo, atomicSet, removeAtomicUtxo } from './ledger';
import type { ChainState } from './state';
import type { BuiltTx } from './wallet';
import { cb58 } from './hash';

/** A P-Chain ExportTx puts its exported outputs (numbered after its own outputs) into the C-Chain's shared memory. */
export function applyExport(state: ChainState, built: BuiltTx): void {
  const tx = built.tx.unsignedTx;
  if (tx.kind !== 'ExportTx') throw new Error(`expected an ExportTx, got ${tx.kind}`);
  const memory = atomicSet(state, C_CHAIN_ID, P_CHAIN_ID);
  tx.exportedOutputs.forEach((out, i) => addAtomicUtxo(memory, makeUtxo(built.idBytes, tx.outputs.length + i, out.assetId, out.output)));
}

/** A P-Chain ImportTx consumes the C-Chain's exports from the P-Chain's shared memory. */
export function applyImport(state: ChainState, built: BuiltTx): void {
  const tx = built.tx.unsignedTx;
  if (tx.kind !== 'ImportTx') throw new Error(`expected an ImportTx, got ${tx.kind}`);
  const memory = atomicSet(state, P_CHAIN_ID, C_CHAIN_ID);
  for (const input of tx.importedInputs) removeAtomicUtxo(memory, cb58(utxoIdBytes(input.txId, Number(input.outputIndex))));
}
