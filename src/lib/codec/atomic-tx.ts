import { cb58Encode } from '../cb58';
import { sha256 } from '../checksum';
import { ID_LENGTH, SHORT_ID_LENGTH } from '../id-constants';
import { CodecError } from './codec-error';
import { readCredentials, readId, readShortId, readTransferableInputs, readTransferableOutputs, writeCredentials, writeId, writeShortId, writeTransferableInputs, writeTransferableOutputs } from './fields';
import { Reader } from './reader';
import { readCodecVersion, writeCodecVersion } from './tx';
import type { Credential, TransferableInput, TransferableOutput } from './types';
import { Writer } from './writer';

/**
 * C-Chain atomic transactions in coreth's codec (version 0): an import moves UTXOs from shared
 * memory into EVM balances, an export moves EVM balances into UTXOs on the P- or X-Chain. Inputs,
 * outputs and credentials are the secp256k1fx types with the same type IDs as on the P-Chain.
 */
export const ATOMIC_TX_TYPE_IDS = { import: 0, export: 1 } as const;

const U64_SIZE = 8;
const EVM_OUTPUT_SIZE = SHORT_ID_LENGTH + U64_SIZE + ID_LENGTH;
const EVM_INPUT_SIZE = EVM_OUTPUT_SIZE + U64_SIZE;

/** An EVM account credited by an import. */
export interface EvmOutput {
  address: Uint8Array;
  amount: bigint;
  assetId: Uint8Array;
}

/** An EVM account debited by an export, at its nonce. */
export interface EvmInput extends EvmOutput {
  nonce: bigint;
}

interface AtomicTxBase {
  networkId: bigint;
  /** The C-Chain's blockchain ID. */
  blockchainId: Uint8Array;
}

export interface UnsignedImportTx extends AtomicTxBase {
  kind: 'import';
  sourceChain: Uint8Array;
  importedInputs: TransferableInput[];
  outs: EvmOutput[];
}

export interface UnsignedExportTx extends AtomicTxBase {
  kind: 'export';
  destinationChain: Uint8Array;
  ins: EvmInput[];
  exportedOutputs: TransferableOutput[];
}

export type UnsignedAtomicTx = UnsignedImportTx | UnsignedExportTx;

export interface SignedAtomicTx {
  unsignedTx: UnsignedAtomicTx;
  credentials: Credential[];
}

function writeEvmOutput(writer: Writer, output: EvmOutput): void {
  writeShortId(writer, output.address, 'address');
  writer.u64(output.amount, 'amount');
  writeId(writer, output.assetId, 'assetID');
}

function readEvmOutput(reader: Reader): EvmOutput {
  const address = readShortId(reader, 'address');
  const amount = reader.u64('amount');
  return { address, amount, assetId: readId(reader, 'assetID') };
}

/** Stake-locked inputs and outputs exist only on the P-Chain; coreth's codec has no type for them. */
const ATOMIC_INPUT_KINDS = ['TransferInput'] as const;
const ATOMIC_OUTPUT_KINDS = ['TransferOutput'] as const;

function writeUnsignedAtomicTx(writer: Writer, tx: UnsignedAtomicTx): void {
  writer.u32(ATOMIC_TX_TYPE_IDS[tx.kind], 'type ID');
  writer.u32(tx.networkId, 'networkID');
  writeId(writer, tx.blockchainId, 'blockchainID');
  if (tx.kind === 'import') {
    writeId(writer, tx.sourceChain, 'sourceChain');
    writeTransferableInputs(writer, tx.importedInputs, 'importedInputs');
    writer.list(tx.outs, (output) => writeEvmOutput(writer, output), 'outputs');
  } else {
    writeId(writer, tx.destinationChain, 'destinationChain');
    writer.list(tx.ins, (input) => {
      writeEvmOutput(writer, input);
      writer.u64(input.nonce, 'nonce');
    }, 'inputs');
    writeTransferableOutputs(writer, tx.exportedOutputs, 'exportedOutputs');
  }
}

function readUnsignedAtomicTx(reader: Reader): UnsignedAtomicTx {
  const typeId = reader.u32Number('type ID');
  if (typeId !== ATOMIC_TX_TYPE_IDS.import && typeId !== ATOMIC_TX_TYPE_IDS.export) {
    throw new CodecError(`type ID ${typeId} is not an atomic import (0) or export (1)`, { kind: 'typeId', typeId });
  }
  const networkId = reader.u32('networkID');
  const blockchainId = readId(reader, 'blockchainID');
  if (typeId === ATOMIC_TX_TYPE_IDS.import) {
    const sourceChain = readId(reader, 'sourceChain');
    const importedInputs = readTransferableInputs(reader, 'importedInputs', ATOMIC_INPUT_KINDS);
    const outs = reader.list(() => readEvmOutput(reader), EVM_OUTPUT_SIZE, 'outputs');
    return { kind: 'import', networkId, blockchainId, sourceChain, importedInputs, outs };
  }
  const destinationChain = readId(reader, 'destinationChain');
  const ins = reader.list(() => ({ ...readEvmOutput(reader), nonce: reader.u64('nonce') }), EVM_INPUT_SIZE, 'inputs');
  const exportedOutputs = readTransferableOutputs(reader, 'exportedOutputs', ATOMIC_OUTPUT_KINDS);
  return { kind: 'export', networkId, blockchainId, destinationChain, ins, exportedOutputs };
}

/** Codec version + type ID + fields: the bytes whose sha256 the credentials sign. */
export function encodeUnsignedAtomicTx(tx: UnsignedAtomicTx): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeUnsignedAtomicTx(writer, tx);
  return writer.toBytes();
}

/** The tx as `native.issueTx` / `getAtomicTx` carry it (before the hex checksum). */
export function encodeAtomicTx(tx: SignedAtomicTx): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeUnsignedAtomicTx(writer, tx.unsignedTx);
  writeCredentials(writer, tx.credentials);
  return writer.toBytes();
}

/** Reads signed atomic tx bytes; throws a CodecError naming the field that does not fit. */
export function decodeAtomicTx(bytes: Uint8Array): SignedAtomicTx {
  const reader = new Reader(bytes);
  readCodecVersion(reader);
  const unsignedTx = readUnsignedAtomicTx(reader);
  const credentials = readCredentials(reader);
  reader.end('atomic tx');
  return { unsignedTx, credentials };
}

/** cb58 ID of signed atomic tx bytes: their sha256. */
export function atomicTxId(signedBytes: Uint8Array): string {
  return cb58Encode(sha256(signedBytes));
}
