import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSignedTx } from '../../src/lib/codec/tx';
import type { SignedTx, TransferableInput } from '../../src/lib/codec/types';
import { nodeIdFromBytes } from '../../src/lib/ids';
import { itemAt } from '../../src/lib/lists';
import { EWOQ_ADDRESS } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { AVAX_ASSET_ID, AVAX_ASSET_ID_BYTES, C_CHAIN_ID_BYTES, MIN_STAKE_DURATION, NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES, SUBNET_EVM_ID_BYTES, X_CHAIN_ID, X_CHAIN_ID_BYTES } from './constants';
import { cb58, sha256 } from './hash';
import type { Network } from './network';
import type { Staker } from './state';
import { convertTx, l1ValidatorOf, subnetWithChain, type UnconvertedSubnet } from './test-l1';
import { PAYER, REFUSED, accept, ewoqTx, issueTestNetwork, paidWithTwoInputs, refusal, shortBy } from './test-issue';
import { avaxOutput, owners } from './wallet';

// The rules of subnet txs and atomic txs at their limits: the subnet's owner authorises each change
// (`verifyPoASubnetAuthorization`) until the subnet becomes an L1, a chain's name
// (`CreateChainTx.SyntacticVerify`), a subnet validator within its Primary Network validation
// (`verifyAddSubnetValidatorTx`), removal of a subnet validator, and the imported inputs and exported
// outputs an atomic tx needs. Messages are the reference node's.

const EWOQ_OWNER = { threshold: 1n, addresses: [EWOQ_ADDRESS] };
const AMOUNT = NANO_AVAX_PER_AVAX;

let network: Network;
let subnet: UnconvertedSubnet;

beforeEach(() => {
  network = issueTestNetwork();
  subnet = subnetWithChain(network);
});

function createChainTx(subnetId: Uint8Array, chainName = 'chain'): SignedTx {
  return ewoqTx(
    network,
    0n,
    (base) => ({ ...base, kind: 'CreateChainTx', subnetId, chainName, vmId: SUBNET_EVM_ID_BYTES, fxIds: [], genesisData: new Uint8Array(0), subnetAuthorization: { signatureIndices: [0n] } }),
    EWOQ_OWNER,
  );
}

/** A Primary Network validator whose validation runs at least a stake duration past now. */
function primaryValidator(): Staker {
  const found = [...network.state.validatorsByNode.values()].find((validator) => validator.end > network.state.time + 2n * MIN_STAKE_DURATION);
  if (!found) throw new Error('no Primary Network validator that long');
  return found;
}

function addSubnetValidatorTx(nodeId: Uint8Array, end: bigint, subnetId = subnet.subnetId, weight = 1n): SignedTx {
  return ewoqTx(
    network,
    0n,
    (base) => ({ ...base, kind: 'AddSubnetValidatorTx', validator: { nodeId, start: network.state.time, end, weight, subnetId }, subnetAuthorization: { signatureIndices: [0n] } }),
    EWOQ_OWNER,
  );
}

describe("a subnet's authorisation", () => {
  it('error: a change to a subnet that does not exist', () => {
    expect(refusal(network, createChainTx(sha256(new TextEncoder().encode('no subnet'))))).toBe(`${REFUSED}not found`);
  });

  it('error: a change with no credential for the authorisation', () => {
    const tx = createChainTx(subnet.subnetId);
    expect(refusal(network, { ...tx, credentials: [] })).toBe(`${REFUSED}should have the same number of credentials as inputs`);
  });

  it('behavior: the last credential authorises, the ones before it sign the inputs', () => {
    const signedBy = paidWithTwoInputs(network, (base) => ({ ...base, kind: 'CreateChainTx', subnetId: subnet.subnetId, chainName: 'chain', vmId: SUBNET_EVM_ID_BYTES, fxIds: [], genesisData: new Uint8Array(0), subnetAuthorization: { signatureIndices: [0n] } }));
    expect(refusal(network, signedBy(PAYER))).toMatch(new RegExp(`^${REFUSED}unauthorized modification: wrong signature: expected signature from `));
    accept(network, signedBy(EWOQ_ADDRESS));
  });

  it('behavior: its owner changes a subnet until it is converted to an L1, then the subnet is immutable', () => {
    accept(network, createChainTx(subnet.subnetId));
    accept(network, convertTx(network, subnet, [l1ValidatorOf(0x51, itemAt(BLS_KEYS, 0), AMOUNT)]));
    expect(refusal(network, createChainTx(subnet.subnetId, 'later'))).toBe(`${REFUSED}"${cb58(subnet.subnetId)}" is immutable`);
  });
});

describe("a chain's name", () => {
  it('behavior: 128 letters, digits and spaces (or none) are accepted, 129 are too long', () => {
    expect(refusal(network, createChainTx(subnet.subnetId, 'a'.repeat(129)))).toBe(`${REFUSED}name too long`);
    accept(network, createChainTx(subnet.subnetId, `Chain 1 ${'a'.repeat(120)}`));
    accept(network, createChainTx(subnet.subnetId, ''));
  });

  it('error: a character other than an ASCII letter, digit or space', () => {
    expect(refusal(network, createChainTx(subnet.subnetId, 'dex-chain'))).toBe(`${REFUSED}illegal name character`);
    expect(refusal(network, createChainTx(subnet.subnetId, 'chaîne'))).toBe(`${REFUSED}illegal name character`);
  });
});

describe('a subnet validator', () => {
  it("behavior: a Primary Network validator validates the subnet up to its own end, not a second past it, and only once, the fee paid", () => {
    const validator = primaryValidator();
    expect(refusal(network, addSubnetValidatorTx(validator.nodeId, validator.end + 1n))).toBe(`${REFUSED}proposed staking period is not inside dependent staking period`);
    expect(refusal(network, shortBy(network, addSubnetValidatorTx(validator.nodeId, validator.end), 1n))).toBe(`${REFUSED}flow check failed: insufficient unlocked funds: needs 1 more ${AVAX_ASSET_ID}`);
    accept(network, addSubnetValidatorTx(validator.nodeId, validator.end));
    expect(refusal(network, addSubnetValidatorTx(validator.nodeId, validator.end - 1n))).toBe(
      `${REFUSED}attempted to issue duplicate validator for ${validator.nodeIdText} on subnet ${cb58(subnet.subnetId)}`,
    );
  });

  it("behavior: a node validates the subnet from the second its Primary Network validation starts (`txs.BoundedBy`)", () => {
    const key = itemAt(BLS_KEYS, BLS_KEYS.length - 2);
    const nodeId = new Uint8Array(20).fill(0x71);
    const validation = ewoqTx(network, 2_000n * AMOUNT, (base) => ({
      ...base,
      kind: 'AddPermissionlessValidatorTx',
      validator: { nodeId, start: network.state.time, end: network.state.time + 30n * MIN_STAKE_DURATION, weight: 2_000n * AMOUNT },
      subnetId: P_CHAIN_ID_BYTES,
      signer: { kind: 'ProofOfPossession', publicKey: key.publicKey, proofOfPossession: key.proofOfPossession },
      stake: [avaxOutput(EWOQ_ADDRESS, 2_000n * AMOUNT)],
      validationRewardsOwner: owners(EWOQ_ADDRESS),
      delegationRewardsOwner: owners(EWOQ_ADDRESS),
      shares: 20_000n,
    }));
    accept(network, validation);
    expect(network.state.validatorsByNode.get(nodeIdFromBytes(nodeId))?.start).toBe(network.state.time);
    accept(network, addSubnetValidatorTx(nodeId, network.state.time + MIN_STAKE_DURATION));
  });

  it('error: a node that does not validate the Primary Network, a weight of 0, the Primary Network itself', () => {
    const end = network.state.time + MIN_STAKE_DURATION;
    const stranger = new Uint8Array(20).fill(0x77);
    expect(refusal(network, addSubnetValidatorTx(stranger, end))).toBe(`${REFUSED}${nodeIdFromBytes(stranger)} isn't a current or pending validator of the primary network`);
    const validator = primaryValidator();
    expect(refusal(network, addSubnetValidatorTx(validator.nodeId, end, subnet.subnetId, 0n))).toBe(`${REFUSED}weight of this validator is too low`);
    expect(refusal(network, addSubnetValidatorTx(validator.nodeId, end, P_CHAIN_ID_BYTES))).toBe(`${REFUSED}can't add primary network validator with AddSubnetValidatorTx`);
  });

  it('behavior: a subnet validator is removed by the owner; a node that does not validate the subnet is not', () => {
    const validator = primaryValidator();
    accept(network, addSubnetValidatorTx(validator.nodeId, validator.end));
    const removeTx = (nodeId: Uint8Array) =>
      ewoqTx(network, 0n, (base) => ({ ...base, kind: 'RemoveSubnetValidatorTx', nodeId, subnetId: subnet.subnetId, subnetAuthorization: { signatureIndices: [0n] } }), EWOQ_OWNER);
    const stranger = new Uint8Array(20).fill(0x77);
    expect(refusal(network, removeTx(stranger))).toBe(`${REFUSED}${nodeIdFromBytes(stranger)} isn't a current or pending validator of ${cb58(subnet.subnetId)}: not found`);
    accept(network, removeTx(validator.nodeId));
  });
});

describe("an atomic tx's imported inputs and exported outputs", () => {
  it('behavior: an export of one output is accepted; one of none, one its inputs do not pay for and one to the X-Chain (the devnet has none) are refused', () => {
    const exportTx = (amounts: bigint[]) =>
      ewoqTx(
        network,
        amounts.reduce((sum, amount) => sum + amount, 0n),
        (base) => ({ ...base, kind: 'ExportTx', destinationChain: C_CHAIN_ID_BYTES, exportedOutputs: amounts.map((amount) => avaxOutput(EWOQ_ADDRESS, amount)) }),
      );
    expect(refusal(network, exportTx([]))).toBe(`${REFUSED}no export outputs`);
    expect(refusal(network, shortBy(network, exportTx([AMOUNT]), AMOUNT))).toBe(`${REFUSED}failed verifySpend: insufficient unlocked funds: needs ${AMOUNT} more ${AVAX_ASSET_ID}`);
    const toXChain = ewoqTx(network, AMOUNT, (base) => ({ ...base, kind: 'ExportTx', destinationChain: X_CHAIN_ID_BYTES, exportedOutputs: [avaxOutput(EWOQ_ADDRESS, AMOUNT)] }));
    expect(refusal(network, toXChain)).toBe(`${REFUSED}destination chain ${X_CHAIN_ID} is not the C-Chain`);
    accept(network, exportTx([AMOUNT]));
  });

  it('error: an import of no inputs, of one input twice, or from the X-Chain (the devnet has none)', () => {
    const imported: TransferableInput = { txId: sha256(Uint8Array.of(1)), outputIndex: 0n, assetId: AVAX_ASSET_ID_BYTES, input: { kind: 'TransferInput', amount: AMOUNT, signatureIndices: [0n] } };
    const importTx = (importedInputs: TransferableInput[]) => ewoqTx(network, 0n, (base) => ({ ...base, kind: 'ImportTx', sourceChain: C_CHAIN_ID_BYTES, importedInputs }));
    expect(refusal(network, importTx([]))).toBe(`${REFUSED}tx has no imported inputs`);
    expect(refusal(network, importTx([imported, imported]))).toBe(`${REFUSED}inputs not sorted and unique`);
    expect(refusal(network, encodeSignedTx(importTx([imported])))).toBe(`${REFUSED}failed to get shared memory: not found`);
    const fromXChain = ewoqTx(network, 0n, (base) => ({ ...base, kind: 'ImportTx', sourceChain: X_CHAIN_ID_BYTES, importedInputs: [imported] }));
    expect(refusal(network, fromXChain)).toBe(`${REFUSED}failed to get shared memory: source chain ${X_CHAIN_ID} is not the C-Chain`);
  });
});

describe('txs the upgrades retired', () => {
  it('error: AddValidatorTx and AddDelegatorTx since Durango, TransformSubnetTx since Etna', () => {
    const validator = { nodeId: new Uint8Array(20).fill(0x78), start: network.state.time, end: network.state.time + MIN_STAKE_DURATION, weight: AMOUNT };
    const owner = { locktime: 0n, ...EWOQ_OWNER };
    const stake = [avaxOutput(EWOQ_ADDRESS, AMOUNT)];
    expect(refusal(network, ewoqTx(network, AMOUNT, (base) => ({ ...base, kind: 'AddValidatorTx', validator, stake, rewardsOwner: owner, shares: 20_000n })))).toBe(
      `${REFUSED}AddValidatorTx is not permitted post-Durango`,
    );
    expect(refusal(network, ewoqTx(network, AMOUNT, (base) => ({ ...base, kind: 'AddDelegatorTx', validator, stake, rewardsOwner: owner })))).toBe(`${REFUSED}AddDelegatorTx is not permitted post-Durango`);
    const transform = ewoqTx(
      network,
      0n,
      (base) => ({
        ...base,
        kind: 'TransformSubnetTx',
        subnetId: subnet.subnetId,
        assetId: AVAX_ASSET_ID_BYTES,
        initialSupply: AMOUNT,
        maximumSupply: 2n * AMOUNT,
        minConsumptionRate: 0n,
        maxConsumptionRate: 0n,
        minValidatorStake: 1n,
        maxValidatorStake: AMOUNT,
        minStakeDuration: 1n,
        maxStakeDuration: 2n,
        minDelegationFee: 0n,
        minDelegatorStake: 1n,
        maxValidatorWeightFactor: 1n,
        uptimeRequirement: 0n,
        subnetAuthorization: { signatureIndices: [0n] },
      }),
      EWOQ_OWNER,
    );
    expect(refusal(network, transform)).toBe(`${REFUSED}TransformSubnetTx is not permitted post-Etna`);
  });
});
