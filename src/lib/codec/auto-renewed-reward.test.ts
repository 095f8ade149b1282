import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import serialization from '../../../test/fixtures/platformvm-serialization.json';
import { cb58Encode } from '../cb58';
import { fromHex } from '../hex';
import { idFromBytes } from '../ids';
import { autoRenewedRewardTxId } from './auto-renewed-reward';

describe('autoRenewedRewardTxId', () => {
  it("default: the sha256 of the reference node's serialized reward tx with an empty credential list", () => {
    const vector = serialization.vectors.find((entry) => entry.kind === 'RewardAutoRenewedValidatorTx');
    if (!vector) throw new Error('no RewardAutoRenewedValidatorTx vector');
    // The reference bytes are the unsigned tx; a signed tx adds the credential count, 0.
    const signed = new Uint8Array([...fromHex(vector.hex), 0, 0, 0, 0]);
    const stakerTxId = idFromBytes(fromHex('0x' + 'ffeeddccbbaa9988'.repeat(4)));
    expect(autoRenewedRewardTxId(stakerTxId, 1_234_567_890n)).toBe(cb58Encode(sha256(signed)));
  });

  it('behavior: another cycle end is another tx', () => {
    const stakerTxId = idFromBytes(new Uint8Array(32).fill(7));
    expect(autoRenewedRewardTxId(stakerTxId, 1n)).not.toBe(autoRenewedRewardTxId(stakerTxId, 2n));
  });
});
