import { bytesEqual } from '../bytes';
import { sha256 } from '../checksum';
import { cb58Encode } from '../cb58';
import { TX_KINDS, decodeSignedTx, decodeUnsignedTx, encodeSignedTx, encodeUnsignedTx, signedTxId, txId, txIdBytes } from './tx';
import { SAMPLE_TXS, sampleSignedTx } from './test-samples';
import { TYPE_IDS } from './types';

describe('tx codec', () => {
  test.each(TX_KINDS)('default: %s round trips through signed bytes', (kind) => {
    const tx = sampleSignedTx(SAMPLE_TXS[kind], 2);
    const bytes = encodeSignedTx(tx);
    const decoded = decodeSignedTx(bytes);
    expect(decoded).toEqual(tx);
    expect(bytesEqual(encodeSignedTx(decoded), bytes)).toBe(true);
  });

  test.each(TX_KINDS)('behavior: %s unsigned bytes start with the codec version and its type ID', (kind) => {
    const bytes = encodeUnsignedTx(SAMPLE_TXS[kind]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint16(0)).toBe(0);
    expect(view.getUint32(2)).toBe(TYPE_IDS[kind]);
    expect(decodeUnsignedTx(bytes)).toEqual(SAMPLE_TXS[kind]);
  });

  test('behavior: signed bytes are the unsigned bytes followed by the credentials', () => {
    const tx = sampleSignedTx(SAMPLE_TXS.BaseTx, 1);
    const unsigned = encodeUnsignedTx(tx.unsignedTx);
    const signed = encodeSignedTx(tx);
    expect(bytesEqual(signed.subarray(0, unsigned.length), unsigned)).toBe(true);
    // One credential: count 1, type ID 9, one signature of 65 bytes.
    expect(signed.length - unsigned.length).toBe(4 + 4 + 4 + 65);
    expect(new DataView(signed.buffer).getUint32(unsigned.length + 4)).toBe(TYPE_IDS.Credential);
  });

  test('behavior: the tx ID is the cb58 sha256 of the signed bytes', () => {
    const tx = sampleSignedTx(SAMPLE_TXS.ExportTx);
    const bytes = encodeSignedTx(tx);
    expect(bytesEqual(txIdBytes(bytes), sha256(bytes))).toBe(true);
    expect(txId(bytes)).toBe(cb58Encode(sha256(bytes)));
    expect(signedTxId(tx)).toBe(txId(bytes));
  });

  test('behavior: a multi-byte UTF-8 chain name keeps its byte length prefix', () => {
    const tx = sampleSignedTx({ ...SAMPLE_TXS.CreateChainTx, chainName: 'chaîne' });
    expect(decodeSignedTx(encodeSignedTx(tx)).unsignedTx).toEqual(tx.unsignedTx);
  });
});
