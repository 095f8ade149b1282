import { bls12_381 } from '@noble/curves/bls12-381.js';
import { itemAt } from '../../src/lib/lists';
import { aggregatePublicKeys, verifySignature } from '../../src/lib/bls';
import { signAggregate } from './bls-sign';

const scheme = bls12_381.longSignatures;
const secretKeys = [1, 2, 3].map((seed) => bls12_381.utils.randomSecretKey(new Uint8Array(48).fill(seed)));
const publicKeys = secretKeys.map((key) => scheme.getPublicKey(key).toBytes(true));
const message = new TextEncoder().encode('an unsigned Warp message');

describe('signAggregate', () => {
  it('default: the signature verifies, with noble, against the aggregate of the signers’ public keys', () => {
    expect(verifySignature(aggregatePublicKeys(publicKeys), signAggregate(secretKeys, message), message)).toBe(true);
  });

  it('default: one signer’s signature is noble’s signature in the platform’s signature domain', () => {
    const key = itemAt(secretKeys, 0);
    const noble = scheme.sign(scheme.hash(message, 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_'), key).toBytes(true);
    expect(signAggregate([key], message)).toEqual(noble);
  });

  it('error: it does not verify for another message, or without one of the signers', () => {
    const signature = signAggregate(secretKeys, message);
    expect(verifySignature(aggregatePublicKeys(publicKeys), signature, Uint8Array.of(1))).toBe(false);
    expect(verifySignature(aggregatePublicKeys(publicKeys.slice(1)), signature, message)).toBe(false);
  });
});
