import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../hex';
import { addressOfPrivateKey, signMessage } from '../secp256k1';
import { credentialSigners } from './signers';

const EWOQ_KEY_HEX = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const EWOQ_KEY = fromHex(EWOQ_KEY_HEX);
const MESSAGE = new Uint8Array([0, 0, 0, 0, 0, 34, 7]);

describe('credentialSigners', () => {
  it('default', () => {
    const signature = signMessage(EWOQ_KEY, MESSAGE);
    const [[signer]] = credentialSigners(MESSAGE, [{ signatures: [signature] }]) as [[{ address: Uint8Array; ethAddress: Uint8Array }]];
    expect(signer.address).toEqual(addressOfPrivateKey(EWOQ_KEY));
    expect(toHex(signer.ethAddress)).toBe(privateKeyToAddress(EWOQ_KEY_HEX).toLowerCase());
  });

  it('behavior: each credential keeps its own signatures in order', () => {
    const other = new Uint8Array(32).fill(7);
    const signers = credentialSigners(MESSAGE, [{ signatures: [signMessage(EWOQ_KEY, MESSAGE)] }, { signatures: [signMessage(other, MESSAGE), signMessage(EWOQ_KEY, MESSAGE)] }]);
    expect(signers.map((list) => list.map((signer) => signer && toHex(signer.address)))).toEqual([
      [toHex(addressOfPrivateKey(EWOQ_KEY))],
      [toHex(addressOfPrivateKey(other)), toHex(addressOfPrivateKey(EWOQ_KEY))],
    ]);
  });

  it('error: a signature with a bad recovery byte recovers nobody', () => {
    const signature = signMessage(EWOQ_KEY, MESSAGE);
    signature[64] = 7;
    expect(credentialSigners(MESSAGE, [{ signatures: [signature] }])).toEqual([[undefined]]);
  });
});
