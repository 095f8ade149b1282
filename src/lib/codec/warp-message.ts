import { ID_LENGTH, SHORT_ID_LENGTH } from '../id-constants';
import { BLS_PUBLIC_KEY_LENGTH, BLS_SIGNATURE_LENGTH } from './fields';
import { Reader } from './reader';
import type { PChainOwner } from './types';
import { Writer } from './writer';

/**
 * Warp messages as L1 txs carry them (avalanchego `vms/platformvm/warp`): an unsigned message
 * (network, source chain, AddressedCall payload) plus a BLS bit-set signature.
 */
const CODEC_VERSION = 0;
const ADDRESS_LENGTH = SHORT_ID_LENGTH;
const ADDRESSED_CALL_TYPE = 1;
const BIT_SET_SIGNATURE_TYPE = 0;
/** Payload type IDs of `vms/platformvm/warp/message`. */
export const REGISTER_L1_VALIDATOR_TYPE = 1;
export const L1_VALIDATOR_WEIGHT_TYPE = 3;

export interface WarpMessage {
  networkId: number;
  sourceChainId: Uint8Array;
  sourceAddress: Uint8Array;
  payload: Uint8Array;
  signers: Uint8Array;
  signature: Uint8Array;
}

export interface RegisterL1ValidatorMessage {
  subnetId: Uint8Array;
  nodeId: Uint8Array;
  publicKey: Uint8Array;
  expiry: bigint;
  remainingBalanceOwner: PChainOwner;
  disableOwner: PChainOwner;
  weight: bigint;
}

/** What a ConvertSubnetToL1Tx converts to: its sha256 is the subnet's conversion ID. */
export interface SubnetToL1ConversionMessage {
  subnetId: Uint8Array;
  managerChainId: Uint8Array;
  managerAddress: Uint8Array;
  validators: ReadonlyArray<{ nodeId: Uint8Array; publicKey: Uint8Array; weight: bigint }>;
}

export interface L1ValidatorWeightMessage {
  validationId: Uint8Array;
  nonce: bigint;
  weight: bigint;
}

function writeOwner(writer: Writer, owner: PChainOwner): void {
  writer.u32(owner.threshold);
  writer.list(owner.addresses, (address) => writer.fixed(address, ADDRESS_LENGTH, 'address'));
}

function readOwner(reader: Reader): PChainOwner {
  const threshold = reader.u32('threshold');
  return { threshold, addresses: reader.list(() => reader.fixed(ADDRESS_LENGTH, 'address'), ADDRESS_LENGTH, 'addresses') };
}

/** The bytes the source chain's validators sign. */
export function unsignedWarpBytes(message: UnsignedWarpMessage): Uint8Array {
  const call = new Writer().u16(CODEC_VERSION).u32(ADDRESSED_CALL_TYPE).bytes(message.sourceAddress).bytes(message.payload).toBytes();
  return new Writer().u16(CODEC_VERSION).u32(message.networkId).fixed(message.sourceChainId, ID_LENGTH, 'sourceChainID').bytes(call).toBytes();
}

export function encodeWarpMessage(message: WarpMessage): Uint8Array {
  const unsigned = unsignedWarpBytes(message);
  return new Writer()
    .fixed(unsigned, unsigned.length, 'unsignedMessage')
    .u32(BIT_SET_SIGNATURE_TYPE)
    .bytes(message.signers)
    .fixed(message.signature, BLS_SIGNATURE_LENGTH, 'signature')
    .toBytes();
}

function expectType(reader: Reader, expected: number, what: string): void {
  reader.u16('codec version');
  const type = reader.u32Number(`${what} type`);
  if (type !== expected) throw new Error(`unexpected ${what} type ${type}`);
}

export type UnsignedWarpMessage = Pick<WarpMessage, 'networkId' | 'sourceChainId' | 'sourceAddress' | 'payload'>;

function readUnsigned(reader: Reader): UnsignedWarpMessage {
  reader.u16('codec version');
  const networkId = reader.u32Number('networkID');
  const sourceChainId = reader.fixed(ID_LENGTH, 'sourceChainID');
  const call = new Reader(reader.bytes('payload'));
  expectType(call, ADDRESSED_CALL_TYPE, 'payload');
  const sourceAddress = call.bytes('sourceAddress');
  const payload = call.bytes('payload');
  call.end('AddressedCall');
  return { networkId, sourceChainId, sourceAddress, payload };
}

/** Parses the unsigned part of a warp message (what its signers sign). */
export function decodeUnsignedWarpMessage(bytes: Uint8Array): UnsignedWarpMessage {
  const reader = new Reader(bytes);
  const message = readUnsigned(reader);
  reader.end('unsigned warp message');
  return message;
}

/** Parses a signed warp message whose payload is an AddressedCall; throws on anything else. */
export function decodeWarpMessage(bytes: Uint8Array): WarpMessage {
  const reader = new Reader(bytes);
  const unsigned = readUnsigned(reader);
  if (reader.u32Number('signature type') !== BIT_SET_SIGNATURE_TYPE) throw new Error('unexpected signature type');
  const signers = reader.bytes('signers');
  const signature = reader.fixed(BLS_SIGNATURE_LENGTH, 'signature');
  reader.end('warp message');
  return { ...unsigned, signers, signature };
}

/** The type ID of an L1 message payload (after its codec version). */
export function warpPayloadType(payload: Uint8Array): number {
  const reader = new Reader(payload);
  reader.u16('codec version');
  return reader.u32Number('payload type');
}

/** `SubnetToL1ConversionData`: a plain struct, so no type ID follows the codec version. */
export function encodeSubnetToL1Conversion(message: SubnetToL1ConversionMessage): Uint8Array {
  const writer = new Writer()
    .u16(CODEC_VERSION)
    .fixed(message.subnetId, ID_LENGTH, 'subnetID')
    .fixed(message.managerChainId, ID_LENGTH, 'chainID')
    .bytes(message.managerAddress);
  writer.list(message.validators, (validator) => {
    writer.bytes(validator.nodeId).fixed(validator.publicKey, BLS_PUBLIC_KEY_LENGTH, 'publicKey').u64(validator.weight);
  });
  return writer.toBytes();
}

export function encodeRegisterL1Validator(message: RegisterL1ValidatorMessage): Uint8Array {
  const writer = new Writer()
    .u16(CODEC_VERSION)
    .u32(REGISTER_L1_VALIDATOR_TYPE)
    .fixed(message.subnetId, ID_LENGTH, 'subnetID')
    .bytes(message.nodeId)
    .fixed(message.publicKey, BLS_PUBLIC_KEY_LENGTH, 'publicKey')
    .u64(message.expiry);
  writeOwner(writer, message.remainingBalanceOwner);
  writeOwner(writer, message.disableOwner);
  return writer.u64(message.weight).toBytes();
}

export function decodeRegisterL1Validator(payload: Uint8Array): RegisterL1ValidatorMessage {
  const reader = new Reader(payload);
  expectType(reader, REGISTER_L1_VALIDATOR_TYPE, 'RegisterL1Validator payload');
  const message: RegisterL1ValidatorMessage = {
    subnetId: reader.fixed(ID_LENGTH, 'subnetID'),
    nodeId: reader.bytes('nodeID'),
    publicKey: reader.fixed(BLS_PUBLIC_KEY_LENGTH, 'publicKey'),
    expiry: reader.u64('expiry'),
    remainingBalanceOwner: readOwner(reader),
    disableOwner: readOwner(reader),
    weight: reader.u64('weight'),
  };
  reader.end('RegisterL1Validator payload');
  return message;
}

export function encodeL1ValidatorWeight(message: L1ValidatorWeightMessage): Uint8Array {
  return new Writer().u16(CODEC_VERSION).u32(L1_VALIDATOR_WEIGHT_TYPE).fixed(message.validationId, ID_LENGTH, 'validationID').u64(message.nonce).u64(message.weight).toBytes();
}

export function decodeL1ValidatorWeight(payload: Uint8Array): L1ValidatorWeightMessage {
  const reader = new Reader(payload);
  expectType(reader, L1_VALIDATOR_WEIGHT_TYPE, 'L1ValidatorWeight payload');
  const message = { validationId: reader.fixed(ID_LENGTH, 'validationID'), nonce: reader.u64('nonce'), weight: reader.u64('weight') };
  reader.end('L1ValidatorWeight payload');
  return message;
}
