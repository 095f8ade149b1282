import { beforeEach, describe, expect, it } from 'vitest';
import type { BaseTxFields, OutputOwners, SignedTx, UnsignedTx } from '../../src/lib/codec/types';
import { bytesEqual } from '../../src/lib/bytes';
import { nodeIdFromBytes, parseId } from '../../src/lib/ids';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { AVAX_ASSET_ID, NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES, SECONDS_PER_DAY } from './constants';
import { cb58 } from './hash';
import type { Network } from './network';
import { advanceBy } from './producer';
import { REFUSED, accept as acceptOn, ewoqTx, issueTestNetwork, refusal as refusalOn, shortBy } from './test-issue';
import type { Staker } from './state';
import { DEFAULT_UPGRADE_SCHEDULE } from '../upgrades';
import { avaxOutput, owners } from './wallet';
import { itemAt } from '../../src/lib/lists';

// Helicon's auto-renewed staking rules of `platform.issueTx` at their limits: exactly at a limit is
// accepted and committed, one past it is refused with the reference node's words, and a refused tx
// changes nothing. The limits are the reference node's local-network values, written out here.

const AVAX = NANO_AVAX_PER_AVAX;
const DAY = BigInt(SECONDS_PER_DAY);
const MIN_VALIDATOR_STAKE = 2_000n * AVAX;
const MAX_VALIDATOR_STAKE = 3_000_000n * AVAX;
const MIN_DELEGATION_FEE = 20_000n;
const PERCENT_DENOMINATOR = 1_000_000n;
/** The local network's minimum validation once Helicon is active (ACP-273), not the day before it. */
const MIN_STAKE_DURATION = 3_600n;
const MAX_STAKE_DURATION = 365n * DAY;

let network: Network;

beforeEach(() => {
  network = issueTestNetwork(DEFAULT_UPGRADE_SCHEDULE);
});

/** What a refused tx must leave as it was. */
function snapshot(): string {
  const { state, mempool } = network;
  const configs = [...state.validatorsByNode.values()].map((v) => `${v.txId}:${v.autoRenewal?.nextPeriod}:${v.autoRenewal?.autoCompoundShares}`);
  return `${state.blocks.length}:${state.utxos.size}:${mempool.pending.size}:${state.stakers.length}:${configs.join()}`;
}

function refusal(tx: SignedTx): string | undefined {
  const before = snapshot();
  const reason = refusalOn(network, tx);
  if (reason !== undefined) expect(snapshot()).toBe(before);
  return reason;
}

const accept = (tx: SignedTx) => acceptOn(network, tx);
const nodeIdOf = (byte: number) => nodeIdFromBytes(new Uint8Array(20).fill(byte));

interface AddFields {
  weight?: bigint;
  period?: bigint;
  shares?: bigint;
  restake?: bigint;
  nodeByte?: number;
  signer?: boolean;
}

function addTx({ weight = MIN_VALIDATOR_STAKE, period = 30n * DAY, shares = MIN_DELEGATION_FEE, restake = 500_000n, nodeByte = 0x72, signer = true }: AddFields): SignedTx {
  const key = BLS_KEYS.at(-3)!;
  return ewoqTx(network, weight, (base: BaseTxFields) => ({
    ...base,
    kind: 'AddAutoRenewedValidatorTx',
    nodeId: new Uint8Array(20).fill(nodeByte),
    signer: signer ? { kind: 'ProofOfPossession', publicKey: key.publicKey, proofOfPossession: key.proofOfPossession } : { kind: 'EmptySigner' },
    stake: [avaxOutput(EWOQ_ADDRESS, weight)],
    validationRewardsOwner: owners(EWOQ_ADDRESS),
    delegationRewardsOwner: owners(EWOQ_ADDRESS),
    validatorAuthority: owners(EWOQ_ADDRESS),
    delegationShares: shares,
    autoCompoundRewardShares: restake,
    period,
  }));
}

interface ConfigFields {
  txId: string;
  restake?: bigint;
  period?: bigint;
  /** Who signs the authorisation (default ewoq). */
  signer?: OutputOwners;
}

function configTx({ txId, restake = 250_000n, period = 2n * DAY, signer = owners(EWOQ_ADDRESS) }: ConfigFields): SignedTx {
  const make = (base: BaseTxFields): UnsignedTx => ({ ...base, kind: 'SetAutoRenewedValidatorConfigTx', txId: parseId(txId), auth: { signatureIndices: [0n] }, autoCompoundRewardShares: restake, period });
  return ewoqTx(network, 0n, make, signer);
}

/** The genesis-time auto-renewed validator whose authority is ewoq. */
function ewoqAuthorized(): Staker {
  const found = [...network.state.validatorsByNode.values()].find((v) => v.autoRenewal?.authority.addresses.some((address) => bytesEqual(address, EWOQ_ADDRESS)));
  if (!found) throw new Error('no auto-renewed validator with ewoq as its authority');
  return found;
}

describe('AddAutoRenewedValidatorTx at the limits', () => {
  it('boundary: the weight one base unit under the minimum stake is refused, the minimum is accepted', () => {
    expect(refusal(addTx({ weight: MIN_VALIDATOR_STAKE - 1n }))).toBe(`${REFUSED}weight of this validator is too low`);
    accept(addTx({ weight: MIN_VALIDATOR_STAKE }));
    const added = network.state.validatorsByNode.get(nodeIdOf(0x72));
    expect(added).toMatchObject({ weight: MIN_VALIDATOR_STAKE, end: added!.start + 30n * DAY, autoRenewal: { nextPeriod: 30n * DAY, autoCompoundShares: 500_000n } });
  });

  it('error: the weight one base unit over the maximum stake', () => {
    expect(refusal(addTx({ weight: MAX_VALIDATOR_STAKE + 1n }))).toBe(`${REFUSED}weight of this validator is too large`);
  });

  it('boundary: a period a second under the minimum stake duration is refused, the minimum is accepted', () => {
    expect(refusal(addTx({ period: MIN_STAKE_DURATION - 1n }))).toBe(`${REFUSED}staking period is too short`);
    accept(addTx({ period: MIN_STAKE_DURATION }));
  });

  it('boundary: a period a second over the maximum stake duration is refused, the maximum is accepted', () => {
    expect(refusal(addTx({ period: MAX_STAKE_DURATION + 1n }))).toBe(`${REFUSED}staking period is too long`);
    accept(addTx({ period: MAX_STAKE_DURATION }));
  });

  it('boundary: restaking one share over all of the rewards is refused, all of them is accepted', () => {
    expect(refusal(addTx({ restake: PERCENT_DENOMINATOR + 1n }))).toBe(`${REFUSED}a staker can only restake at most 1000000 shares from rewards`);
    accept(addTx({ restake: PERCENT_DENOMINATOR }));
  });

  it('boundary: a delegation fee a share under the minimum is refused, the minimum is accepted', () => {
    expect(refusal(addTx({ shares: MIN_DELEGATION_FEE - 1n }))).toBe(`${REFUSED}staker charges an insufficient delegation fee`);
    accept(addTx({ shares: MIN_DELEGATION_FEE }));
  });

  it('boundary: a delegation fee one share over all of the reward is refused, all of it is accepted', () => {
    expect(refusal(addTx({ shares: PERCENT_DENOMINATOR + 1n }))).toBe(`${REFUSED}a staker can only require at most 1000000 shares from delegators`);
    accept(addTx({ shares: PERCENT_DENOMINATOR }));
  });

  it('error: stake or a fee the inputs do not pay for (`verifySpend`: flow check failed)', () => {
    const funds = (tx: SignedTx, extra: bigint) => refusal(shortBy(network, tx, extra));
    expect(funds(addTx({}), MIN_VALIDATOR_STAKE)).toBe(`${REFUSED}flow check failed: insufficient unlocked funds: needs ${MIN_VALIDATOR_STAKE} more ${AVAX_ASSET_ID}`);
    expect(funds(configTx({ txId: ewoqAuthorized().txId }), 1n)).toBe(`${REFUSED}flow check failed: insufficient unlocked funds: needs 1 more ${AVAX_ASSET_ID}`);
  });

  it('error: a period of 0, no BLS key, a node already validating', () => {
    expect(refusal(addTx({ period: 0n }))).toBe(`${REFUSED}missing period`);
    expect(refusal(addTx({ signer: false }))).toBe(`${REFUSED}missing signer`);
    accept(addTx({ nodeByte: 0x75 }));
    expect(refusal(addTx({ nodeByte: 0x75 }))).toBe(`${REFUSED}duplicate validator: ${nodeIdOf(0x75)}`);
  });

  it('boundary: a fixed-term validator may stake for the same hour since Helicon (ACP-273)', () => {
    const key = BLS_KEYS.at(-4)!;
    const fixedTerm = (duration: bigint) =>
      ewoqTx(network, MIN_VALIDATOR_STAKE, (base: BaseTxFields) => ({
        ...base,
        kind: 'AddPermissionlessValidatorTx',
        validator: { nodeId: new Uint8Array(20).fill(0x76), start: network.state.time, end: network.state.time + duration, weight: MIN_VALIDATOR_STAKE },
        subnetId: P_CHAIN_ID_BYTES,
        signer: { kind: 'ProofOfPossession', publicKey: key.publicKey, proofOfPossession: key.proofOfPossession },
        stake: [avaxOutput(EWOQ_ADDRESS, MIN_VALIDATOR_STAKE)],
        validationRewardsOwner: owners(EWOQ_ADDRESS),
        delegationRewardsOwner: owners(EWOQ_ADDRESS),
        shares: MIN_DELEGATION_FEE,
      }));
    expect(refusal(fixedTerm(MIN_STAKE_DURATION - 1n))).toBe(`${REFUSED}staking period is too short`);
    accept(fixedTerm(MIN_STAKE_DURATION));
  });

  it('error: before Helicon activates, with the reference node\'s words', () => {
    network = issueTestNetwork();
    expect(refusal(addTx({}))).toBe(`${REFUSED}attempting to use a Helicon-upgrade feature prior to activation`);
  });
});

describe('SetAutoRenewedValidatorConfigTx at the limits', () => {
  it('boundary: restaking one share over all of the rewards is refused, all of them is accepted and applied', () => {
    const validator = ewoqAuthorized();
    expect(refusal(configTx({ txId: validator.txId, restake: PERCENT_DENOMINATOR + 1n }))).toBe(`${REFUSED}a staker can only restake at most 1000000 shares from rewards`);
    accept(configTx({ txId: validator.txId, restake: PERCENT_DENOMINATOR, period: 3n * DAY }));
    expect(validator.autoRenewal).toMatchObject({ autoCompoundShares: PERCENT_DENOMINATOR, nextPeriod: 3n * DAY });
  });

  it('boundary: a next period a second under the minimum is refused; 0 (exit) and the minimum are accepted', () => {
    const validator = ewoqAuthorized();
    expect(refusal(configTx({ txId: validator.txId, period: MIN_STAKE_DURATION - 1n }))).toBe(`${REFUSED}staking period is too short`);
    expect(refusal(configTx({ txId: validator.txId, period: MAX_STAKE_DURATION + 1n }))).toBe(`${REFUSED}staking period is too long`);
    accept(configTx({ txId: validator.txId, period: 0n }));
    expect(validator.autoRenewal?.nextPeriod).toBe(0n);
    accept(configTx({ txId: validator.txId, period: MIN_STAKE_DURATION }));
    expect(validator.autoRenewal?.nextPeriod).toBe(MIN_STAKE_DURATION);
  });

  it('error: signed by another key than the validator authority', () => {
    const validator = ewoqAuthorized();
    const reason = refusal(configTx({ txId: validator.txId, signer: owners(itemAt(DEMO_ADDRESS_BYTES, 1)) }));
    expect(reason).toMatch(new RegExp(`^${REFUSED}unauthorized modification: wrong signature: expected signature from `));
  });

  it('error: an unknown tx, a validator that is not auto-renewed, a stale tx ID', () => {
    expect(refusal(configTx({ txId: cb58(new Uint8Array(32).fill(9)) }))).toBe(`${REFUSED}getting staker tx: not found`);
    const fixedTerm = [...network.state.validatorsByNode.values()].find((v) => !v.autoRenewal)!;
    expect(refusal(configTx({ txId: fixedTerm.txId }))).toBe(`${REFUSED}invalid staker tx type: *txs.AddPermissionlessValidatorTx`);
    // A validator that has left: its node validates again under a new tx, and the old ID is stale.
    const nodeId = nodeIdOf(0x74);
    accept(addTx({ period: MIN_STAKE_DURATION, nodeByte: 0x74 }));
    const oldId = network.state.validatorsByNode.get(nodeId)!.txId;
    accept(configTx({ txId: oldId, period: 0n }));
    advanceBy(network, MIN_STAKE_DURATION, 3_600n);
    expect(network.state.validatorsByNode.has(nodeId)).toBe(false);
    expect(refusal(configTx({ txId: oldId }))).toBe(`${REFUSED}getting validator ${nodeId} from state: not found`);
    accept(addTx({ nodeByte: 0x74 }));
    expect(refusal(configTx({ txId: oldId }))).toBe(`${REFUSED}invalid staker tx: wrong tx id`);
  });
});
