import { adjacentPairs } from '../../src/lib/lists';
import { compareBytes } from '../../src/lib/bytes';
import { writeOutput } from '../../src/lib/codec/fields';
import type { TransferableInput, TransferableOutput } from '../../src/lib/codec/types';
import { Writer } from '../../src/lib/codec/writer';


/** The node orders inputs by the UTXO they spend: tx ID, then output index. */
export function compareInputs(a: Pick<TransferableInput, 'txId' | 'outputIndex'>, b: Pick<TransferableInput, 'txId' | 'outputIndex'>): number {
  const byTx = compareBytes(a.txId, b.txId);
  if (byTx !== 0) return byTx;
  return a.outputIndex < b.outputIndex ? -1 : a.outputIndex > b.outputIndex ? 1 : 0;
}

function outputBytes(output: TransferableOutput): Uint8Array {
  const writer = new Writer().fixed(output.assetId, output.assetId.length, 'assetID');
  writeOutput(writer, output.output);
  return writer.toBytes();
}

/** Outputs are ordered by their codec bytes. */
export function sortOutputs(outputs: readonly TransferableOutput[]): TransferableOutput[] {
  // Most generated txs have one output: nothing to encode or compare.
  if (outputs.length < 2) return [...outputs];
  return outputs
    .map((output) => ({ output, bytes: outputBytes(output) }))
    .sort((a, b) => compareBytes(a.bytes, b.bytes))
    .map(({ output }) => output);
}

export function inputsSortedAndUnique(inputs: readonly TransferableInput[]): boolean {
  return adjacentPairs(inputs).every(([before, after]) => compareInputs(before, after) < 0);
}

export function outputsSorted(outputs: readonly TransferableOutput[]): boolean {
  const bytes = outputs.map(outputBytes);
  return adjacentPairs(bytes).every(([before, after]) => compareBytes(before, after) <= 0);
}

export function indicesSortedAndUnique(indices: readonly bigint[]): boolean {
  return adjacentPairs(indices).every(([before, after]) => before < after);
}
