import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../lib/json-value';
import { burnedFee } from './tx-fee';

const ASSET = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';
const output = (amount: bigint, assetID = ASSET): JsonObject => ({ assetID, output: { addresses: [], amount, locktime: 0n, threshold: 1n } });
const input = (amount: bigint, assetID = ASSET): JsonObject => ({ txID: 'x', outputIndex: 0n, assetID, input: { amount, signatureIndices: [0n] } });
const lockedOutput = (amount: bigint): JsonObject => ({ assetID: ASSET, output: { locktime: 99n, output: { addresses: [], amount, locktime: 0n, threshold: 1n } } });

describe('burnedFee', () => {
  it('default', () => {
    expect(burnedFee({ inputs: [input(1_000n)], outputs: [output(990n)] })).toBe(10n);
  });
  it('args: stake, exports and stake-locked outputs count as received', () => {
    const tx = { inputs: [input(1_000n)], outputs: [output(100n)], stake: [lockedOutput(800n)], exportedOutputs: [output(50n)] };
    expect(burnedFee(tx)).toBe(50n);
  });
  it('args: imported inputs count as consumed', () => {
    expect(burnedFee({ inputs: [], importedInputs: [input(500n)], outputs: [output(499n)] })).toBe(1n);
  });
  it('args: L1 validator balances count as received', () => {
    expect(burnedFee({ inputs: [input(1_000n)], outputs: [output(600n)], balance: 300n })).toBe(100n);
    expect(burnedFee({ inputs: [input(1_000n)], outputs: [], validators: [{ balance: 200n }, { balance: 700n }] })).toBe(100n);
  });
  it('behavior: nothing spent gives no fee', () => {
    expect(burnedFee({ txID: 'x' })).toBeUndefined();
  });
  it('behavior: more than one asset gives no single fee', () => {
    expect(burnedFee({ inputs: [input(1_000n), input(5n, 'other')], outputs: [output(990n)] })).toBeUndefined();
  });
});
