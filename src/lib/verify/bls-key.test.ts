import { describe, expect, it } from 'vitest';
import { SAMPLE_TXS, sampleSignedTx } from '../codec/test-samples';
import { fromHex } from '../hex';
import { overallStatus } from './check';
import { verifyBlsKey } from './bls-key';

// A validator's key and proof of possession from the reference node's local genesis
// (avalanchego genesis/genesis_local.json, the first initial staker's signer).
const KEY = {
  publicKey: '0x900c9b119b5c82d781d4b49be78c3fc7ae65f2b435b7ed9e3a8b9a03e475edff86d8a64827fec8db23a6f236afbf127d',
  proofOfPossession:
    '0x8bfd6d4d2086b2b8115d8f72f94095fefe5a6c07876b2accf51a811adf520f389e74a3d2152a6d90b521e2be58ffe468043dc5ea68b4c44410eb67f8dc24f13ed4f194000764c0e922cd254a3588a4962b1cb4db7de4bb9cda9d9d4d6b03f3d2',
};
// The second initial staker's key: a real key, but another one.
const OTHER_KEY = '0xa058ff27a4c570664bfa28e34939368539a1340867951943d0f56fa8aac13bc09ff64f341acf8cc0cef74202c2d6f9c0';

const stakingTx = (publicKey: string | undefined) => ({
  id: 'staking-tx',
  tx: sampleSignedTx({
    ...SAMPLE_TXS.AddPermissionlessValidatorTx,
    signer: publicKey === undefined ? { kind: 'EmptySigner' } : { kind: 'ProofOfPossession', publicKey: fromHex(publicKey), proofOfPossession: fromHex(KEY.proofOfPossession) },
  } as typeof SAMPLE_TXS.AddPermissionlessValidatorTx),
});

describe('verifyBlsKey', () => {
  it('default: the reference node’s genesis key verifies its proof of possession and is the key its staking tx registers', () => {
    const checks = verifyBlsKey(KEY, stakingTx(KEY.publicKey));
    expect(checks.map((check) => [check.name, check.status])).toEqual([
      ['Proof of possession', 'verified'],
      ['Key in the staking transaction', 'verified'],
    ]);
  });

  it('error: another key’s proof of possession, or a tx registering another key or none, does not verify', () => {
    expect(verifyBlsKey({ ...KEY, publicKey: OTHER_KEY }, stakingTx(OTHER_KEY))[0]?.status).toBe('fails');
    const other = verifyBlsKey(KEY, stakingTx(OTHER_KEY))[1];
    expect(other).toMatchObject({ status: 'fails', compared: [{ value: KEY.publicKey }, { value: OTHER_KEY }] });
    expect(verifyBlsKey(KEY, stakingTx(undefined))[1]?.compared?.[1].value).toBe('(none)');
  });

  it('bad input: a truncated proof, a key of the wrong length or not hex fail with the reason, never throw', () => {
    expect(verifyBlsKey({ ...KEY, proofOfPossession: KEY.proofOfPossession.slice(0, -2) }, stakingTx(KEY.publicKey))[0]).toMatchObject({
      status: 'fails',
      reason: 'the proof of possession is 95 bytes; a BLS proof of possession is 96',
    });
    expect(verifyBlsKey({ ...KEY, publicKey: `${KEY.publicKey}00` }, stakingTx(KEY.publicKey))[0]?.reason).toBe('the public key is 49 bytes; a BLS public key is 48');
    expect(verifyBlsKey({ ...KEY, publicKey: 'NodeID-1' }, stakingTx(KEY.publicKey))[0]?.reason).toBe('public key is not hex: NodeID-1');
    // 48 bytes that are no point of the curve.
    expect(verifyBlsKey({ ...KEY, publicKey: `0x${'ff'.repeat(48)}` }, stakingTx(KEY.publicKey))[0]?.status).toBe('fails');
  });

  it('behavior: a staking tx that cannot be read leaves its key not checked, with why; the proof is still checked', () => {
    const checks = verifyBlsKey(KEY, { unreadable: 'not found' });
    expect(checks[1]).toMatchObject({ status: 'not-checked', reason: 'the staking transaction could not be read: not found' });
    expect(overallStatus(checks)).toBe('verified');
  });
});
