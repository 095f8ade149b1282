import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { conversionValidationId } from '../codec/l1-validation-id';
import { SAMPLE_TXS, sampleSignedTx } from '../codec/test-samples';
import { encodeRegisterL1Validator, encodeWarpMessage } from '../codec/warp-message';
import { fromHex } from '../hex';
import { idFromBytes } from '../ids';
import { overallStatus } from './check';
import { verifyBlsKey, verifyL1BlsKey } from './bls-key';

// A validator's key and proof of possession from the reference node's local genesis
// (avalanchego genesis/genesis_local.json, the first initial staker's signer).
const KEY = {
  publicKey: '0x900c9b119b5c82d781d4b49be78c3fc7ae65f2b435b7ed9e3a8b9a03e475edff86d8a64827fec8db23a6f236afbf127d',
  proofOfPossession:
    '0x8bfd6d4d2086b2b8115d8f72f94095fefe5a6c07876b2accf51a811adf520f389e74a3d2152a6d90b521e2be58ffe468043dc5ea68b4c44410eb67f8dc24f13ed4f194000764c0e922cd254a3588a4962b1cb4db7de4bb9cda9d9d4d6b03f3d2',
};
// The second initial staker's key and proof of possession: real ones, but of another key.
const OTHER_KEY = '0xa058ff27a4c570664bfa28e34939368539a1340867951943d0f56fa8aac13bc09ff64f341acf8cc0cef74202c2d6f9c0';
const OTHER_PROOF =
  '0xac52195616344127df74d924e11701ca5e0867647ae36171d168fcf95d536e94061659b3edb924fffdb69dd5aa5cb2d703f8920c825c8f7b74dd0112c9c27814790bfcfa3a08e1d9358da1c54e1f6c0b4d9772432f79d7dceaa3a95c3a7e6adc';

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
      ['proofOfPossession', 'verified'],
      ['stakedKey', 'verified'],
    ]);
    expect(checks.map((check) => check.reason)).toEqual([{ kind: 'proof-of-possession' }, { kind: 'key-in-tx', tx: 'staking-tx' }]);
  });

  it('error: another key’s proof of possession, or a tx registering another key or none, does not verify', () => {
    expect(verifyBlsKey({ ...KEY, publicKey: OTHER_KEY }, stakingTx(OTHER_KEY))[0]?.status).toBe('fails');
    const other = verifyBlsKey(KEY, stakingTx(OTHER_KEY))[1];
    expect(other).toMatchObject({ status: 'fails', compared: [{ value: KEY.publicKey }, { value: OTHER_KEY }] });
    expect(verifyBlsKey(KEY, stakingTx(undefined))[1]?.compared).toEqual([
      { label: 'publicKeyShown', value: KEY.publicKey },
      { label: 'publicKeyInTx', value: { kind: 'none' } },
    ]);
  });

  it('bad input: a truncated proof, a key of the wrong length or not hex fail with the reason, never throw', () => {
    expect(verifyBlsKey({ ...KEY, proofOfPossession: KEY.proofOfPossession.slice(0, -2) }, stakingTx(KEY.publicKey))[0]).toMatchObject({
      status: 'fails',
      reason: { kind: 'error', message: 'the proof of possession is 95 bytes; a BLS proof of possession is 96' },
    });
    expect(verifyBlsKey({ ...KEY, publicKey: `${KEY.publicKey}00` }, stakingTx(KEY.publicKey))[0]?.reason).toEqual({ kind: 'error', message: 'the public key is 49 bytes; a BLS public key is 48' });
    expect(verifyBlsKey({ ...KEY, publicKey: 'NodeID-1' }, stakingTx(KEY.publicKey))[0]?.reason).toEqual({ kind: 'error', message: 'public key is not hex: NodeID-1' });
    // 48 bytes that are no point of the curve.
    expect(verifyBlsKey({ ...KEY, publicKey: `0x${'ff'.repeat(48)}` }, stakingTx(KEY.publicKey))[0]?.status).toBe('fails');
  });

  it('behavior: a staking tx that cannot be read leaves its key not checked, with why; the proof is still checked', () => {
    const checks = verifyBlsKey(KEY, { unreadable: 'not found' });
    expect(checks[1]).toEqual({ name: 'stakedKey', status: 'not-checked', reason: { kind: 'tx-unreadable', role: 'staking', message: 'not found' } });
    expect(overallStatus(checks)).toBe('verified');
  });
});

const SIGNER = { publicKey: fromHex(KEY.publicKey), proofOfPossession: fromHex(KEY.proofOfPossession) };
const CONVERSION = SAMPLE_TXS.ConvertSubnetToL1Tx;
const SUBNET = idFromBytes(CONVERSION.subnetId);
/** A conversion whose second initial validator holds the genesis key. */
const conversion = () => ({
  id: 'conversion-tx',
  tx: sampleSignedTx({ ...CONVERSION, validators: CONVERSION.validators.map((validator, index) => (index === 1 ? { ...validator, signer: SIGNER } : validator)) }),
});
const PAYLOAD = encodeRegisterL1Validator({
  subnetId: CONVERSION.subnetId,
  nodeId: new Uint8Array(20).fill(7),
  publicKey: SIGNER.publicKey,
  expiry: 1_700_000_000n,
  remainingBalanceOwner: { threshold: 1n, addresses: [] },
  disableOwner: { threshold: 1n, addresses: [] },
  weight: 20n,
});
/** A registration of the genesis key, with `proofOfPossession` in the tx. */
const registration = (proofOfPossession = SIGNER.proofOfPossession) => ({
  id: 'registration-tx',
  tx: sampleSignedTx({
    ...SAMPLE_TXS.RegisterL1ValidatorTx,
    proofOfPossession,
    message: encodeWarpMessage({ networkId: 12345, sourceChainId: new Uint8Array(32).fill(3), sourceAddress: Uint8Array.of(1), payload: PAYLOAD, signers: Uint8Array.of(1), signature: new Uint8Array(96) }),
  }),
});
const REGISTERED = idFromBytes(sha256(PAYLOAD));
const statuses = (checks: ReturnType<typeof verifyL1BlsKey>) => checks.map((check) => [check.name, check.status]);

describe('verifyL1BlsKey', () => {
  it('default: a conversion’s initial validator and a registration give the validation the key shown, with a proof of possession that verifies', () => {
    const verified = [
      ['proofOfPossession', 'verified'],
      ['registeredKey', 'verified'],
    ];
    expect(statuses(verifyL1BlsKey({ validationId: conversionValidationId(SUBNET, 1), publicKey: KEY.publicKey }, conversion()))).toEqual(verified);
    expect(statuses(verifyL1BlsKey({ validationId: REGISTERED, publicKey: KEY.publicKey }, registration()))).toEqual(verified);
    expect(verifyL1BlsKey({ validationId: REGISTERED, publicKey: KEY.publicKey }, registration())[0]?.reason).toEqual({ kind: 'proof-of-possession', tx: 'registration-tx' });
  });

  it('error: a key other than the one the tx gives, a proof of another key, or a tx that registers another validation does not verify', () => {
    expect(verifyL1BlsKey({ validationId: REGISTERED, publicKey: OTHER_KEY }, registration())[1]).toMatchObject({ status: 'fails', compared: [{ value: OTHER_KEY }, { value: KEY.publicKey }] });
    const stolen = registration(fromHex(OTHER_PROOF));
    expect(statuses(verifyL1BlsKey({ validationId: REGISTERED, publicKey: KEY.publicKey }, stolen))[0]).toEqual(['proofOfPossession', 'fails']);
    expect(verifyL1BlsKey({ validationId: conversionValidationId(SUBNET, 5), publicKey: KEY.publicKey }, conversion())).toEqual([
      { name: 'registeredKey', status: 'fails', reason: { kind: 'not-registered', tx: 'conversion-tx', validationId: conversionValidationId(SUBNET, 5) } },
    ]);
  });

  it('behavior: without the registering tx, or one that cannot be read, the key is not checked, saying why', () => {
    expect(verifyL1BlsKey({ validationId: REGISTERED, publicKey: KEY.publicKey }, undefined)).toEqual([
      { name: 'blsKey', status: 'not-checked', reason: { kind: 'registering-tx-unknown' } },
    ]);
    expect(verifyL1BlsKey({ validationId: REGISTERED, publicKey: KEY.publicKey }, { unreadable: 'not found' })[0]?.reason).toEqual({ kind: 'tx-unreadable', role: 'registering', message: 'not found' });
  });
});
