import { concatBytes } from '../bytes';
import { fromHexWithChecksum } from '../hex';
import { decodeBlock, encodeBlock } from './block';
import { CodecError } from './codec-error';
import getBlockHex from '../../../test/fixtures/real-responses/platform.getBlock_hex.json';
import { SAMPLE_BLOCKS, SAMPLE_TXS, sampleSignedTx } from './test-samples';
import { TX_KINDS, decodeSignedTx, encodeSignedTx, encodeUnsignedTx } from './tx';
import { TYPE_IDS } from './types';

const PUBLISHED_BLOCK = fromHexWithChecksum(getBlockHex.response.result.block);

function withUint32(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(offset, value);
  return copy;
}

describe('decoding errors', () => {
  test('error: every truncation of the published block is a CodecError', () => {
    for (let length = 0; length < PUBLISHED_BLOCK.length; length++) {
      expect(() => decodeBlock(PUBLISHED_BLOCK.subarray(0, length))).toThrow(CodecError);
    }
  });

  test.each(TX_KINDS)('error: every truncation of a signed %s is a CodecError', (kind) => {
    const bytes = encodeSignedTx(sampleSignedTx(SAMPLE_TXS[kind]));
    for (let length = 0; length < bytes.length; length++) {
      expect(() => decodeSignedTx(bytes.subarray(0, length))).toThrow(CodecError);
    }
  });

  test('error: a truncated field names the field and the shortfall', () => {
    expect(() => decodeBlock(PUBLISHED_BLOCK.subarray(0, 20))).toThrow(/parentID: needs 32 bytes at offset 6 but only 14 remain/);
  });

  test('error: trailing bytes after a complete block', () => {
    expect(() => decodeBlock(concatBytes(PUBLISHED_BLOCK, new Uint8Array([0])))).toThrow(/block: 1 trailing bytes/);
    const tx = encodeSignedTx(sampleSignedTx(SAMPLE_TXS.BaseTx));
    expect(() => decodeSignedTx(concatBytes(tx, new Uint8Array(3)))).toThrow(/signed tx: 3 trailing bytes/);
  });

  test('error: unknown type IDs', () => {
    expect(() => decodeBlock(withUint32(PUBLISHED_BLOCK, 2, 99))).toThrow(/unknown type ID 99/);
    // The ExportTx inside the published block starts after version, type, parent, height and count.
    expect(() => decodeBlock(withUint32(PUBLISHED_BLOCK, 2 + 4 + 32 + 8 + 4, 6))).toThrow(/unknown type ID 6/);
  });

  test('error: a known type ID in the wrong place', () => {
    const output = withUint32(encodeUnsignedTx(SAMPLE_TXS.BaseTx), 2, TYPE_IDS.TransferOutput);
    expect(() => decodeSignedTx(output)).toThrow(/type ID 7 \(TransferOutput\) at offset 2 is not allowed here/);
    const txAsBlock = encodeSignedTx(sampleSignedTx(SAMPLE_TXS.BaseTx));
    expect(() => decodeBlock(txAsBlock)).toThrow(/block: type ID 34 \(BaseTx\)/);
  });

  test('error: a huge slice length fails before allocating', () => {
    const header = encodeBlock({ ...SAMPLE_BLOCKS.BanffStandardBlock, txs: [] });
    const huge = withUint32(header, header.length - 4, 0xffffffff);
    expect(() => decodeBlock(huge)).toThrow(/txs: length 4294967295 exceeds the 0 remaining bytes/);
    const tx = encodeSignedTx(sampleSignedTx(SAMPLE_TXS.SetL1ValidatorWeightTx));
    // The message is the last field before the credentials: length 7, then 7 bytes, then 4 + 4 + 4 + 65.
    const messageLengthAt = tx.length - (4 + 4 + 4 + 65) - 7 - 4;
    expect(() => decodeSignedTx(withUint32(tx, messageLengthAt, 0x7fffffff))).toThrow(/message: needs 2147483647 bytes/);
  });

  test('error: an unknown codec version', () => {
    const bytes = PUBLISHED_BLOCK.slice();
    bytes[1] = 1;
    expect(() => decodeBlock(bytes)).toThrow(/unknown codec version 1/);
  });

  test('error: a chain name that is not UTF-8', () => {
    const bytes = encodeSignedTx(sampleSignedTx(SAMPLE_TXS.CreateChainTx));
    // The base fields encode to the same size as a BaseTx's; then come subnetID and the name's length.
    const nameAt = encodeUnsignedTx({ ...SAMPLE_TXS.CreateChainTx, kind: 'BaseTx' }).length + 32 + 2;
    expect(bytes[nameAt]).toBe('m'.charCodeAt(0));
    bytes[nameAt] = 0xff;
    expect(() => decodeSignedTx(bytes)).toThrow(/chainName: not valid UTF-8/);
  });
});

function reasonOf(decode: () => unknown): CodecError['reason'] {
  try {
    decode();
  } catch (error) {
    if (error instanceof CodecError) return error.reason;
    throw error;
  }
  throw new Error('decoded');
}

describe('decoding error reasons', () => {
  test('behavior: the version, type ID and trailing failures carry what a caller needs to word them', () => {
    const bytes = PUBLISHED_BLOCK.slice();
    bytes[1] = 3;
    expect(reasonOf(() => decodeBlock(bytes))).toEqual({ kind: 'codecVersion', version: 3n });
    expect(reasonOf(() => decodeBlock(withUint32(PUBLISHED_BLOCK, 2, 99)))).toEqual({ kind: 'typeId', typeId: 99 });
    const output = withUint32(encodeUnsignedTx(SAMPLE_TXS.BaseTx), 2, TYPE_IDS.TransferOutput);
    expect(reasonOf(() => decodeSignedTx(output))).toEqual({ kind: 'typeId', typeId: TYPE_IDS.TransferOutput });
    const tx = encodeSignedTx(sampleSignedTx(SAMPLE_TXS.BaseTx));
    expect(reasonOf(() => decodeSignedTx(concatBytes(tx, new Uint8Array(3))))).toEqual({ kind: 'trailing', read: tx.length, provided: tx.length + 3 });
  });

  test('behavior: other failures are `other`', () => {
    expect(reasonOf(() => decodeBlock(PUBLISHED_BLOCK.subarray(0, 20)))).toEqual({ kind: 'other' });
  });
});

describe('encoding errors', () => {
  test('error: integers outside their wire width', () => {
    const tooBig = { ...SAMPLE_TXS.IncreaseL1ValidatorBalanceTx, balance: 2n ** 64n };
    expect(() => encodeUnsignedTx(tooBig)).toThrow(/balance: 18446744073709551616 is out of range/);
    expect(() => encodeUnsignedTx({ ...SAMPLE_TXS.AddValidatorTx, shares: 2n ** 32n })).toThrow(/shares/);
    expect(() => encodeUnsignedTx({ ...SAMPLE_TXS.BaseTx, networkId: -1n })).toThrow(/networkID: -1 is out of range/);
    expect(() => encodeUnsignedTx({ ...SAMPLE_TXS.TransformSubnetTx, maxValidatorWeightFactor: 256n })).toThrow(CodecError);
  });

  test('error: fixed-size fields of the wrong length', () => {
    expect(() => encodeUnsignedTx({ ...SAMPLE_TXS.BaseTx, blockchainId: new Uint8Array(31) })).toThrow(/blockchainID: expected 32 bytes but got 31/);
    const badNode = { ...SAMPLE_TXS.AddDelegatorTx, validator: { ...SAMPLE_TXS.AddDelegatorTx.validator, nodeId: new Uint8Array(32) } };
    expect(() => encodeUnsignedTx(badNode)).toThrow(/nodeID: expected 20 bytes/);
    const badSignature = { unsignedTx: SAMPLE_TXS.BaseTx, credentials: [{ signatures: [new Uint8Array(64)] }] };
    expect(() => encodeSignedTx(badSignature)).toThrow(/signature: expected 65 bytes/);
  });

  test('error: a chain name longer than a uint16 length allows', () => {
    expect(() => encodeUnsignedTx({ ...SAMPLE_TXS.CreateChainTx, chainName: 'a'.repeat(65536) })).toThrow(/chainName length/);
  });
});
