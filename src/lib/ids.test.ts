import { describe, expect, it } from 'vitest';
import { bech32, hex } from '@scure/base';
import { Cb58Error, cb58Decode, cb58Encode } from './cb58';
import { idFromBytes, isId, isNodeId, nodeIdFromBytes, parseId, parseNodeId, parseShortId, shortIdFromBytes, wellKnownId } from './ids';
import { PRIMARY_NETWORK_ID, SECP256K1FX_ID } from './id-constants';
import { AddressError, formatAddress, hrpForNetwork, isAddress, parseAddress } from './address';
import { fromHexWithChecksum, toHexWithChecksum, fromHex, HexError } from './hex';

const EWOQ = hex.decode('3cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c');

describe('cb58 and IDs', () => {
  it('default: the Primary Network ID is 32 zero bytes', () => {
    expect(idFromBytes(new Uint8Array(32))).toBe(PRIMARY_NETWORK_ID);
    expect(parseId(PRIMARY_NETWORK_ID)).toEqual(new Uint8Array(32));
  });

  it('default: well-known VM and Fx IDs', () => {
    expect(wellKnownId('platformvm')).toBe('rWhpuQPF1kb72esV2momhMuTYGkEb1oL29pt2EBXWmSy4kxnT');
    expect(wellKnownId('secp256k1fx')).toBe(SECP256K1FX_ID);
    expect(SECP256K1FX_ID).toBe('spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ');
    expect(wellKnownId('subnetevm')).toBe('srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy');
  });

  it('default: the empty short ID', () => {
    expect(cb58Encode(new Uint8Array(20))).toBe('111111111111111111116DBWJs');
  });

  it('error: bad digit, bad checksum, wrong length', () => {
    expect(() => cb58Decode('0abc')).toThrow("base58 decoding error: invalid base58 digit ('0')");
    expect(() => cb58Decode('')).toThrow('zero length string');
    expect(() => parseId(PRIMARY_NETWORK_ID.slice(0, -1) + 'Z')).toThrow('invalid input checksum');
    expect(() => parseId('111111111111111111116DBWJs')).toThrow('invalid hash length: expected 32 bytes but got 20');
    expect(() => cb58Decode('1')).toThrow(Cb58Error);
  });

  it('error: IDs and short IDs of the wrong length', () => {
    expect(() => idFromBytes(new Uint8Array(31))).toThrow('invalid hash length: expected 32 bytes but got 31');
    expect(() => shortIdFromBytes(new Uint8Array(32))).toThrow('invalid hash length: expected 20 bytes but got 32');
    expect(() => parseShortId(cb58Encode(new Uint8Array(32)))).toThrow('invalid hash length: expected 20 bytes but got 32');
    expect([isId(cb58Encode(new Uint8Array(32))), isId(cb58Encode(new Uint8Array(20)))]).toEqual([true, false]);
    expect([isNodeId(nodeIdFromBytes(EWOQ)), isNodeId(cb58Encode(EWOQ))]).toEqual([true, false]);
  });

  it('args: NodeID round trip and missing prefix', () => {
    const nodeId = nodeIdFromBytes(EWOQ);
    expect(parseNodeId(nodeId)).toEqual(EWOQ);
    expect(() => parseNodeId(nodeId.slice(7))).toThrow('is missing the prefix: NodeID-');
  });
});

describe('addresses', () => {
  it('default: the well-known local key on each HRP', () => {
    expect(formatAddress('P', 'local', EWOQ)).toBe('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
    expect(formatAddress('P', 'avax', EWOQ)).toBe('P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5');
    expect(formatAddress('P', 'custom', EWOQ)).toBe('P-custom18jma8ppw3nhx5r4ap8clazz0dps7rv5u9xde7p');
    expect(parseAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u').bytes).toEqual(EWOQ);
  });

  it('error: wrong HRP, missing separator, bad checksum, unknown alias', () => {
    expect(() => parseAddress('P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5', { hrp: 'local' })).toThrow(
      'expected hrp "local" but got "avax"',
    );
    expect(() => parseAddress('local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toThrow('no separator found in address');
    expect(() => parseAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96x')).toThrow(AddressError);
    expect(() => parseAddress('Q-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toThrow('there is no ID with alias: Q');
  });

  it('error: another chain than the one expected, a separator with no alias, other lengths than 20 bytes', () => {
    expect(() => parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', { chain: 'P' })).toThrow('expected a P-Chain address but got a X-Chain address');
    expect(parseAddress('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', { chain: 'X' }).chain).toBe('X');
    expect(() => parseAddress('-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toThrow('there is no ID with alias: ');
    expect(() => parseAddress(`P-${bech32.encode('local', bech32.toWords(new Uint8Array(32)))}`)).toThrow('expected 20 bytes but got 32');
    expect(() => formatAddress('P', 'local', EWOQ.slice(1))).toThrow(new AddressError('address must be 20 bytes, got 19'));
    expect(isAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toBe(true);
    expect(isAddress('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96x')).toBe(false);
  });

  it("args: each network ID's published HRP, custom for any other", () => {
    const hrps = [1, 2, 3, 4, 5, 10, 12345, 99].map(hrpForNetwork);
    expect(hrps).toEqual(['avax', 'cascade', 'denali', 'everest', 'fuji', 'testing', 'local', 'custom']);
  });
});

describe('hex', () => {
  it('default: checksum round trip', () => {
    const bytes = new Uint8Array([0, 1, 2, 250]);
    expect(fromHexWithChecksum(toHexWithChecksum(bytes))).toEqual(bytes);
  });

  it('error: node-worded failures', () => {
    expect(() => fromHex('abcd')).toThrow('missing 0x prefix to hex encoding');
    expect(() => fromHex('0xabc')).toThrow('encoding/hex: odd length hex string');
    expect(() => fromHex('0xgg')).toThrow("encoding/hex: invalid byte: U+0067 'g'");
    expect(() => fromHexWithChecksum('0x00112233')).toThrow('invalid input checksum');
    expect(() => fromHexWithChecksum('0x00')).toThrow(HexError);
  });
});
