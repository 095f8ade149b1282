import { cb58, sha256 } from './hash';
import { ID_LENGTH, SHORT_ID_LENGTH } from '../../src/lib/ids';
import { SIGNATURE_LENGTH } from '../../src/lib/secp256k1';
import type { TransferableInput, TransferableOutput, TransferOutput } from '../../src/lib/codec/types';
import { Reader } from '../../src/lib/codec/reader';
import { Writer } from '../../src/lib/codec/writer';
import { writeOutput } from '../../src/lib/codec/fields';

/**
 * C-Chain atomic transactions (coreth's codec): an import moves UTXOs from shared memory into EVM
 * balances, an export moves EVM balances into shared memory for the P-Chain.
 */
const CODEC_VERSION = 0;
const IMPORT_TX_TYPE_ID = 0;
const EXPORT_TX_TYPE_ID = 1;
const TRANSFER_INPUT_TYPE_ID = 5;
const TRANSFER_OUTPUT_TYPE_ID = 7;
const CREDENTIAL_TYPE_ID = 9;
const U16_SIZE = 2;
const U32_SIZE = 4;
const U64_SIZE = 8;
const MIN_INPUT_SIZE = ID_LENGTH + U32_SIZE + ID_LENGTH + U32_SIZE + U64_SIZE + U32_SIZE;
const MIN_OUTPUT_SIZE = ID_LENGTH + U32_SIZE + U64_SIZE + U64_SIZE + U32_SIZE + U32_SIZE;
const EVM_OUTPUT_SIZE = SHORT_ID_LENGTH + U64_SIZE + ID_LENGTH;
const EVM_INPUT_SIZE = EVM_OUTPUT_SIZE + U64_SIZE;
const MIN_CREDENTIAL_SIZE = U32_SIZE + U32_SIZE;

/** Flat fee the devnet charges C-Chain atomic txs (nAVAX). */
export const ATOMIC_TX_FEE = 280_000n;
/** Shared memory counts nAVAX (9 decimals), the EVM wei (18): coreth's x2c rate. */
export const WEI_PER_NANO_AVAX = 1_000_000_000n;

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

/** A signed atomic tx with its bytes: one credential (list of signatures) per input. */
export interface EncodedAtomicTx {
  tx: AtomicTx;
  credentials: Uint8Array[][];
  bytes: Uint8Array;
  unsignedBytes: Uint8Array;
  id: string;
  idBytes: Uint8Array;
}

/** Bytes that do not decode as a coreth atomic tx; the message is the node's codec error. */
export class AtomicCodecError extends Error {
  override name = 'AtomicCodecError';
}

function writeInput(writer: Writer, input: TransferableInput): void {
  writer.fixed(input.txId, ID_LENGTH, 'txID').u32(input.outputIndex).fixed(input.assetId, ID_LENGTH, 'assetID');
  const transfer = input.input.kind === 'TransferInput' ? input.input : input.input.input;
  writer.u32(TRANSFER_INPUT_TYPE_ID).u64(transfer.amount);
  writer.list(transfer.signatureIndices, (index) => writer.u32(index));
}

function writeEvmOutput(writer: Writer, output: EvmOutput): void {
  writer.fixed(output.address, SHORT_ID_LENGTH, 'address').u64(output.amount).fixed(output.assetId, ID_LENGTH, 'assetID');
}

function writeUnsigned(writer: Writer, tx: AtomicTx): void {
  writer.u16(CODEC_VERSION);
  if (tx.kind === 'import') {
    writer.u32(IMPORT_TX_TYPE_ID).u32(tx.networkId).fixed(tx.blockchainId, ID_LENGTH, 'blockchainID').fixed(tx.sourceChain, ID_LENGTH, 'sourceChain');
    writer.list(tx.importedInputs, (input) => writeInput(writer, input));
    writer.list(tx.outs, (out) => writeEvmOutput(writer, out));
  } else {
    writer.u32(EXPORT_TX_TYPE_ID).u32(tx.networkId).fixed(tx.blockchainId, ID_LENGTH, 'blockchainID').fixed(tx.destinationChain, ID_LENGTH, 'destinationChain');
    writer.list(tx.ins, (input) => {
      writeEvmOutput(writer, input);
      writer.u64(input.nonce);
    });
    writer.list(tx.exportedOutputs, (out) => {
      writer.fixed(out.assetId, ID_LENGTH, 'assetID');
      writeOutput(writer, out.output);
    });
  }
}

/** The bytes a signer signs (their sha256): codec version, type ID and the unsigned fields. */
export function unsignedAtomicTxBytes(tx: AtomicTx): Uint8Array {
  const writer = new Writer();
  writeUnsigned(writer, tx);
  return writer.toBytes();
}

export function encodeSignedAtomicTx(tx: AtomicTx, credentials: Uint8Array[][]): EncodedAtomicTx {
  const writer = new Writer();
  writeUnsigned(writer, tx);
  const unsignedLength = writer.toBytes().length;
  writer.list(credentials, (signatures) => {
    writer.u32(CREDENTIAL_TYPE_ID).list(signatures, (sig) => writer.fixed(sig, SIGNATURE_LENGTH, 'signature'));
  });
  const bytes = writer.toBytes();
  const idBytes = sha256(bytes);
  return { tx, credentials, bytes, unsignedBytes: bytes.slice(0, unsignedLength), id: cb58(idBytes), idBytes };
}

/** Signed atomic tx bytes: one credential per signer, each with one signature. */
export function encodeAtomicTx(tx: AtomicTx, signatures: Uint8Array[]): EncodedAtomicTx {
  return encodeSignedAtomicTx(
    tx,
    signatures.map((signature) => [signature]),
  );
}

function typeId(reader: Reader, expected: number): void {
  const found = reader.u32Number('type ID');
  if (found !== expected) throw new AtomicCodecError(`couldn't unmarshal interface: unknown type ID ${found}`);
}

function readEvmOutput(reader: Reader): EvmOutput {
  return { address: reader.fixed(SHORT_ID_LENGTH, 'address'), amount: reader.u64('amount'), assetId: reader.fixed(ID_LENGTH, 'assetID') };
}

function readImportedInput(reader: Reader): TransferableInput {
  const txId = reader.fixed(ID_LENGTH, 'txID');
  const outputIndex = reader.u32('outputIndex');
  const assetId = reader.fixed(ID_LENGTH, 'assetID');
  typeId(reader, TRANSFER_INPUT_TYPE_ID);
  const amount = reader.u64('amount');
  const signatureIndices = reader.list(() => reader.u32('signature index'), U32_SIZE, 'sigIndices');
  return { txId, outputIndex, assetId, input: { kind: 'TransferInput', amount, signatureIndices } };
}

function readExportedOutput(reader: Reader): TransferableOutput {
  const assetId = reader.fixed(ID_LENGTH, 'assetID');
  typeId(reader, TRANSFER_OUTPUT_TYPE_ID);
  const output: TransferOutput = {
    kind: 'TransferOutput',
    amount: reader.u64('amount'),
    locktime: reader.u64('locktime'),
    threshold: reader.u32('threshold'),
    addresses: reader.list(() => reader.fixed(SHORT_ID_LENGTH, 'address'), SHORT_ID_LENGTH, 'addresses'),
  };
  return { assetId, output };
}

function readUnsigned(reader: Reader): AtomicTx {
  if (reader.remaining < U16_SIZE) throw new AtomicCodecError("couldn't unpack codec version: insufficient length");
  const version = reader.u16('codec version');
  if (version !== BigInt(CODEC_VERSION)) throw new AtomicCodecError(`unknown codec version: ${version}`);
  const type = reader.u32Number('type ID');
  if (type !== IMPORT_TX_TYPE_ID && type !== EXPORT_TX_TYPE_ID) throw new AtomicCodecError(`couldn't unmarshal interface: unknown type ID ${type}`);
  const networkId = reader.u32Number('networkID');
  const blockchainId = reader.fixed(ID_LENGTH, 'blockchainID');
  const otherChain = reader.fixed(ID_LENGTH, type === IMPORT_TX_TYPE_ID ? 'sourceChain' : 'destinationChain');
  if (type === IMPORT_TX_TYPE_ID) {
    const importedInputs = reader.list(() => readImportedInput(reader), MIN_INPUT_SIZE, 'importedInputs');
    const outs = reader.list(() => readEvmOutput(reader), EVM_OUTPUT_SIZE, 'outputs');
    return { kind: 'import', networkId, blockchainId, sourceChain: otherChain, importedInputs, outs };
  }
  const ins = reader.list(() => ({ ...readEvmOutput(reader), nonce: reader.u64('nonce') }), EVM_INPUT_SIZE, 'inputs');
  const exportedOutputs = reader.list(() => readExportedOutput(reader), MIN_OUTPUT_SIZE, 'exportedOutputs');
  return { kind: 'export', networkId, blockchainId, destinationChain: otherChain, ins, exportedOutputs };
}

/** Decodes signed atomic tx bytes as coreth's codec does (no trailing bytes). */
export function decodeAtomicTx(bytes: Uint8Array): EncodedAtomicTx {
  const reader = new Reader(bytes);
  try {
    const tx = readUnsigned(reader);
    const unsignedLength = reader.position;
    const credentials = reader.list(
      () => {
        typeId(reader, CREDENTIAL_TYPE_ID);
        return reader.list(() => reader.fixed(SIGNATURE_LENGTH, 'signature'), SIGNATURE_LENGTH, 'signatures');
      },
      MIN_CREDENTIAL_SIZE,
      'credentials',
    );
    if (reader.remaining !== 0) throw new AtomicCodecError(`trailing buffer space: read ${reader.position} provided ${bytes.length}`);
    const idBytes = sha256(bytes);
    return { tx, credentials, bytes, unsignedBytes: bytes.slice(0, unsignedLength), id: cb58(idBytes), idBytes };
  } catch (error) {
    if (error instanceof AtomicCodecError) throw error;
    throw new AtomicCodecError((error as Error).message);
  }
}
