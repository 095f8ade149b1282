import { bls, secp256k1 } from '@avalabs/avalanchejs';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { describe, expect, it } from 'vitest';
import { verifyProofOfPossession, verifySignature } from './bls';

const secretKey = new Uint8Array(32).fill(11);
const publicKey = bls12_381.longSignatures.getPublicKey(secretKey).toBytes(true);

describe('bls', () => {
  it('default: accepts a proof of possession and a signature made by avalanchejs', () => {
    const sk = bls.secretKeyFromBytes(secretKey);
    expect(verifyProofOfPossession(publicKey, bls.signProofOfPossession(publicKey, sk))).toBe(true);
    expect(verifySignature(publicKey, bls.sign(Uint8Array.of(1, 2, 3), sk), Uint8Array.of(1, 2, 3))).toBe(true);
  });

  it('error: refuses a signature under the other domain, another message, or malformed bytes', () => {
    const sk = bls.secretKeyFromBytes(secretKey);
    expect(verifyProofOfPossession(publicKey, bls.sign(publicKey, sk))).toBe(false);
    expect(verifySignature(publicKey, bls.sign(Uint8Array.of(1, 2, 3), sk), Uint8Array.of(1, 2, 4))).toBe(false);
    expect(verifyProofOfPossession(publicKey, secp256k1.randomPrivateKey())).toBe(false);
  });
});
