import { ID_LENGTH, SHORT_ID_LENGTH } from '../id-constants';
import { CodecError } from './codec-error';
import type { Reader } from './reader';
import {
  TYPE_IDS,
  type Auth,
  type BaseTxFields,
  type BlsProofOfPossession,
  type Credential,
  type Input,
  type L1Validator,
  type Output,
  type OutputOwners,
  type PChainOwner,
  type Signer,
  type SubnetValidator,
  type TransferInput,
  type TransferOutput,
  type TransferableInput,
  type TransferableOutput,
  type TypeName,
  type Validator,
} from './types';
import type { Writer } from './writer';

export const BLS_PUBLIC_KEY_LENGTH = 48;
export const BLS_SIGNATURE_LENGTH = 96;
export const SECP256K1_SIGNATURE_LENGTH = 65;

const U32_SIZE = 4;
/** Smallest possible encodings, used to reject impossible slice lengths before reading. */
const MIN_OUTPUT_SIZE = ID_LENGTH + U32_SIZE + 8 + 8 + 4 + 4;
const MIN_INPUT_SIZE = ID_LENGTH + U32_SIZE + ID_LENGTH + U32_SIZE + 8 + 4;
const MIN_CREDENTIAL_SIZE = U32_SIZE + U32_SIZE;
const MIN_L1_VALIDATOR_SIZE = U32_SIZE + 8 + 8 + BLS_PUBLIC_KEY_LENGTH + BLS_SIGNATURE_LENGTH + 2 * (U32_SIZE + U32_SIZE);

const TYPE_NAMES = new Map<number, TypeName>(Object.entries(TYPE_IDS).map(([name, id]) => [id, name as TypeName]));

export function typeName(typeId: number): TypeName {
  const name = TYPE_NAMES.get(typeId);
  if (name === undefined) throw new CodecError(`unknown type ID ${typeId}`, { kind: 'typeId', typeId });
  return name;
}

/** Reads a type ID and checks it is one of `allowed`. */
export function readTypeId<T extends TypeName>(reader: Reader, allowed: readonly T[], field: string): T {
  const at = reader.position;
  const id = reader.u32Number(`${field} type ID`);
  const name = typeName(id);
  if (!(allowed as readonly TypeName[]).includes(name)) {
    throw new CodecError(`${field}: type ID ${id} (${name}) at offset ${at} is not allowed here; expected ${allowed.join(' or ')}`, { kind: 'typeId', typeId: id });
  }
  return name as T;
}

export function writeTypeId(writer: Writer, name: TypeName): void {
  writer.u32(TYPE_IDS[name]);
}

export function writeId(writer: Writer, id: Uint8Array, field: string): void {
  writer.fixed(id, ID_LENGTH, field);
}

export function readId(reader: Reader, field: string): Uint8Array {
  return reader.fixed(ID_LENGTH, field);
}

export function writeShortId(writer: Writer, id: Uint8Array, field: string): void {
  writer.fixed(id, SHORT_ID_LENGTH, field);
}

export function readShortId(reader: Reader, field: string): Uint8Array {
  return reader.fixed(SHORT_ID_LENGTH, field);
}

function writeSignatureIndices(writer: Writer, indices: readonly bigint[]): void {
  writer.list(indices, (index) => writer.u32(index, 'signature index'), 'signatureIndices');
}

function readSignatureIndices(reader: Reader): bigint[] {
  return reader.list(() => reader.u32('signature index'), U32_SIZE, 'signatureIndices');
}

function writeAddresses(writer: Writer, addresses: readonly Uint8Array[]): void {
  writer.list(addresses, (address) => writeShortId(writer, address, 'address'), 'addresses');
}

function readAddresses(reader: Reader): Uint8Array[] {
  return reader.list(() => readShortId(reader, 'address'), SHORT_ID_LENGTH, 'addresses');
}

export function writeOwnerFields(writer: Writer, owners: OutputOwners): void {
  writer.u64(owners.locktime, 'locktime');
  writer.u32(owners.threshold, 'threshold');
  writeAddresses(writer, owners.addresses);
}

function readOwnerFields(reader: Reader): OutputOwners {
  const locktime = reader.u64('locktime');
  const threshold = reader.u32('threshold');
  return { locktime, threshold, addresses: readAddresses(reader) };
}

/** OutputOwners as an `fx.Owner` interface value (type ID prefixed). */
export function writeOwner(writer: Writer, owners: OutputOwners): void {
  writeTypeId(writer, 'OutputOwners');
  writeOwnerFields(writer, owners);
}

export function readOwner(reader: Reader, field: string): OutputOwners {
  readTypeId(reader, ['OutputOwners'], field);
  return readOwnerFields(reader);
}

function writeTransferOutput(writer: Writer, output: TransferOutput): void {
  writeTypeId(writer, 'TransferOutput');
  writer.u64(output.amount, 'amount');
  writeOwnerFields(writer, output);
}

function readTransferOutputFields(reader: Reader): TransferOutput {
  const amount = reader.u64('amount');
  const { locktime, threshold, addresses } = readOwnerFields(reader);
  return { kind: 'TransferOutput', amount, locktime, threshold, addresses };
}

export function writeOutput(writer: Writer, output: Output): void {
  if (output.kind === 'LockOut') {
    writeTypeId(writer, 'LockOut');
    writer.u64(output.locktime, 'locktime');
    writeTransferOutput(writer, output.output);
  } else {
    writeTransferOutput(writer, output);
  }
}

/** The output and input kinds of the P-Chain's codec; the stake-locked ones are its own. */
const OUTPUT_KINDS: readonly Output['kind'][] = ['TransferOutput', 'LockOut'];
const INPUT_KINDS: readonly Input['kind'][] = ['TransferInput', 'LockIn'];

export function readOutput(reader: Reader, kinds = OUTPUT_KINDS): Output {
  if (readTypeId(reader, kinds, 'output') === 'TransferOutput') return readTransferOutputFields(reader);
  const locktime = reader.u64('locktime');
  readTypeId(reader, ['TransferOutput'], 'locked output');
  return { kind: 'LockOut', locktime, output: readTransferOutputFields(reader) };
}

export function writeTransferableOutputs(writer: Writer, outputs: readonly TransferableOutput[], field: string): void {
  writer.list(
    outputs,
    (item) => {
      writeId(writer, item.assetId, 'assetID');
      writeOutput(writer, item.output);
    },
    field,
  );
}

export function readTransferableOutputs(reader: Reader, field: string, kinds = OUTPUT_KINDS): TransferableOutput[] {
  return reader.list(
    () => {
      const assetId = readId(reader, 'assetID');
      return { assetId, output: readOutput(reader, kinds) };
    },
    MIN_OUTPUT_SIZE,
    field,
  );
}

function writeTransferInput(writer: Writer, input: TransferInput): void {
  writeTypeId(writer, 'TransferInput');
  writer.u64(input.amount, 'amount');
  writeSignatureIndices(writer, input.signatureIndices);
}

function readTransferInputFields(reader: Reader): TransferInput {
  const amount = reader.u64('amount');
  return { kind: 'TransferInput', amount, signatureIndices: readSignatureIndices(reader) };
}

function writeInput(writer: Writer, input: Input): void {
  if (input.kind === 'LockIn') {
    writeTypeId(writer, 'LockIn');
    writer.u64(input.locktime, 'locktime');
    writeTransferInput(writer, input.input);
  } else {
    writeTransferInput(writer, input);
  }
}

function readInput(reader: Reader, kinds: readonly Input['kind'][]): Input {
  if (readTypeId(reader, kinds, 'input') === 'TransferInput') return readTransferInputFields(reader);
  const locktime = reader.u64('locktime');
  readTypeId(reader, ['TransferInput'], 'locked input');
  return { kind: 'LockIn', locktime, input: readTransferInputFields(reader) };
}

export function writeTransferableInputs(writer: Writer, inputs: readonly TransferableInput[], field: string): void {
  writer.list(
    inputs,
    (item) => {
      writeId(writer, item.txId, 'txID');
      writer.u32(item.outputIndex, 'outputIndex');
      writeId(writer, item.assetId, 'assetID');
      writeInput(writer, item.input);
    },
    field,
  );
}

export function readTransferableInputs(reader: Reader, field: string, kinds = INPUT_KINDS): TransferableInput[] {
  return reader.list(
    () => {
      const txId = readId(reader, 'txID');
      const outputIndex = reader.u32('outputIndex');
      const assetId = readId(reader, 'assetID');
      return { txId, outputIndex, assetId, input: readInput(reader, kinds) };
    },
    MIN_INPUT_SIZE,
    field,
  );
}

export function writeBaseFields(writer: Writer, tx: BaseTxFields): void {
  writer.u32(tx.networkId, 'networkID');
  writeId(writer, tx.blockchainId, 'blockchainID');
  writeTransferableOutputs(writer, tx.outputs, 'outputs');
  writeTransferableInputs(writer, tx.inputs, 'inputs');
  writer.bytes(tx.memo, 'memo');
}

export function readBaseFields(reader: Reader): BaseTxFields {
  const networkId = reader.u32('networkID');
  const blockchainId = readId(reader, 'blockchainID');
  const outputs = readTransferableOutputs(reader, 'outputs');
  const inputs = readTransferableInputs(reader, 'inputs');
  return { networkId, blockchainId, outputs, inputs, memo: reader.bytes('memo') };
}

/** secp256k1fx.Input as a `verify.Verifiable` interface value. */
export function writeAuth(writer: Writer, auth: Auth): void {
  writeTypeId(writer, 'Input');
  writeSignatureIndices(writer, auth.signatureIndices);
}

export function readAuth(reader: Reader, field: string): Auth {
  readTypeId(reader, ['Input'], field);
  return { signatureIndices: readSignatureIndices(reader) };
}

export function writeValidator(writer: Writer, validator: Validator): void {
  writeShortId(writer, validator.nodeId, 'nodeID');
  writer.u64(validator.start, 'start');
  writer.u64(validator.end, 'end');
  writer.u64(validator.weight, 'weight');
}

export function readValidator(reader: Reader): Validator {
  const nodeId = readShortId(reader, 'nodeID');
  const start = reader.u64('start');
  const end = reader.u64('end');
  return { nodeId, start, end, weight: reader.u64('weight') };
}

export function writeSubnetValidator(writer: Writer, validator: SubnetValidator): void {
  writeValidator(writer, validator);
  writeId(writer, validator.subnetId, 'subnetID');
}

export function readSubnetValidator(reader: Reader): SubnetValidator {
  const validator = readValidator(reader);
  return { ...validator, subnetId: readId(reader, 'subnetID') };
}

function writeBlsProofOfPossession(writer: Writer, pop: BlsProofOfPossession): void {
  writer.fixed(pop.publicKey, BLS_PUBLIC_KEY_LENGTH, 'publicKey');
  writer.fixed(pop.proofOfPossession, BLS_SIGNATURE_LENGTH, 'proofOfPossession');
}

function readBlsProofOfPossession(reader: Reader): BlsProofOfPossession {
  const publicKey = reader.fixed(BLS_PUBLIC_KEY_LENGTH, 'publicKey');
  return { publicKey, proofOfPossession: reader.fixed(BLS_SIGNATURE_LENGTH, 'proofOfPossession') };
}

export function writeSigner(writer: Writer, signer: Signer): void {
  writeTypeId(writer, signer.kind);
  if (signer.kind === 'ProofOfPossession') writeBlsProofOfPossession(writer, signer);
}

export function readSigner(reader: Reader): Signer {
  if (readTypeId(reader, ['EmptySigner', 'ProofOfPossession'], 'signer') === 'EmptySigner') return { kind: 'EmptySigner' };
  return { kind: 'ProofOfPossession', ...readBlsProofOfPossession(reader) };
}

function writePChainOwner(writer: Writer, owner: PChainOwner): void {
  writer.u32(owner.threshold, 'threshold');
  writeAddresses(writer, owner.addresses);
}

function readPChainOwner(reader: Reader): PChainOwner {
  const threshold = reader.u32('threshold');
  return { threshold, addresses: readAddresses(reader) };
}

export function writeL1Validators(writer: Writer, validators: readonly L1Validator[]): void {
  writer.list(
    validators,
    (validator) => {
      writer.bytes(validator.nodeId, 'nodeID');
      writer.u64(validator.weight, 'weight');
      writer.u64(validator.balance, 'balance');
      writeBlsProofOfPossession(writer, validator.signer);
      writePChainOwner(writer, validator.remainingBalanceOwner);
      writePChainOwner(writer, validator.deactivationOwner);
    },
    'validators',
  );
}

export function readL1Validators(reader: Reader): L1Validator[] {
  return reader.list(
    () => {
      const nodeId = reader.bytes('nodeID');
      const weight = reader.u64('weight');
      const balance = reader.u64('balance');
      const signer = readBlsProofOfPossession(reader);
      const remainingBalanceOwner = readPChainOwner(reader);
      return { nodeId, weight, balance, signer, remainingBalanceOwner, deactivationOwner: readPChainOwner(reader) };
    },
    MIN_L1_VALIDATOR_SIZE,
    'validators',
  );
}

export function writeCredentials(writer: Writer, credentials: readonly Credential[]): void {
  writer.list(
    credentials,
    (credential) => {
      writeTypeId(writer, 'Credential');
      writer.list(
        credential.signatures,
        (signature) => writer.fixed(signature, SECP256K1_SIGNATURE_LENGTH, 'signature'),
        'signatures',
      );
    },
    'credentials',
  );
}

export function readCredentials(reader: Reader): Credential[] {
  return reader.list(
    () => {
      readTypeId(reader, ['Credential'], 'credential');
      const signatures = reader.list(
        () => reader.fixed(SECP256K1_SIGNATURE_LENGTH, 'signature'),
        SECP256K1_SIGNATURE_LENGTH,
        'signatures',
      );
      return { signatures };
    },
    MIN_CREDENTIAL_SIZE,
    'credentials',
  );
}
