import { beforeEach, describe, expect, it } from 'vitest';
import type { BaseTxFields, SignedTx, UnsignedTx } from '../../src/lib/codec/types';
import { nodeIdFromBytes } from '../../src/lib/ids';
import { EWOQ_ADDRESS } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { AVAX_ASSET_ID, NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES, SECONDS_PER_DAY } from './constants';
import { cb58 } from './hash';
import type { Network } from './network';
import type { Staker } from './state';
import { subnetWithChain } from './test-l1';
import { REFUSED, accept as acceptOn, ewoqTx as ewoqTxOn, issueTestNetwork, refusal as refusalOn, shortBy } from './test-issue';
import { avaxOutput, owners } from './wallet';

// Every Primary Network staking rule of `platform.issueTx` at its limit: exactly at it is accepted
// and committed, one base unit or one second past it is refused with the reference node's message.
// The limits are the reference node's local-network values, written out here rather than read from
// the devnet's constants, so a wrong constant fails too.

const AVAX = NANO_AVAX_PER_AVAX;
const DAY = BigInt(SECONDS_PER_DAY);
const MIN_VALIDATOR_STAKE = 2_000n * AVAX;
const MAX_VALIDATOR_STAKE = 3_000_000n * AVAX;
const MIN_DELEGATOR_STAKE = 25n * AVAX;
const MIN_DELEGATION_FEE = 20_000n;
const MAX_SHARES = 1_000_000n;
const MIN_STAKE_DURATION = DAY;
const MAX_STAKE_DURATION = 365n * DAY;
const MAX_VALIDATOR_WEIGHT_FACTOR = 5n;

let network: Network;

beforeEach(() => {
  network = issueTestNetwork();
});

const now = () => network.state.time;
const ewoqTx = (spend: bigint, make: (base: BaseTxFields) => UnsignedTx) => ewoqTxOn(network, spend, make);
const refusal = (tx: SignedTx | Uint8Array) => refusalOn(network, tx);
const accept = (tx: SignedTx) => acceptOn(network, tx);

interface ValidatorFields {
  weight?: bigint;
  duration?: bigint;
  shares?: bigint;
  nodeByte?: number;
  /** What the stake outputs hold, when not the weight. */
  stake?: bigint;
  subnetId?: Uint8Array;
}

function validatorTx({ weight = MIN_VALIDATOR_STAKE, duration = 30n * DAY, shares = MIN_DELEGATION_FEE, nodeByte = 0x71, stake = weight, subnetId = P_CHAIN_ID_BYTES }: ValidatorFields): SignedTx {
  const key = BLS_KEYS.at(-2)!;
  return ewoqTx(stake, (base) => ({
    ...base,
    kind: 'AddPermissionlessValidatorTx',
    validator: { nodeId: new Uint8Array(20).fill(nodeByte), start: now(), end: now() + duration, weight },
    subnetId,
    signer: { kind: 'ProofOfPossession', publicKey: key.publicKey, proofOfPossession: key.proofOfPossession },
    stake: [avaxOutput(EWOQ_ADDRESS, stake)],
    validationRewardsOwner: owners(EWOQ_ADDRESS),
    delegationRewardsOwner: owners(EWOQ_ADDRESS),
    shares,
  }));
}

function delegationTx(validator: Staker, weight: bigint, end = now() + 2n * DAY, stake = weight, subnetId = P_CHAIN_ID_BYTES): SignedTx {
  return ewoqTx(stake, (base) => ({
    ...base,
    kind: 'AddPermissionlessDelegatorTx',
    validator: { nodeId: validator.nodeId, start: now(), end, weight },
    subnetId,
    stake: [avaxOutput(EWOQ_ADDRESS, stake)],
    rewardsOwner: owners(EWOQ_ADDRESS),
  }));
}

/** A validator that ends in more than `days` and has no delegations yet. */
function quietValidator(days: bigint): Staker {
  const validator = [...network.state.validatorsByNode.values()].find((v) => v.end > now() + days * DAY && v.delegatorWeight === 0n);
  if (!validator) throw new Error('no validator without delegations');
  return validator;
}

describe('validator stake, duration and delegation fee at their limits', () => {
  it('behavior: the minimum stake is accepted, one base unit less is refused', () => {
    expect(refusal(validatorTx({ weight: MIN_VALIDATOR_STAKE - 1n }))).toBe(`${REFUSED}weight of this validator is too low`);
    accept(validatorTx({ weight: MIN_VALIDATOR_STAKE }));
  });

  it('behavior: the maximum stake is accepted, one base unit more is refused', () => {
    expect(refusal(validatorTx({ weight: MAX_VALIDATOR_STAKE + 1n }))).toBe(`${REFUSED}weight of this validator is too large`);
    accept(validatorTx({ weight: MAX_VALIDATOR_STAKE }));
  });

  it('behavior: the shortest and the longest staking periods are accepted, a second beyond either is refused', () => {
    expect(refusal(validatorTx({ duration: MIN_STAKE_DURATION - 1n }))).toBe(`${REFUSED}staking period is too short`);
    expect(refusal(validatorTx({ duration: MAX_STAKE_DURATION + 1n }))).toBe(`${REFUSED}staking period is too long`);
    accept(validatorTx({ duration: MIN_STAKE_DURATION, nodeByte: 0x72 }));
    accept(validatorTx({ duration: MAX_STAKE_DURATION, nodeByte: 0x73 }));
  });

  it('behavior: the lowest and the highest delegation fees are accepted, one share beyond either is refused', () => {
    expect(refusal(validatorTx({ shares: MIN_DELEGATION_FEE - 1n }))).toBe(`${REFUSED}staker charges an insufficient delegation fee`);
    expect(refusal(validatorTx({ shares: MAX_SHARES + 1n }))).toBe(`${REFUSED}a staker can only require at most 100% reward to be delegated`);
    accept(validatorTx({ shares: MIN_DELEGATION_FEE, nodeByte: 0x74 }));
    accept(validatorTx({ shares: MAX_SHARES, nodeByte: 0x75 }));
  });

  it('error: stake outputs that hold other than the weight', () => {
    expect(refusal(validatorTx({ stake: MIN_VALIDATOR_STAKE + 1n }))).toBe(`${REFUSED}validator weight mismatch: weight ${MIN_VALIDATOR_STAKE} != stake ${MIN_VALIDATOR_STAKE + 1n}`);
  });

  it("error: a validator or delegator of a subnet (the devnet's own refusal: its subnets are never transformed)", () => {
    const subnetId = subnetWithChain(network).subnetId;
    expect(refusal(validatorTx({ subnetId }))).toBe(`${REFUSED}only Primary Network validators can be added, not subnet ${cb58(subnetId)}`);
    expect(refusal(delegationTx(quietValidator(3n), MIN_DELEGATOR_STAKE, undefined, undefined, subnetId))).toBe(`${REFUSED}only Primary Network delegators can be added, not subnet ${cb58(subnetId)}`);
  });

  it('error: a second validation of the same node is refused', () => {
    accept(validatorTx({}));
    expect(refusal(validatorTx({}))).toMatch(new RegExp(`^${REFUSED}duplicate validator: NodeID-\\w+ on \\w+$`));
  });
});

describe('delegation stake, period and capacity at their limits', () => {
  it('behavior: the minimum delegation is accepted, one base unit less is refused', () => {
    const validator = quietValidator(3n);
    expect(refusal(delegationTx(validator, MIN_DELEGATOR_STAKE - 1n))).toBe(`${REFUSED}weight of this validator is too low`);
    accept(delegationTx(validator, MIN_DELEGATOR_STAKE));
  });

  it('error: stake outputs that hold other than the weight', () => {
    const validator = quietValidator(3n);
    expect(refusal(delegationTx(validator, MIN_DELEGATOR_STAKE, undefined, MIN_DELEGATOR_STAKE - 1n))).toBe(
      `${REFUSED}delegator weight is not equal to total stake weight, delegator weight ${MIN_DELEGATOR_STAKE} total stake weight ${MIN_DELEGATOR_STAKE - 1n}`,
    );
  });

  it('error: a rewards owner no signatures can meet (`failed to verify validator or rewards owner`)', () => {
    const validator = quietValidator(3n);
    const tx = ewoqTx(MIN_DELEGATOR_STAKE, (base) => ({
      ...base,
      kind: 'AddPermissionlessDelegatorTx',
      validator: { nodeId: validator.nodeId, start: now(), end: now() + 2n * DAY, weight: MIN_DELEGATOR_STAKE },
      subnetId: P_CHAIN_ID_BYTES,
      stake: [avaxOutput(EWOQ_ADDRESS, MIN_DELEGATOR_STAKE)],
      rewardsOwner: owners(EWOQ_ADDRESS, 2n),
    }));
    expect(refusal(tx)).toBe(`${REFUSED}failed to verify validator or rewards owner: output is unspendable`);
  });

  it('error: a delegation to a node that is not validating', () => {
    const stranger = { ...quietValidator(3n), nodeId: new Uint8Array(20).fill(0x99) };
    expect(refusal(delegationTx(stranger, MIN_DELEGATOR_STAKE))).toBe(`${REFUSED}failed to fetch the validator for ${nodeIdFromBytes(stranger.nodeId)} on 11111111111111111111111111111111LpoYY: not found`);
  });

  it("behavior: a delegation may end with its validator's period, not a second after", () => {
    const validator = quietValidator(3n);
    expect(refusal(delegationTx(validator, MIN_DELEGATOR_STAKE, validator.end + 1n))).toBe(`${REFUSED}proposed staking period is not inside dependent staking period`);
    accept(delegationTx(validator, MIN_DELEGATOR_STAKE, validator.end));
  });

  it("behavior: a delegation may start at its validator's start, the second the validator is accepted (`txs.BoundedBy`)", () => {
    accept(validatorTx({}));
    const validator = network.state.validatorsByNode.get(nodeIdFromBytes(new Uint8Array(20).fill(0x71)));
    if (!validator) throw new Error('the validator was not added');
    expect(validator.start).toBe(now());
    accept(delegationTx(validator, MIN_DELEGATOR_STAKE));
  });

  it('error: stake the inputs do not pay for', () => {
    const tx = shortBy(network, delegationTx(quietValidator(3n), MIN_DELEGATOR_STAKE), MIN_DELEGATOR_STAKE);
    expect(refusal(tx)).toBe(`${REFUSED}flow check failed: insufficient unlocked funds: needs ${MIN_DELEGATOR_STAKE} more ${AVAX_ASSET_ID}`);
  });

  it("behavior: a delegation may fill the validator's capacity (five times its stake, at most the maximum stake), not one base unit more", () => {
    const validator = quietValidator(3n);
    const limit = validator.weight * MAX_VALIDATOR_WEIGHT_FACTOR < MAX_VALIDATOR_STAKE ? validator.weight * MAX_VALIDATOR_WEIGHT_FACTOR : MAX_VALIDATOR_STAKE;
    const capacity = limit - validator.weight;
    expect(refusal(delegationTx(validator, capacity + 1n))).toBe(`${REFUSED}validator would be over delegated`);
    accept(delegationTx(validator, capacity));
    expect(refusal(delegationTx(validator, MIN_DELEGATOR_STAKE))).toBe(`${REFUSED}validator would be over delegated`);
  });
});

describe('the fee at its limit', () => {
  it('behavior: a fee of exactly gas × price is accepted, one base unit less is refused', () => {
    const exact = validatorTx({});
    expect(refusal(shortBy(network, exact, 1n))).toMatch(new RegExp(`^${REFUSED}flow check failed: insufficient unlocked funds: needs 1 more \\w+$`));
    accept(exact);
  });
});
