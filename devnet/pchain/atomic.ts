import { cb58, sha256 } from './hash';
import type { TransferableInput, TransferableOutput } from '../../src/lib/codec/types';
import { Writer } from '../../src/lib/codec/writer';
import { writeOutput } from '../../src/lib/codec/fields';

/**
 * C-Chain atomic transactions (coreth's codec): an import moves UTXOs from shared memory into EVM
 * balances, an export moves EVM balances into shared memory for the P-Chain.
 */
const IMPORT_TX_TYPE_ID = 0;
const EXPORT_TX_TYPE_ID = 1;
const TRANSFER_INPUT_TYPE_ID = 5;
const CREDENTIAL_TYPE_ID = 9;

export interface EvmOutput {
  address: Uint8Array;
  amount: bigint;
  assetId: Uint8Array;
}

export interface EvmInput extends EvmOutput {
  nonce: bigint;
}

export type AtomicTx =
  | { kind: 'import'; networkId: number; blockchainId: Uint8Array; sourceChain: Uint8Array; importedInputs: TransferableInput[]; outs: EvmOutput[] }
  | { kind: 'export'; networkId: number; blockchainId: Uint8Array; destinationChain: Uint8Array; ins: EvmInput[]; exportedOutputs: TransferableOutput[] };

export type AtomicStatus = 'Accepted' | 'Processing' | 'Dropped';

export interface AtomicTxRecord {
  id: string;
  idBytes: Uint8Array;
  tx: AtomicTx;
  bytes: Uint8Array;
  status: AtomicStatus;
  blockHeight: bigint;
}

function writeInput(writer: Writer, input: TransferableInput): void {
  writer.fixed(input.txId, 32, 'txID').u32(input.outputIndex).fixed(input.assetId, 32, 'assetID');
  const transfer = input.input.kind === 'TransferInput' ? input.input : input.input.input;
  writer.u32(TRANSFER_INPUT_TYPE_ID).u64(transfer.amount);
  writer.list(transfer.signatureIndices, (index) => writer.u32(index));
}

function writeEvmOutput(writer: Writer, output: EvmOutput): void {
  writer.fixed(output.address, 20, 'address').u64(output.amount).fixed(output.assetId, 32, 'assetID');
}

/** Signed atomic tx bytes: one credential per signer, each with one signature. */
export function encodeAtomicTx(tx: AtomicTx, signatures: Uint8Array[]): { bytes: Uint8Array; id: string; idBytes: Uint8Array } {
  const writer = new Writer().u16(0);
  if (tx.kind === 'import') {
    writer.u32(IMPORT_TX_TYPE_ID).u32(tx.networkId).fixed(tx.blockchainId, 32, 'blockchainID').fixed(tx.sourceChain, 32, 'sourceChain');
    writer.list(tx.importedInputs, (input) => writeInput(writer, input));
    writer.list(tx.outs, (out) => writeEvmOutput(writer, out));
  } else {
    writer.u32(EXPORT_TX_TYPE_ID).u32(tx.networkId).fixed(tx.blockchainId, 32, 'blockchainID').fixed(tx.destinationChain, 32, 'destinationChain');
    writer.list(tx.ins, (input) => {
      writeEvmOutput(writer, input);
      writer.u64(input.nonce);
    });
    writer.list(tx.exportedOutputs, (out) => {
      writer.fixed(out.assetId, 32, 'assetID');
      writeOutput(writer, out.output);
    });
  }
  writer.list(signatures, (signature) => {
    writer.u32(CREDENTIAL_TYPE_ID).list([signature], (sig) => writer.fixed(sig, 65, 'signature'));
  });
  const bytes = writer.toBytes();
  const idBytes = sha256(bytes);
  return { bytes, id: cb58(idBytes), idBytes };
}
