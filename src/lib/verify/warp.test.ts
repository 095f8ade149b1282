import { bls12_381 } from '@noble/curves/bls12-381.js';
import { describe, expect, it } from 'vitest';
import { encodeWarpMessage, unsignedWarpBytes } from '../codec/warp-message';
import { toHex } from '../hex';
import { verifyWarp, type WarpSetAnswer } from './warp';

// Keys and the aggregate signature made with @noble directly, over the message's unsigned bytes
// under the platform's signature domain.
const DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';
const scheme = bls12_381.longSignatures;
const secret = (seed: number) => Uint8Array.from({ length: 32 }, (_, index) => (index === 31 ? seed : 0));
const SECRETS = [11, 12, 13].map(secret);
const SET: WarpSetAnswer = { validators: SECRETS.map((key, index) => ({ publicKey: toHex(scheme.getPublicKey(key).toBytes(true)), weight: [50n, 30n, 20n][index] ?? 0n })), totalWeight: 100n };
const UNSIGNED = { networkId: 12345, sourceChainId: new Uint8Array(32).fill(3), sourceAddress: Uint8Array.of(1, 2), payload: Uint8Array.of(9, 9, 9) };

function signedBy(indices: number[], bits: Uint8Array, message = UNSIGNED): Uint8Array {
  const hash = scheme.hash(unsignedWarpBytes(message), DST);
  const signature = scheme.aggregateSignatures(indices.map((index) => scheme.sign(hash, SECRETS[index] ?? secret(1)))).toBytes(true);
  return encodeWarpMessage({ ...message, signers: bits, signature });
}

const statuses = (checks: ReturnType<typeof verifyWarp>) => checks.map((check) => [check.name, check.status]);

describe('a Warp message’s signature against its source subnet’s set', () => {
  it('default: signers 0 and 1 (bits 0b011, 80 of 100) verify and meet the quorum', () => {
    const checks = verifyWarp(signedBy([0, 1], Uint8Array.of(0b011)), SET, '');
    expect(statuses(checks)).toEqual([
      ['Warp signature', 'verified'],
      ['Warp quorum', 'verified'],
    ]);
    expect(checks[1]?.compared?.[0].value).toBe('80 of 100 (80.00 %)');
  });

  it('behavior: signers holding less than 67 % verify but fail the quorum, naming both weights', () => {
    const checks = verifyWarp(signedBy([1, 2], Uint8Array.of(0b110)), SET, '');
    expect(statuses(checks)).toEqual([
      ['Warp signature', 'verified'],
      ['Warp quorum', 'fails'],
    ]);
    expect(checks[1]?.compared?.map((side) => side.value)).toEqual(['50 of 100 (50.00 %)', '67 % of 100']);
  });

  it('behavior: a bit set naming a signer who did not sign fails the signature', () => {
    expect(statuses(verifyWarp(signedBy([0], Uint8Array.of(0b011)), SET, ''))[0]).toEqual(['Warp signature', 'fails']);
  });

  it('bad input: a bit set naming more signers than the set has, a truncated signature or no set is said, never thrown', () => {
    expect(verifyWarp(signedBy([0], Uint8Array.of(0b1001)), SET, '')).toEqual([{ name: 'Warp signature', status: 'fails', reason: 'the bit set names signer 4; the set has 3' }]);
    const truncated = signedBy([0], Uint8Array.of(1)).slice(0, -10);
    expect(verifyWarp(truncated, SET, '')[0]).toMatchObject({ status: 'fails', reason: expect.stringContaining('does not decode') });
    expect(verifyWarp(signedBy([0], Uint8Array.of(1)), undefined, 'the subnet had no validators')).toEqual([{ name: 'Warp signature', status: 'not-checked', reason: 'the subnet had no validators' }]);
  });
});
