import { describe, expect, it } from 'vitest';
import { toHexWithChecksum } from '../hex';
import { decodeHexText, normaliseHexText } from './decode-any';
import getAtomicTx from '../../../test/fixtures/real-responses/avax.getAtomicTx.json';
import getBlockHex from '../../../test/fixtures/real-responses/platform.getBlock_hex.json';
import getUtxos from '../../../test/fixtures/real-responses/platform.getUTXOs_page1.json';
import { SAMPLE_TXS, sampleSignedTx } from './test-samples';
import { encodeSignedTx, signedTxId } from './tx';

const SIGNED_BASE_TX = sampleSignedTx(SAMPLE_TXS.BaseTx);
const BASE_TX_HEX = toHexWithChecksum(encodeSignedTx(SIGNED_BASE_TX));

describe('decodeHexText', () => {
  it('default: a signed P-Chain tx is detected, with its ID', () => {
    const result = decodeHexText(BASE_TX_HEX);
    expect(result.ok && result.decoded.kind).toBe('tx');
    expect(result.ok && result.decoded.id).toBe(signedTxId(SIGNED_BASE_TX));
  });

  it('behavior: the published atomic tx, block and UTXO are detected as such', () => {
    const atomic = decodeHexText(getAtomicTx.response.result.tx);
    expect(atomic.ok && atomic.decoded.kind).toBe('atomic-tx');
    expect(atomic.ok && atomic.decoded.id).toBe(getAtomicTx.request.params.txID);
    const block = decodeHexText(getBlockHex.response.result.block);
    expect(block.ok && block.decoded.kind).toBe('block');
    expect(block.ok && block.decoded.id).toBe(getBlockHex.request.params.blockID);
    const utxo = decodeHexText(getUtxos.response.result.utxos[0]!);
    expect(utxo.ok && utxo.decoded.kind).toBe('utxo');
  });

  it('behavior: a chosen kind overrides detection, and says why the bytes do not fit it', () => {
    const result = decodeHexText(BASE_TX_HEX, ['utxo']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toEqual({ code: 'no-kind', kinds: ['utxo'] });
    expect(result.reasons).toEqual([{ kind: 'utxo', reason: expect.stringMatching(/type ID|trailing bytes|needs/) }]);
  });

  it('behavior: whitespace from copying and a missing 0x are forgiven', () => {
    expect(normaliseHexText(' 0x00 11\n22 ')).toBe('0x001122');
    expect(normaliseHexText('ab')).toBe('0xab');
    expect(normaliseHexText('0XAB')).toBe('0XAB');
    // Only a leading 0x is a prefix.
    expect(normaliseHexText('ab0x')).toBe('0xab0x');
    const spaced = `${BASE_TX_HEX.slice(2, 40)}\n  ${BASE_TX_HEX.slice(40)}`;
    expect(decodeHexText(spaced).ok).toBe(true);
  });

  it.each([
    ['0xzz', "encoding/hex: invalid byte: U+007A 'z'"],
    ['0x123', 'encoding/hex: odd length hex string'],
    [`${BASE_TX_HEX.slice(0, -2)}00`, 'invalid input checksum'],
  ])('error: %s is not checksummed hex, with the hex decoder\'s reason', (text, reason) => {
    expect(decodeHexText(text)).toEqual({ ok: false, problem: { code: 'not-hex', reason }, reasons: [] });
  });

  it('error: empty input is nothing to decode', () => {
    expect(decodeHexText('   ')).toEqual({ ok: false, problem: { code: 'empty' }, reasons: [] });
  });

  it('error: checksummed bytes that fit nothing list the reason of each kind', () => {
    const result = decodeHexText(toHexWithChecksum(new Uint8Array([0, 0, 0, 0, 0, 99])));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toEqual({ code: 'no-kind', kinds: ['tx', 'atomic-tx', 'block', 'utxo'] });
    expect(result.reasons.map((item) => item.kind)).toEqual(['tx', 'atomic-tx', 'block', 'utxo']);
  });
});
