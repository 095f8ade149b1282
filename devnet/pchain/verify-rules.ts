import { verifyProofOfPossession } from '../../src/lib/bls';
import { bytesEqual, compareBytes } from '../../src/lib/bytes';
import type { Auth, Credential, SignedTx, TransferableInput, TransferableOutput, UnsignedTx } from '../../src/lib/codec/types';
import { toHex } from '../../src/lib/hex';
import { ID_LENGTH } from '../../src/lib/id-constants';
import { adjacentPairs } from '../../src/lib/lists';
import { nodeIdFromBytes } from '../../src/lib/ids';
import {
  C_CHAIN_ID_BYTES,
  MAX_STAKE_DURATION,
  MAX_VALIDATOR_STAKE,
  MIN_DELEGATION_FEE,
  MIN_DELEGATOR_STAKE,
  MIN_STAKE_DURATION,
  MIN_VALIDATOR_STAKE,
  minValidatorStakeDuration,
  P_CHAIN_ID,
  P_CHAIN_ID_BYTES,
} from './constants';
import type { Network } from './network';
import { cb58, sha256 } from './hash';
import { REGISTRATION_EXPIRY_SECONDS } from './l1';
import { inputsSortedAndUnique } from './ordering';
import { delegationCapacity } from './staking';
import type { ChainState, L1ValidatorState, Subnet } from './state';
import { amountOf } from './state';
import { subnetValidatorOf } from './subnets';
import { fail, verifyCredential, verifyOwner, wrapped } from './verify-spend';
import { addAutoRenewedRules, autoRenewedConfigRules } from './auto-renewed-rules';
import type { L1ValidatorWeightMessage, RegisterL1ValidatorMessage, WarpMessage } from '../../src/lib/codec/warp-message';
import { CodecError } from '../../src/lib/codec/codec-error';
import { Reader } from '../../src/lib/codec/reader';
import {
  decodeL1ValidatorWeight,
  decodeRegisterL1Validator,
  decodeWarpMessage,
  L1_VALIDATOR_WEIGHT_TYPE,
  REGISTER_L1_VALIDATOR_TYPE,
  warpPayloadType,
} from '../../src/lib/codec/warp-message';

const MAX_SHARES = 1_000_000n;
const MAX_CHAIN_NAME_LENGTH = 128;
/** ASCII letters, digits and spaces (`CreateChainTx.SyntacticVerify`). */
const CHAIN_NAME_PATTERN = /^[A-Za-z0-9 ]*$/;

/** What a tx spends and pays beyond its own outputs, gathered per kind before the flow check. */
export interface Spend {
  /** Imported inputs: they spend what the C-Chain exported to the P-Chain. */
  imported: TransferableInput[];
  /** Everything the tx produces: its outputs plus stake or exported outputs. */
  outputs: TransferableOutput[];
  /** AVAX paid away besides the fee (L1 balances). */
  extraBurn: bigint;
  /** Credentials of the inputs (the authorisation credential, if any, removed). */
  credentials: Credential[];
  /** What the node says before a failed flow check: staker txs and exports wrap it, other kinds do not. */
  flowPrefix: string;
}

/**
 * The subnet authorisation (`verifyPoASubnetAuthorization`): the last credential signs for the
 * owner, and the subnet is not yet an L1.
 */
function authorize(state: ChainState, hash: Uint8Array, tx: SignedTx, subnetIdBytes: Uint8Array, auth: Auth): Credential[] {
  const subnetId = cb58(subnetIdBytes);
  const subnet = state.subnets.get(subnetId);
  if (!subnet) fail('not found');
  const credential = tx.credentials.at(-1);
  if (!credential) fail('should have the same number of credentials as inputs');
  wrapped('unauthorized modification: ', () => verifyCredential(hash, auth.signatureIndices, credential, subnet.owner, state.time));
  if (subnet.conversionId !== undefined) fail(`"${subnetId}" is immutable`);
  return tx.credentials.slice(0, -1);
}

function checkProofOfPossession(publicKey: Uint8Array, proofOfPossession: Uint8Array): void {
  if (!verifyProofOfPossession(publicKey, proofOfPossession)) fail('invalid proof of possession');
}

function checkDuration(now: bigint, end: bigint, min = MIN_STAKE_DURATION): void {
  const duration = end - now;
  if (duration < min) fail('staking period is too short');
  if (duration > MAX_STAKE_DURATION) fail('staking period is too long');
}

function stakeTotal(outputs: readonly TransferableOutput[]): bigint {
  return outputs.reduce((sum, output) => sum + amountOf(output.output), 0n);
}

function l1Of(state: ChainState, subnetId: string): Subnet {
  const subnet = state.subnets.get(subnetId);
  if (!subnet || subnet.conversionId === undefined) fail(`could not load subnet conversion for ${subnetId} with: not found`);
  return subnet;
}

const NO_L1_VALIDATOR = 'could not load L1 validator: ';

/** The L1 validator `validationId` names; a missing one is refused with `prefix` before the node's "not found". */
function l1Validator(state: ChainState, validationId: Uint8Array, prefix = ''): L1ValidatorState {
  const validator = state.l1Validators.get(cb58(validationId));
  if (!validator || validator.endHeight !== undefined) fail(`${prefix}not found`);
  return validator;
}

/** The message must come from the L1's validator manager (chain and contract address). */
function checkSource(subnet: Subnet, message: WarpMessage): void {
  const managerAddress = subnet.managerAddress ?? new Uint8Array(0);
  if (cb58(message.sourceChainId) !== subnet.managerChainId) fail(`wrong warp message source chain ID expected ${subnet.managerChainId} but had ${cb58(message.sourceChainId)}`);
  if (!bytesEqual(message.sourceAddress, managerAddress)) fail(`wrong warp message source address expected ${toHex(managerAddress)} but got ${toHex(message.sourceAddress)}`);
}

const CODEC_VERSION_LENGTH = 2;
const TYPE_ID_END = 6;
const CUT_SHORT = 'packer has insufficient length for input';

/** A type of the node's Warp message codec (`vms/platformvm/warp/message`), named as its "wrong payload type" names it, with its fields read. */
interface PayloadKind<T> {
  name: string;
  decode: (payload: Uint8Array) => T;
}

/** The layout of the two types no tx takes: the node reads their fields before it finds the type is not the one wanted. */
function otherKind(name: string, readFields: (reader: Reader) => void): PayloadKind<void> {
  const decode = (payload: Uint8Array) => {
    const reader = new Reader(payload);
    reader.fixed(TYPE_ID_END, 'codec version and type ID');
    readFields(reader);
    reader.end(name);
  };
  return { name, decode };
}

const REGISTRATION: PayloadKind<RegisterL1ValidatorMessage> = { name: 'RegisterL1Validator', decode: decodeRegisterL1Validator };
const WEIGHT: PayloadKind<L1ValidatorWeightMessage> = { name: 'L1ValidatorWeight', decode: decodeL1ValidatorWeight };
/** By type ID, in the order the node's codec registers them. */
const PAYLOAD_KINDS: ReadonlyMap<number, PayloadKind<unknown>> = new Map<number, PayloadKind<unknown>>([
  [0, otherKind('SubnetToL1Conversion', (reader) => reader.fixed(ID_LENGTH, 'id'))],
  [REGISTER_L1_VALIDATOR_TYPE, REGISTRATION],
  [
    2,
    otherKind('L1ValidatorRegistration', (reader) => {
      reader.fixed(ID_LENGTH, 'validationID');
      if (reader.u8('registered') > 1n) fail("couldn't unmarshal bool: unexpected value when unpacking bool");
    }),
  ],
  [L1_VALIDATOR_WEIGHT_TYPE, WEIGHT],
]);
/** What the node's reflect codec says before CUT_SHORT for a field cut short, by the name src/lib's codec gives it (fixed-size fields and a byte string's bytes: nothing). */
const CUT_SHORT_FIELD: Readonly<Record<string, string>> = {
  expiry: "couldn't unmarshal uint64: ",
  weight: "couldn't unmarshal uint64: ",
  nonce: "couldn't unmarshal uint64: ",
  threshold: "couldn't unmarshal uint32: ",
  'nodeID length': "couldn't unmarshal slice: ",
  'addresses length': "couldn't unmarshal slice: ",
  registered: "couldn't unmarshal bool: ",
};

/** A payload's fields read, or refused in the node's words (src/lib's codec names the field first in its message). */
function fieldsOf<T>(decode: (payload: Uint8Array) => T, payload: Uint8Array): T {
  try {
    return decode(payload);
  } catch (error) {
    if (!(error instanceof CodecError)) throw error;
    if (error.reason.kind === 'trailing') fail(`trailing buffer space: read ${error.reason.read} provided ${error.reason.provided}`);
    const field = error.message.slice(0, error.message.indexOf(':'));
    fail(`${CUT_SHORT_FIELD[field] ?? ''}${CUT_SHORT}`);
  }
}

/** The payload as the node's `message.Parse` and `Parse<Kind>` read it: codec version, type ID, the fields of the type it names, then whether that is the kind expected. */
function payloadOf<T>(payload: Uint8Array, expected: PayloadKind<T>): T {
  if (payload.length < CODEC_VERSION_LENGTH) fail("couldn't unpack codec version");
  if (payload[0] !== 0 || payload[1] !== 0) fail('unknown codec version');
  if (payload.length < TYPE_ID_END) fail(`couldn't unmarshal interface: ${CUT_SHORT}`);
  const type = warpPayloadType(payload);
  const kind = PAYLOAD_KINDS.get(type);
  if (!kind) fail(`couldn't unmarshal interface: unknown type ID ${type}`);
  if (kind !== expected) {
    fieldsOf(kind.decode, payload);
    fail(`wrong payload type: *message.${kind.name}`);
  }
  return fieldsOf(expected.decode, payload);
}

function activeOnSubnet(state: ChainState, subnetId: string): L1ValidatorState[] {
  return [...state.l1Validators.values()].filter((validator) => validator.subnetId === subnetId && validator.endHeight === undefined);
}

/**
 * Per-kind rules (`StandardTxExecutor`), returning what the flow check must account for. The
 * caller refuses the reward and advance-time txs first; the switch covers every other kind.
 */
export function kindRules(network: Network, tx: SignedTx, hash: Uint8Array): Spend {
  const state = network.state;
  const now = state.time;
  const unsigned = tx.unsignedTx as Exclude<UnsignedTx, { kind: 'RewardValidatorTx' | 'RewardAutoRenewedValidatorTx' | 'AdvanceTimeTx' }>;
  const spend: Spend = { imported: [], outputs: [...unsigned.outputs], extraBurn: 0n, credentials: tx.credentials, flowPrefix: '' };
  switch (unsigned.kind) {
    case 'BaseTx':
      return spend;
    case 'CreateSubnetTx':
      verifyOwner(unsigned.owner);
      return spend;
    case 'ImportTx': {
      if (!bytesEqual(unsigned.sourceChain, C_CHAIN_ID_BYTES)) fail(`failed to get shared memory: source chain ${cb58(unsigned.sourceChain)} is not the C-Chain`);
      if (unsigned.importedInputs.length === 0) fail('tx has no imported inputs');
      if (!inputsSortedAndUnique(unsigned.importedInputs)) fail('inputs not sorted and unique');
      return { ...spend, imported: unsigned.importedInputs };
    }
    case 'ExportTx':
      if (!bytesEqual(unsigned.destinationChain, C_CHAIN_ID_BYTES)) fail(`destination chain ${cb58(unsigned.destinationChain)} is not the C-Chain`);
      if (unsigned.exportedOutputs.length === 0) fail('no export outputs');
      return { ...spend, outputs: [...spend.outputs, ...unsigned.exportedOutputs], flowPrefix: 'failed verifySpend: ' };
    case 'AddPermissionlessValidatorTx': {
      if (!bytesEqual(unsigned.subnetId, P_CHAIN_ID_BYTES)) fail(`only Primary Network validators can be added, not subnet ${cb58(unsigned.subnetId)}`);
      const staked = stakeTotal(unsigned.stake);
      if (staked !== unsigned.validator.weight) fail(`validator weight mismatch: weight ${unsigned.validator.weight} != stake ${staked}`);
      if (unsigned.shares > MAX_SHARES) fail('a staker can only require at most 100% reward to be delegated');
      wrapped('failed to verify validator, signer, or rewards owners: ', () => {
        if (unsigned.signer.kind === 'ProofOfPossession') checkProofOfPossession(unsigned.signer.publicKey, unsigned.signer.proofOfPossession);
        verifyOwner(unsigned.validationRewardsOwner);
        verifyOwner(unsigned.delegationRewardsOwner);
      });
      const weight = unsigned.validator.weight;
      if (weight < MIN_VALIDATOR_STAKE) fail('weight of this validator is too low');
      if (weight > MAX_VALIDATOR_STAKE) fail('weight of this validator is too large');
      if (unsigned.shares < MIN_DELEGATION_FEE) fail('staker charges an insufficient delegation fee');
      checkDuration(now, unsigned.validator.end, minValidatorStakeDuration(network.upgrades, now));
      const nodeId = nodeIdFromBytes(unsigned.validator.nodeId);
      if (state.validatorsByNode.has(nodeId)) fail(`duplicate validator: ${nodeId} on ${P_CHAIN_ID}`);
      return { ...spend, outputs: [...spend.outputs, ...unsigned.stake], flowPrefix: 'flow check failed: ' };
    }
    case 'AddPermissionlessDelegatorTx': {
      if (!bytesEqual(unsigned.subnetId, P_CHAIN_ID_BYTES)) fail(`only Primary Network delegators can be added, not subnet ${cb58(unsigned.subnetId)}`);
      const staked = stakeTotal(unsigned.stake);
      if (staked !== unsigned.validator.weight) fail(`delegator weight is not equal to total stake weight, delegator weight ${unsigned.validator.weight} total stake weight ${staked}`);
      wrapped('failed to verify validator or rewards owner: ', () => verifyOwner(unsigned.rewardsOwner));
      if (unsigned.validator.weight < MIN_DELEGATOR_STAKE) fail('weight of this validator is too low');
      checkDuration(now, unsigned.validator.end);
      const nodeId = nodeIdFromBytes(unsigned.validator.nodeId);
      const validator = state.validatorsByNode.get(nodeId);
      if (!validator) fail(`failed to fetch the validator for ${nodeId} on ${P_CHAIN_ID}: not found`);
      if (now < validator.start || unsigned.validator.end > validator.end) fail('proposed staking period is not inside dependent staking period');
      if (unsigned.validator.weight > delegationCapacity(validator)) fail('validator would be over delegated');
      return { ...spend, outputs: [...spend.outputs, ...unsigned.stake], flowPrefix: 'flow check failed: ' };
    }
    case 'CreateChainTx':
      if (unsigned.chainName.length > MAX_CHAIN_NAME_LENGTH) fail('name too long');
      if (!CHAIN_NAME_PATTERN.test(unsigned.chainName)) fail('illegal name character');
      return { ...spend, credentials: authorize(state, hash, tx, unsigned.subnetId, unsigned.subnetAuthorization) };
    case 'TransferSubnetOwnershipTx':
      verifyOwner(unsigned.newOwner);
      return { ...spend, credentials: authorize(state, hash, tx, unsigned.subnetId, unsigned.subnetAuthorization) };
    case 'AddSubnetValidatorTx': {
      const subnetId = cb58(unsigned.validator.subnetId);
      if (subnetId === P_CHAIN_ID) fail("can't add primary network validator with AddSubnetValidatorTx");
      if (unsigned.validator.weight === 0n) fail('weight of this validator is too low');
      checkDuration(now, unsigned.validator.end);
      const nodeId = nodeIdFromBytes(unsigned.validator.nodeId);
      if (subnetValidatorOf(state, subnetId, nodeId)) fail(`attempted to issue duplicate validator for ${nodeId} on subnet ${subnetId}`);
      const primary = state.validatorsByNode.get(nodeId);
      if (!primary) fail(`${nodeId} isn't a current or pending validator of the primary network`);
      if (now < primary.start || unsigned.validator.end > primary.end) fail('proposed staking period is not inside dependent staking period');
      return { ...spend, credentials: authorize(state, hash, tx, unsigned.validator.subnetId, unsigned.subnetAuthorization), flowPrefix: 'flow check failed: ' };
    }
    case 'RemoveSubnetValidatorTx': {
      const subnetId = cb58(unsigned.subnetId);
      const nodeId = nodeIdFromBytes(unsigned.nodeId);
      if (!subnetValidatorOf(state, subnetId, nodeId)) fail(`${nodeId} isn't a current or pending validator of ${subnetId}: not found`);
      return { ...spend, credentials: authorize(state, hash, tx, unsigned.subnetId, unsigned.subnetAuthorization) };
    }
    case 'ConvertSubnetToL1Tx': {
      const subnetId = cb58(unsigned.subnetId);
      if (unsigned.validators.length === 0) fail('conversion must include at least one validator');
      if (!adjacentPairs(unsigned.validators).every(([before, after]) => compareBytes(before.nodeId, after.nodeId) < 0)) fail('conversion validators must be sorted and unique');
      const chain = state.chains.get(cb58(unsigned.chainId));
      const credentials = authorize(state, hash, tx, unsigned.subnetId, unsigned.subnetAuthorization);
      if (!chain || chain.subnetId !== subnetId) fail(`chain ${cb58(unsigned.chainId)} does not belong to subnet ${subnetId}`);
      let balances = 0n;
      for (const validator of unsigned.validators) {
        if (validator.weight === 0n) fail('validator weight must be non-zero');
        checkProofOfPossession(validator.signer.publicKey, validator.signer.proofOfPossession);
        verifyOwner(validator.remainingBalanceOwner);
        verifyOwner(validator.deactivationOwner);
        balances += validator.balance;
      }
      return { ...spend, credentials, extraBurn: balances };
    }
    case 'RegisterL1ValidatorTx': {
      const message = decodeWarpMessage(unsigned.message);
      const registration = payloadOf(message.payload, REGISTRATION);
      const subnetId = cb58(registration.subnetId);
      if (registration.weight === 0n) fail('invalid weight');
      checkSource(l1Of(state, subnetId), message);
      if (registration.expiry <= now) fail(`warp message expired at ${registration.expiry} and it is currently ${now}`);
      const untilExpiry = registration.expiry - now;
      if (untilExpiry > REGISTRATION_EXPIRY_SECONDS) fail(`warp message not yet allowed because time is ${untilExpiry} seconds in the future but the limit is ${REGISTRATION_EXPIRY_SECONDS}`);
      const validationId = cb58(sha256(message.payload));
      if (state.l1Validators.has(validationId)) fail(`warp message already issued for validationID ${validationId}`);
      checkProofOfPossession(registration.publicKey, unsigned.proofOfPossession);
      const nodeId = nodeIdFromBytes(registration.nodeId);
      if (activeOnSubnet(state, subnetId).some((validator) => validator.nodeIdText === nodeId)) fail('L1 validator contains duplicate subnetID + nodeID pair');
      return { ...spend, extraBurn: unsigned.balance };
    }
    case 'SetL1ValidatorWeightTx': {
      const message = decodeWarpMessage(unsigned.message);
      const change = payloadOf(message.payload, WEIGHT);
      const validator = l1Validator(state, change.validationId, NO_L1_VALIDATOR);
      if (change.nonce < validator.minNonce) fail(`warp message contains stale nonce ${change.nonce} must be at least ${validator.minNonce}`);
      checkSource(l1Of(state, validator.subnetId), message);
      if (change.weight === 0n && activeOnSubnet(state, validator.subnetId).length === 1) fail('attempting to remove the last L1 validator from a converted subnet');
      return spend;
    }
    case 'IncreaseL1ValidatorBalanceTx':
      if (unsigned.balance === 0n) fail('balance must be greater than 0');
      l1Validator(state, unsigned.validationId);
      return { ...spend, extraBurn: unsigned.balance };
    case 'DisableL1ValidatorTx': {
      const validator = l1Validator(state, unsigned.validationId, NO_L1_VALIDATOR);
      const credential = tx.credentials.at(-1);
      if (!credential) fail('should have the same number of credentials as inputs');
      wrapped('unauthorized modification: ', () =>
        verifyCredential(hash, unsigned.disableAuthorization.signatureIndices, credential, validator.deactivationOwner, now),
      );
      return { ...spend, credentials: tx.credentials.slice(0, -1) };
    }
    case 'AddValidatorTx':
      return fail('AddValidatorTx is not permitted post-Durango');
    case 'AddDelegatorTx':
      return fail('AddDelegatorTx is not permitted post-Durango');
    case 'TransformSubnetTx':
      return fail('TransformSubnetTx is not permitted post-Etna');
    case 'AddAutoRenewedValidatorTx':
      addAutoRenewedRules(network, unsigned);
      return { ...spend, outputs: [...spend.outputs, ...unsigned.stake], flowPrefix: 'flow check failed: ' };
    case 'SetAutoRenewedValidatorConfigTx':
      return { ...spend, credentials: autoRenewedConfigRules(network, tx, unsigned, hash), flowPrefix: 'flow check failed: ' };
  }
}

