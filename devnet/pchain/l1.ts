import { zipSameLength } from '../../src/lib/lists';
import type { CanonicalSet } from '../../src/lib/verify/canonical-validators';
import { cb58, sha256 } from './hash';
import type { PChainOwner } from '../../src/lib/codec/types';
import { nodeIdFromBytes, parseId } from '../../src/lib/ids';
import type { BlockBuilder } from './block-builder';
import { BLS_KEYS } from './bls-keys';
import { deactivate, isActive, l1Balance } from './fee-state';
import { AVAX_ASSET_ID_BYTES } from './constants';
import { addOutputs } from './ledger';
import type { Random } from './random';
import type { ChainState, L1ValidatorState, Subnet } from './state';
import { authorization } from './subnets';
import type { BuiltTx, WalletContext } from './wallet';
import { buildTx } from './wallet';
import { VerifyError } from './verify-spend';
import { quorumSigners, signWarp } from './warp-signers';
import {
  decodeL1ValidatorWeight,
  decodeRegisterL1Validator,
  decodeWarpMessage,
  encodeL1ValidatorWeight,
  encodeRegisterL1Validator,
  encodeSubnetToL1Conversion,
} from '../../src/lib/codec/warp-message';
import { present } from '../../src/lib/present';

/** Registration messages expire a day after they are signed. */
export const REGISTRATION_EXPIRY_SECONDS = 86_400n;

export interface L1ValidatorPlan {
  nodeId: Uint8Array;
  weight: bigint;
  balance: bigint;
  owner: Uint8Array;
}

function pChainOwner(address: Uint8Array): PChainOwner {
  return { threshold: 1n, addresses: [address] };
}

interface NewValidator {
  nodeId: Uint8Array;
  weight: bigint;
  balance: bigint;
  publicKey: Uint8Array;
  remainingBalanceOwner: PChainOwner;
  deactivationOwner: PChainOwner;
}

function newValidator(state: ChainState, subnetId: string, validationId: string, fields: NewValidator, height: bigint): L1ValidatorState {
  const active = fields.balance > 0n;
  return {
    validationId,
    subnetId,
    nodeId: fields.nodeId,
    nodeIdText: nodeIdFromBytes(fields.nodeId),
    publicKey: fields.publicKey,
    remainingBalanceOwner: fields.remainingBalanceOwner,
    deactivationOwner: fields.deactivationOwner,
    weight: fields.weight,
    startTime: state.time,
    minNonce: 0n,
    endAccumulatedFee: active ? state.accruedFees + fields.balance : 0n,
    startHeight: height,
    endHeight: undefined,
    activity: active ? [{ from: height, to: undefined }] : [],
  };
}

/** The canonical sets at the open block's parent, by subnet: every Warp message of a block is signed against them. */
const parentSets = new WeakMap<BlockBuilder, { height: bigint; sets: Map<string, CanonicalSet> }>();

function setsAtParent(builder: BlockBuilder): Map<string, CanonicalSet> {
  const height = builder.nextHeight - 1n;
  let entry = parentSets.get(builder);
  if (entry?.height !== height) {
    entry = { height, sets: new Map() };
    parentSets.set(builder, entry);
  }
  return entry.sets;
}

/**
 * A Warp message from the L1's manager carrying `payload`, signed as an aggregator would: by a random
 * subset of the L1's validators at the block's parent whose weight meets the quorum, with their BLS
 * keys. Undefined when the L1's validators cannot reach the quorum.
 */
function warpMessage(rng: Random, builder: BlockBuilder, subnet: Subnet, payload: Uint8Array): Uint8Array | undefined {
  const state = builder.state;
  const unsigned = {
    networkId: state.networkId,
    sourceChainId: parseId(present(subnet.managerChainId, 'The L1\'s manager chain')),
    sourceAddress: subnet.managerAddress ?? new Uint8Array(0),
    payload,
  };
  try {
    return signWarp(state, unsigned, quorumSigners(rng), builder.nextHeight - 1n, setsAtParent(builder));
  } catch (error) {
    // Too little active weight to reach the quorum: no node would accept the tx, so none is made.
    if (error instanceof VerifyError) return undefined;
    throw error;
  }
}

function expectKind<K extends BuiltTx['tx']['unsignedTx']['kind']>(built: BuiltTx, kind: K): Extract<BuiltTx['tx']['unsignedTx'], { kind: K }> {
  const tx = built.tx.unsignedTx;
  if (tx.kind !== kind) throw new Error(`expected a ${kind}, got ${tx.kind}`);
  return tx as Extract<BuiltTx['tx']['unsignedTx'], { kind: K }>;
}

export function convertToL1(
  builder: BlockBuilder,
  context: WalletContext,
  payer: Uint8Array,
  subnet: Subnet,
  chainId: string,
  managerAddress: Uint8Array,
  plans: L1ValidatorPlan[],
): L1ValidatorState[] | undefined {
  const keys = plans.map(() => context.rng.pick(BLS_KEYS));
  const total = plans.reduce((sum, plan) => sum + plan.balance, 0n);
  const built = buildTx(
    context,
    payer,
    total,
    (base) => ({
      ...base,
      kind: 'ConvertSubnetToL1Tx',
      subnetId: parseId(subnet.id),
      chainId: parseId(chainId),
      address: managerAddress,
      validators: zipSameLength(plans, keys).map(([plan, signer]) => ({
        nodeId: plan.nodeId,
        weight: plan.weight,
        balance: plan.balance,
        signer,
        remainingBalanceOwner: pChainOwner(plan.owner),
        deactivationOwner: pChainOwner(plan.owner),
      })),
      subnetAuthorization: authorization(subnet.owner),
    }),
    subnet.owner,
  );
  if (!built || !builder.add(built)) return undefined;
  return applyConvertToL1(builder, built);
}

/** The conversion ID and the initial validators (validation ID = sha256(subnetID ‖ uint32 index)). */
export function applyConvertToL1(builder: BlockBuilder, built: BuiltTx): L1ValidatorState[] {
  const state = builder.state;
  const tx = expectKind(built, 'ConvertSubnetToL1Tx');
  const subnet = present(state.subnets.get(cb58(tx.subnetId)), 'The tx\'s subnet');
  const validators = tx.validators.map((validator) => ({ nodeId: validator.nodeId, publicKey: validator.signer.publicKey, weight: validator.weight }));
  subnet.conversionId = cb58(sha256(encodeSubnetToL1Conversion({ subnetId: tx.subnetId, managerChainId: tx.chainId, managerAddress: tx.address, validators })));
  subnet.managerChainId = cb58(tx.chainId);
  subnet.managerAddress = tx.address;
  return tx.validators.map((validator, i) => {
    const index = new Uint8Array(4);
    new DataView(index.buffer).setUint32(0, i);
    const validationId = cb58(sha256(new Uint8Array([...tx.subnetId, ...index])));
    const created = newValidator(state, subnet.id, validationId, { ...validator, publicKey: validator.signer.publicKey }, builder.nextHeight);
    state.l1Validators.set(validationId, created);
    return created;
  });
}

export function registerL1Validator(
  builder: BlockBuilder,
  context: WalletContext,
  payer: Uint8Array,
  subnet: Subnet,
  plan: L1ValidatorPlan,
): L1ValidatorState | undefined {
  const state = builder.state;
  const owner = pChainOwner(plan.owner);
  const key = context.rng.pick(BLS_KEYS);
  const payload = encodeRegisterL1Validator({
    subnetId: parseId(subnet.id),
    nodeId: plan.nodeId,
    publicKey: key.publicKey,
    expiry: state.time + REGISTRATION_EXPIRY_SECONDS,
    remainingBalanceOwner: owner,
    disableOwner: owner,
    weight: plan.weight,
  });
  if (state.l1Validators.has(cb58(sha256(payload)))) return undefined;
  const message = warpMessage(context.rng, builder, subnet, payload);
  if (!message) return undefined;
  // Base fields listed, not spread: a spread copy makes the tx a slower object to encode, for thousands of generated registrations.
  const built = buildTx(context, payer, plan.balance, (base) => ({
    networkId: base.networkId,
    blockchainId: base.blockchainId,
    outputs: base.outputs,
    inputs: base.inputs,
    memo: base.memo,
    kind: 'RegisterL1ValidatorTx',
    balance: plan.balance,
    proofOfPossession: key.proofOfPossession,
    message,
  }));
  if (!built || !builder.add(built)) return undefined;
  return applyRegisterL1Validator(builder, built);
}

/** The validator the warp message registers; its validation ID is sha256 of the payload. */
export function applyRegisterL1Validator(builder: BlockBuilder, built: BuiltTx): L1ValidatorState {
  const state = builder.state;
  const tx = expectKind(built, 'RegisterL1ValidatorTx');
  const { payload } = decodeWarpMessage(tx.message);
  const message = decodeRegisterL1Validator(payload);
  const validationId = cb58(sha256(payload));
  const created = newValidator(
    state,
    cb58(message.subnetId),
    validationId,
    { ...message, balance: tx.balance, deactivationOwner: message.disableOwner },
    builder.nextHeight,
  );
  state.l1Validators.set(validationId, created);
  return created;
}

function refund(builder: BlockBuilder, built: BuiltTx, validator: L1ValidatorState): void {
  const remaining = l1Balance(builder.state, validator);
  const tx = built.tx.unsignedTx;
  const outputCount = 'outputs' in tx ? tx.outputs.length : 0;
  const owner = validator.remainingBalanceOwner;
  if (remaining > 0n) {
    addOutputs(builder.state, built.idBytes, [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: remaining, locktime: 0n, ...owner } }], outputCount);
  }
}

/** SetL1ValidatorWeightTx; weight 0 removes the validator and refunds its balance. */
export function setL1Weight(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: L1ValidatorState, weight: bigint): boolean {
  const state = builder.state;
  const subnet = present(state.subnets.get(validator.subnetId), `Subnet ${validator.subnetId}`);
  const payload = encodeL1ValidatorWeight({ validationId: parseId(validator.validationId), nonce: validator.minNonce, weight });
  const message = warpMessage(context.rng, builder, subnet, payload);
  if (!message) return false;
  const built = buildTx(context, payer, 0n, (base) => ({ ...base, kind: 'SetL1ValidatorWeightTx', message }));
  if (!built || !builder.add(built)) return false;
  applySetL1Weight(builder, built);
  return true;
}

export function applySetL1Weight(builder: BlockBuilder, built: BuiltTx): void {
  const tx = expectKind(built, 'SetL1ValidatorWeightTx');
  const message = decodeL1ValidatorWeight(decodeWarpMessage(tx.message).payload);
  const validator = present(builder.state.l1Validators.get(cb58(message.validationId)), 'The message\'s L1 validator');
  validator.minNonce = message.nonce + 1n;
  if (message.weight === 0n) {
    refund(builder, built, validator);
    deactivate(validator, builder.nextHeight);
    validator.endHeight = builder.nextHeight;
  } else {
    (validator.earlierWeights ??= []).push({ until: builder.nextHeight, weight: validator.weight });
    validator.weight = message.weight;
  }
}

export function increaseL1Balance(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: L1ValidatorState, amount: bigint): boolean {
  const built = buildTx(context, payer, amount, (base) => ({
    ...base,
    kind: 'IncreaseL1ValidatorBalanceTx',
    validationId: parseId(validator.validationId),
    balance: amount,
  }));
  if (!built || !builder.add(built)) return false;
  applyIncreaseL1Balance(builder, built);
  return true;
}

export function applyIncreaseL1Balance(builder: BlockBuilder, built: BuiltTx): void {
  const state = builder.state;
  const tx = expectKind(built, 'IncreaseL1ValidatorBalanceTx');
  const validator = present(state.l1Validators.get(cb58(tx.validationId)), 'The tx\'s L1 validator');
  if (!isActive(validator)) {
    validator.endAccumulatedFee = state.accruedFees;
    validator.activity.push({ from: builder.nextHeight, to: undefined });
  }
  validator.endAccumulatedFee += tx.balance;
}

/** Signature indices of a deactivation owner's first `threshold` addresses. */
function disableAuthorization(owner: PChainOwner): { signatureIndices: bigint[] } {
  return { signatureIndices: Array.from({ length: Number(owner.threshold) }, (_, i) => BigInt(i)) };
}

export function disableL1Validator(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: L1ValidatorState): boolean {
  const built = buildTx(
    context,
    payer,
    0n,
    (base) => ({ ...base, kind: 'DisableL1ValidatorTx', validationId: parseId(validator.validationId), disableAuthorization: disableAuthorization(validator.deactivationOwner) }),
    validator.deactivationOwner,
  );
  if (!built || !builder.add(built)) return false;
  applyDisableL1Validator(builder, built);
  return true;
}

export function applyDisableL1Validator(builder: BlockBuilder, built: BuiltTx): void {
  const tx = expectKind(built, 'DisableL1ValidatorTx');
  const validator = present(builder.state.l1Validators.get(cb58(tx.validationId)), 'The tx\'s L1 validator');
  refund(builder, built, validator);
  deactivate(validator, builder.nextHeight);
}
