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

const NO_SET = { kind: 'warp-block-unknown' } as const;
const statuses = (checks: ReturnType<typeof verifyWarp>) => checks.map((check) => [check.name, check.status]);

describe('a Warp message’s signature against its source subnet’s set', () => {
  it('default: signers 0 and 1 (bits 0b011, 80 of 100) verify and meet the quorum', () => {
    const checks = verifyWarp(signedBy([0, 1], Uint8Array.of(0b011)), SET, NO_SET);
    expect(statuses(checks)).toEqual([
      ['warpSignature', 'verified'],
      ['warpQuorum', 'verified'],
    ]);
    expect(checks.map((check) => check.reason)).toEqual([{ kind: 'warp-signature', signers: 2 }, { kind: 'quorum' }]);
    expect(checks[1]?.compared).toEqual([
      { label: { code: 'signersWeight', signers: 2 }, value: { kind: 'weight', weight: 80n, total: 100n } },
      { label: 'quorum', value: { kind: 'quorum', percent: 67n, total: 100n } },
    ]);
  });

  it('behavior: signers holding less than 67 % verify but fail the quorum, naming both weights', () => {
    const checks = verifyWarp(signedBy([1, 2], Uint8Array.of(0b110)), SET, NO_SET);
    expect(statuses(checks)).toEqual([
      ['warpSignature', 'verified'],
      ['warpQuorum', 'fails'],
    ]);
    expect(checks[1]?.compared?.map((side) => side.value)).toEqual([
      { kind: 'weight', weight: 50n, total: 100n },
      { kind: 'quorum', percent: 67n, total: 100n },
    ]);
  });

  it('behavior: a bit set naming a signer who did not sign fails the signature', () => {
    expect(statuses(verifyWarp(signedBy([0], Uint8Array.of(0b011)), SET, NO_SET))[0]).toEqual(['warpSignature', 'fails']);
  });

  it('bad input: a bit set naming more signers than the set has, a truncated signature or no set is said, never thrown', () => {
    expect(verifyWarp(signedBy([0], Uint8Array.of(0b1001)), SET, NO_SET)).toEqual([{ name: 'warpSignature', status: 'fails', reason: { kind: 'signer-beyond-set', signer: 3, set: 3 } }]);
    expect(verifyWarp(signedBy([0], Uint8Array.of(0, 1)), SET, NO_SET)).toEqual([{ name: 'warpSignature', status: 'fails', reason: { kind: 'bitset-leading-zero' } }]);
    expect(verifyWarp(signedBy([0], new Uint8Array(0)), SET, NO_SET)).toEqual([{ name: 'warpSignature', status: 'fails', reason: { kind: 'bitset-empty' } }]);
    const truncated = signedBy([0], Uint8Array.of(1)).slice(0, -10);
    expect(verifyWarp(truncated, SET, NO_SET)[0]).toMatchObject({ status: 'fails', reason: { kind: 'warp-undecodable', message: expect.any(String) } });
    const noSet = { kind: 'no-validators', subnet: 'subnet', height: 4n } as const;
    expect(verifyWarp(signedBy([0], Uint8Array.of(1)), undefined, noSet)).toEqual([{ name: 'warpSignature', status: 'not-checked', reason: noSet }]);
  });
});
