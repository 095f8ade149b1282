import { describe, expect, it } from 'vitest';
import { toHex } from '../hex';
import {
  decodeL1ValidatorWeight,
  decodeRegisterL1Validator,
  decodeUnsignedWarpMessage,
  decodeWarpMessage,
  encodeL1ValidatorWeight,
  encodeRegisterL1Validator,
  encodeSubnetToL1Conversion,
  encodeWarpMessage,
  L1_VALIDATOR_WEIGHT_TYPE,
  REGISTER_L1_VALIDATOR_TYPE,
  unsignedWarpBytes,
  warpPayloadType,
} from './warp-message';

const OWNER = { threshold: 1n, addresses: [new Uint8Array(20).fill(3)] };
const REGISTER = {
  subnetId: new Uint8Array(32).fill(1),
  nodeId: new Uint8Array(20).fill(9),
  publicKey: new Uint8Array(48).fill(7),
  expiry: 1_795_392_146n,
  remainingBalanceOwner: OWNER,
  disableOwner: { threshold: 0n, addresses: [] },
  weight: 5_285n,
};
const WEIGHT = { validationId: new Uint8Array(32).fill(4), nonce: 2n, weight: 0n };

describe('warp messages', () => {
  it('default: a signed message and its L1 payloads round-trip', () => {
    const payload = encodeRegisterL1Validator(REGISTER);
    const message = { networkId: 12345, sourceChainId: new Uint8Array(32).fill(2), sourceAddress: new Uint8Array(20).fill(0xd6), payload, signers: Uint8Array.of(0xff), signature: new Uint8Array(96).fill(5) };
    const bytes = encodeWarpMessage(message);
    expect(decodeWarpMessage(bytes)).toEqual(message);
    const unsigned = unsignedWarpBytes(message);
    expect(toHex(bytes.subarray(0, unsigned.length))).toBe(toHex(unsigned));
    expect(decodeUnsignedWarpMessage(unsigned)).toEqual({ networkId: 12345, sourceChainId: message.sourceChainId, sourceAddress: message.sourceAddress, payload });
    expect(warpPayloadType(payload)).toBe(REGISTER_L1_VALIDATOR_TYPE);
    expect(decodeRegisterL1Validator(payload)).toEqual(REGISTER);
    const weight = encodeL1ValidatorWeight(WEIGHT);
    expect(warpPayloadType(weight)).toBe(L1_VALIDATOR_WEIGHT_TYPE);
    expect(decodeL1ValidatorWeight(weight)).toEqual(WEIGHT);
  });

  it('error: another payload type or trailing bytes do not decode', () => {
    expect(() => decodeRegisterL1Validator(encodeL1ValidatorWeight(WEIGHT))).toThrow('unexpected RegisterL1Validator payload type 3');
    expect(() => decodeL1ValidatorWeight(new Uint8Array([...encodeL1ValidatorWeight(WEIGHT), 0]))).toThrow(/L1ValidatorWeight payload: 1 trailing bytes/);
  });
});

describe('warp messages that do not parse', () => {
  const message = { networkId: 1, sourceChainId: new Uint8Array(32).fill(2), sourceAddress: Uint8Array.of(1), payload: Uint8Array.of(2), signers: Uint8Array.of(1), signature: new Uint8Array(96) };

  it('error: trailing bytes after each part name the part', () => {
    expect(() => decodeWarpMessage(Uint8Array.from([...encodeWarpMessage(message), 0]))).toThrow(/^warp message: 1 trailing bytes/);
    expect(() => decodeUnsignedWarpMessage(Uint8Array.from([...unsignedWarpBytes(message), 0]))).toThrow(/^unsigned warp message: 1 trailing bytes/);
    expect(() => decodeRegisterL1Validator(Uint8Array.from([...encodeRegisterL1Validator(REGISTER), 0]))).toThrow(/^RegisterL1Validator payload: 1 trailing bytes/);
  });

  it('error: a signature other than a bit-set signature (type 0), or a payload other than an AddressedCall (type 1)', () => {
    const unsigned = unsignedWarpBytes(message);
    const signed = encodeWarpMessage(message);
    const otherSignature = Uint8Array.from(signed);
    otherSignature[unsigned.length + 3] = 1;
    expect(() => decodeWarpMessage(otherSignature)).toThrow('unexpected signature type');
    // The AddressedCall's type ID follows the network, the source chain, the payload's length and its codec version.
    const otherCall = Uint8Array.from(unsigned);
    otherCall[2 + 4 + 32 + 4 + 2 + 3] = 2;
    expect(() => decodeUnsignedWarpMessage(otherCall)).toThrow('unexpected payload type 2');
  });

  it('error: a payload too short for its type names the field', () => {
    expect(() => warpPayloadType(Uint8Array.of(0))).toThrow('codec version: needs 2 bytes at offset 0 but only 1 remain');
    expect(() => warpPayloadType(Uint8Array.of(0, 0, 0))).toThrow('payload type: needs 4 bytes at offset 2 but only 1 remain');
  });
});

describe('the conversion data a ConvertSubnetToL1Tx hashes into its conversion ID', () => {
  // The reference node's TestSubnetToL1ConversionID (vms/platformvm/warp/message/
  // subnet_to_l1_conversion_test.go): bytes 0x01… counting up through each field, no type ID.
  const counting = (from: number, length: number) => Uint8Array.from({ length }, (_, index) => from + index);

  it('default: encodes to the bytes of the node\'s test', () => {
    const data = { subnetId: counting(0x01, 32), managerChainId: counting(0x21, 32), managerAddress: Uint8Array.of(0x41), validators: [{ nodeId: counting(0x42, 20), publicKey: counting(0x56, 48), weight: 0x868788898a8b8c8dn }] };
    const expected = [0x00, 0x00, ...counting(0x01, 64), 0, 0, 0, 1, 0x41, 0, 0, 0, 1, 0, 0, 0, 0x14, ...counting(0x42, 20 + 48 + 8)];
    expect(Array.from(encodeSubnetToL1Conversion(data))).toEqual(expected);
  });
});
