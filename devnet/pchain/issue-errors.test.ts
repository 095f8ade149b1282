import { bls } from '@avalabs/avalanchejs';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { BaseTxFields, SignedTx, UnsignedTx } from '../../src/lib/codec/types';
import { nodeIdFromBytes } from '../../src/lib/ids';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS } from './accounts';
import { NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES, SECONDS_PER_DAY } from './constants';
import { currentGasPrice } from './fee-state';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { spendable } from './ledger';
import { SubmitError, submitTx } from './mempool';
import { produceBlockAt } from './producer';
import { PROFILES } from './profiles';
import { Random } from './random';
import { amountOf } from './state';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { avaxOutput, buildTx, owners, signTx } from './wallet';

let network: Network;

beforeEach(() => {
  network = buildGenesis({ seed: TEST_CONFIG.seed, genesisTime: TEST_CONFIG.genesisTime, networkId: TEST_CONFIG.networkId, hrp: TEST_CONFIG.hrp, profile: PROFILES.small, upgrades: BEFORE_HELICON });
});

/** A tx paid by ewoq, built and signed by the devnet's wallet at the current gas price (or `price`). */
function ewoqTx(spend: bigint, make: (base: BaseTxFields) => UnsignedTx, price = currentGasPrice(network.state)): SignedTx {
  const built = buildTx({ state: network.state, rng: new Random('test'), keys: network.keys, price }, EWOQ_ADDRESS, spend, make);
  return built!.tx;
}

function transferTx(amount: bigint, to = DEMO_ADDRESS_BYTES[1]!): SignedTx {
  return ewoqTx(amount, (base) => ({ ...base, kind: 'BaseTx', outputs: [...base.outputs, avaxOutput(to, amount)] }));
}

/** The tx re-signed by ewoq after a change to its unsigned part. */
function resigned(unsignedTx: UnsignedTx): Uint8Array {
  const inputs = 'inputs' in unsignedTx ? unsignedTx.inputs : [];
  return encodeSignedTx({ unsignedTx, credentials: signTx(network.keys, encodeUnsignedTx(unsignedTx), inputs.map(() => [EWOQ_ADDRESS])) });
}

function snapshot(): string {
  const state = network.state;
  const balance = spendable(state, EWOQ_ADDRESS).reduce((sum, utxo) => sum + amountOf(utxo.output), 0n);
  return `${state.blocks.length}:${state.utxos.size}:${balance}:${network.mempool.pending.size}:${state.stakers.length}`;
}

/** Submits `bytes`, expecting the node's error and no change besides the tx being dropped. */
function expectRefused(bytes: Uint8Array, message: string | RegExp): void {
  const before = snapshot();
  let error: unknown;
  try {
    submitTx(network, bytes);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(SubmitError);
  expect((error as Error).message).toMatch(message);
  expect(snapshot()).toBe(before);
}

function delegationTx(weight: bigint, end: bigint): SignedTx {
  const validator = [...network.state.validatorsByNode.values()].find((v) => v.end > network.state.time + 10n * BigInt(SECONDS_PER_DAY))!;
  return ewoqTx(weight, (base) => ({
    ...base,
    kind: 'AddPermissionlessDelegatorTx',
    validator: { nodeId: validator.nodeId, start: network.state.time, end, weight },
    subnetId: P_CHAIN_ID_BYTES,
    stake: [avaxOutput(EWOQ_ADDRESS, weight)],
    rewardsOwner: owners(EWOQ_ADDRESS),
  }));
}

describe('submitTx refuses invalid txs with the node\'s reason and changes nothing', () => {
  it('default: a valid transfer is Processing, then committed by the next block', () => {
    const bytes = encodeSignedTx(transferTx(NANO_AVAX_PER_AVAX));
    const id = submitTx(network, bytes);
    expect(submitTx(network, bytes)).toBe(id);
    expect(network.mempool.pending.has(id)).toBe(true);
    produceBlockAt(network, network.state.time + 2n);
    expect(network.state.txs.get(id)?.status).toBe('Committed');
    expect(network.mempool.pending.size).toBe(0);
    expect(submitTx(network, bytes)).toBe(id);
  });

  it('error: malformed bytes', () => {
    expectRefused(Uint8Array.of(0, 0, 0, 0, 0, 99), /^couldn't parse tx: couldn't parse tx: /);
  });

  it('error: wrong network ID', () => {
    const tx = transferTx(NANO_AVAX_PER_AVAX).unsignedTx as Extract<UnsignedTx, { kind: 'BaseTx' }>;
    const bytes = resigned({ ...tx, networkId: 1n });
    expectRefused(bytes, 'couldn\'t issue tx: failed verification: failed execution: metadata failed verification: tx has wrong network ID');
  });

  it('error: an input that does not exist', () => {
    const tx = transferTx(NANO_AVAX_PER_AVAX).unsignedTx as Extract<UnsignedTx, { kind: 'BaseTx' }>;
    const input = { ...tx.inputs[0]!, outputIndex: 999n };
    expectRefused(resigned({ ...tx, inputs: [input] }), /^couldn't issue tx: failed verification: failed execution: failed to read consumed UTXO \w+:999 due to: not found$/);
  });

  it('error: an input already spent by an accepted tx', () => {
    const first = transferTx(NANO_AVAX_PER_AVAX);
    submitTx(network, encodeSignedTx(first));
    produceBlockAt(network, network.state.time + 2n);
    // The same spend with its credential twice, so other bytes than the accepted tx's (a memo is refused since Durango).
    const replay = encodeSignedTx({ ...first, credentials: [...first.credentials, ...first.credentials] });
    expectRefused(replay, /failed to read consumed UTXO .* due to: not found$/);
  });

  it('error: a double spend of a pending tx\'s input', () => {
    const first = transferTx(NANO_AVAX_PER_AVAX);
    submitTx(network, encodeSignedTx(first));
    // The wallet picks the same UTXO again: it does not know about the pending tx.
    const second = transferTx(2n * NANO_AVAX_PER_AVAX);
    expect((second.unsignedTx as BaseTxFields).inputs[0]).toEqual((first.unsignedTx as BaseTxFields).inputs[0]);
    expectRefused(encodeSignedTx(second), /^couldn't issue tx: tx conflicts with other tx: \w+$/);
  });

  it('error: a signature by another key, and a re-issue answers the recorded reason', () => {
    const tx = transferTx(NANO_AVAX_PER_AVAX);
    const forged = encodeSignedTx({ ...tx, credentials: signTx(network.keys, encodeUnsignedTx(tx.unsignedTx), [[DEMO_ADDRESS_BYTES[1]!]]) });
    const reason = /failed to verify transfer: wrong signature: expected signature from \w+ but got from \w+$/;
    expectRefused(forged, reason);
    expectRefused(forged, reason);
    const id = [...network.state.dropped.values()].at(-1)!;
    expect(id.reason).toMatch(/^failed execution: failed to verify transfer: wrong signature/);
  });

  it('error: a fee below gas × price', () => {
    const tx = ewoqTx(NANO_AVAX_PER_AVAX, (base) => ({ ...base, kind: 'BaseTx', outputs: [...base.outputs, avaxOutput(DEMO_ADDRESS_BYTES[1]!, NANO_AVAX_PER_AVAX)] }), 0n);
    expectRefused(encodeSignedTx(tx), /insufficient unlocked funds: needs \d+ more \w+$/);
  });

  it('error: a delegation below the minimum stake', () => {
    const tx = delegationTx(NANO_AVAX_PER_AVAX, network.state.time + 2n * BigInt(SECONDS_PER_DAY));
    expectRefused(encodeSignedTx(tx), 'couldn\'t issue tx: failed verification: failed execution: weight of this validator is too low');
  });

  it('error: a staking period outside the allowed range', () => {
    const short = delegationTx(25n * NANO_AVAX_PER_AVAX, network.state.time + 3_600n);
    expectRefused(encodeSignedTx(short), 'couldn\'t issue tx: failed verification: failed execution: staking period is too short');
    const stake = 2_000n * NANO_AVAX_PER_AVAX;
    const long = ewoqTx(stake, (base) => ({
      ...base,
      kind: 'AddPermissionlessValidatorTx',
      validator: { nodeId: new Uint8Array(20).fill(5), start: network.state.time, end: network.state.time + 400n * BigInt(SECONDS_PER_DAY), weight: stake },
      subnetId: P_CHAIN_ID_BYTES,
      signer: { kind: 'EmptySigner' },
      stake: [avaxOutput(EWOQ_ADDRESS, stake)],
      validationRewardsOwner: owners(EWOQ_ADDRESS),
      delegationRewardsOwner: owners(EWOQ_ADDRESS),
      shares: 20_000n,
    }));
    expectRefused(encodeSignedTx(long), 'couldn\'t issue tx: failed verification: failed execution: staking period is too long');
    expect(network.state.validatorsByNode.has(nodeIdFromBytes(new Uint8Array(20).fill(5)))).toBe(false);
  });

  it("error: Helicon's auto-renewed staking txs before the devnet activates Helicon", () => {
    const stake = 2_000n * NANO_AVAX_PER_AVAX;
    const add = ewoqTx(stake, (base) => ({
      ...base,
      kind: 'AddAutoRenewedValidatorTx',
      nodeId: new Uint8Array(20).fill(6),
      signer: { kind: 'EmptySigner' },
      stake: [avaxOutput(EWOQ_ADDRESS, stake)],
      validationRewardsOwner: owners(EWOQ_ADDRESS),
      delegationRewardsOwner: owners(EWOQ_ADDRESS),
      validatorAuthority: owners(EWOQ_ADDRESS),
      delegationShares: 20_000n,
      autoCompoundRewardShares: 500_000n,
      period: 14n * BigInt(SECONDS_PER_DAY),
    }));
    const helicon = "couldn't issue tx: failed verification: failed execution: attempting to use a Helicon-upgrade feature prior to activation";
    expectRefused(encodeSignedTx(add), helicon);
    const config = ewoqTx(0n, (base) => ({ ...base, kind: 'SetAutoRenewedValidatorConfigTx', txId: new Uint8Array(32).fill(1), auth: { signatureIndices: [0n] }, autoCompoundRewardShares: 0n, period: 0n }));
    expectRefused(encodeSignedTx(config), helicon);
    const reward = encodeSignedTx({ unsignedTx: { kind: 'RewardAutoRenewedValidatorTx', txId: new Uint8Array(32).fill(1), timestamp: network.state.time }, credentials: [] });
    expectRefused(reward, /wrong transaction type/);
  });

  it('error: a validator whose BLS proof of possession does not sign its key', () => {
    const secretKey = new Uint8Array(32).fill(4);
    const publicKey = bls12_381.longSignatures.getPublicKey(secretKey).toBytes(true);
    const proofOfPossession = bls.signProofOfPossession(Uint8Array.of(1), bls.secretKeyFromBytes(secretKey));
    const stake = 2_000n * NANO_AVAX_PER_AVAX;
    const tx = ewoqTx(stake, (base) => ({
      ...base,
      kind: 'AddPermissionlessValidatorTx',
      validator: { nodeId: new Uint8Array(20).fill(6), start: network.state.time, end: network.state.time + 30n * BigInt(SECONDS_PER_DAY), weight: stake },
      subnetId: P_CHAIN_ID_BYTES,
      signer: { kind: 'ProofOfPossession', publicKey, proofOfPossession },
      stake: [avaxOutput(EWOQ_ADDRESS, stake)],
      validationRewardsOwner: owners(EWOQ_ADDRESS),
      delegationRewardsOwner: owners(EWOQ_ADDRESS),
      shares: 20_000n,
    }));
    expectRefused(encodeSignedTx(tx), 'couldn\'t issue tx: failed verification: failed execution: failed to verify validator, signer, or rewards owners: invalid proof of possession');
  });
});
