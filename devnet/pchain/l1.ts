import { cb58, sha256 } from './hash';
import type { PChainOwner } from '../../src/lib/codec/types';
import { Writer } from '../../src/lib/codec/writer';
import { nodeIdFromBytes, parseId } from '../../src/lib/ids';
import type { BlockBuilder } from './block-builder';
import { deactivate, isActive, l1Balance } from './fee-state';
import { addOutputs } from './ledger';
import type { Random } from './random';
import type { ChainState, L1ValidatorState, Subnet } from './state';
import { authorization } from './subnets';
import type { WalletContext } from './wallet';
import { avaxOutput, buildTx } from './wallet';

const BLS_PUBLIC_KEY_LENGTH = 48;
const BLS_SIGNATURE_LENGTH = 96;
/** Warp message payload type IDs. */
const SUBNET_TO_L1_CONVERSION_TYPE = 0;
const REGISTER_L1_VALIDATOR_TYPE = 1;
const L1_VALIDATOR_WEIGHT_TYPE = 3;
const ADDRESSED_CALL_TYPE = 1;
const BIT_SET_SIGNATURE_TYPE = 0;
/** Registration messages expire a day after they are signed. */
const REGISTRATION_EXPIRY_SECONDS = 86_400n;

export interface L1ValidatorPlan {
  nodeId: Uint8Array;
  weight: bigint;
  balance: bigint;
  owner: Uint8Array;
}

function pChainOwner(address: Uint8Array): PChainOwner {
  return { threshold: 1n, addresses: [address] };
}

function writeOwner(writer: Writer, owner: PChainOwner): void {
  writer.u32(owner.threshold);
  writer.list(owner.addresses, (address) => writer.fixed(address, 20, 'address'));
}

function newValidator(state: ChainState, subnet: Subnet, validationId: string, plan: L1ValidatorPlan, publicKey: Uint8Array, height: bigint): L1ValidatorState {
  const active = plan.balance > 0n;
  return {
    validationId,
    subnetId: subnet.id,
    nodeId: plan.nodeId,
    nodeIdText: nodeIdFromBytes(plan.nodeId),
    publicKey,
    remainingBalanceOwner: pChainOwner(plan.owner),
    deactivationOwner: pChainOwner(plan.owner),
    weight: plan.weight,
    startTime: state.time,
    minNonce: 0n,
    endAccumulatedFee: active ? state.accruedFees + plan.balance : 0n,
    startHeight: height,
    endHeight: undefined,
    activity: active ? [{ from: height, to: undefined }] : [],
  };
}

/** A signed warp message from the manager chain carrying `payload` (signature bytes are random). */
function warpMessage(rng: Random, networkId: number, subnet: Subnet, payload: Uint8Array): Uint8Array {
  const call = new Writer().u16(0).u32(ADDRESSED_CALL_TYPE).bytes(subnet.managerAddress ?? new Uint8Array(0)).bytes(payload).toBytes();
  return new Writer()
    .u16(0)
    .u32(networkId)
    .fixed(parseId(subnet.managerChainId!), 32, 'sourceChainID')
    .bytes(call)
    .u32(BIT_SET_SIGNATURE_TYPE)
    .bytes(Uint8Array.of(0xff))
    .fixed(rng.bytes(BLS_SIGNATURE_LENGTH), BLS_SIGNATURE_LENGTH, 'signature')
    .toBytes();
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
  const state = builder.state;
  const keys = plans.map(() => ({ publicKey: context.rng.bytes(BLS_PUBLIC_KEY_LENGTH), proofOfPossession: context.rng.bytes(BLS_SIGNATURE_LENGTH) }));
  const total = plans.reduce((sum, plan) => sum + plan.balance, 0n);
  const subnetId = parseId(subnet.id);
  const built = buildTx(
    context,
    payer,
    total,
    (base) => ({
      ...base,
      kind: 'ConvertSubnetToL1Tx',
      subnetId,
      chainId: parseId(chainId),
      address: managerAddress,
      validators: plans.map((plan, i) => ({
        nodeId: plan.nodeId,
        weight: plan.weight,
        balance: plan.balance,
        signer: keys[i]!,
        remainingBalanceOwner: pChainOwner(plan.owner),
        deactivationOwner: pChainOwner(plan.owner),
      })),
      subnetAuthorization: authorization(subnet.owner),
    }),
    Number(subnet.owner.threshold),
  );
  if (!built || !builder.add(built)) return undefined;
  const conversion = new Writer().u16(0).u32(SUBNET_TO_L1_CONVERSION_TYPE).fixed(subnetId, 32, 'subnetID').fixed(parseId(chainId), 32, 'chainID').bytes(managerAddress);
  conversion.list(plans, (plan) => {
    const i = plans.indexOf(plan);
    conversion.bytes(plan.nodeId).fixed(keys[i]!.publicKey, BLS_PUBLIC_KEY_LENGTH, 'publicKey').u64(plan.weight);
  });
  subnet.conversionId = cb58(sha256(conversion.toBytes()));
  subnet.managerChainId = chainId;
  subnet.managerAddress = managerAddress;
  return plans.map((plan, i) => {
    const index = new Uint8Array(4);
    new DataView(index.buffer).setUint32(0, i);
    const validationId = cb58(sha256(new Uint8Array([...subnetId, ...index])));
    const validator = newValidator(state, subnet, validationId, plan, keys[i]!.publicKey, builder.nextHeight);
    state.l1Validators.set(validationId, validator);
    return validator;
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
  const publicKey = context.rng.bytes(BLS_PUBLIC_KEY_LENGTH);
  const owner = pChainOwner(plan.owner);
  const payloadWriter = new Writer()
    .u16(0)
    .u32(REGISTER_L1_VALIDATOR_TYPE)
    .fixed(parseId(subnet.id), 32, 'subnetID')
    .bytes(plan.nodeId)
    .fixed(publicKey, BLS_PUBLIC_KEY_LENGTH, 'publicKey')
    .u64(state.time + REGISTRATION_EXPIRY_SECONDS);
  writeOwner(payloadWriter, owner);
  writeOwner(payloadWriter, owner);
  const payload = payloadWriter.u64(plan.weight).toBytes();
  const validationId = cb58(sha256(payload));
  if (state.l1Validators.has(validationId)) return undefined;
  const message = warpMessage(context.rng, state.networkId, subnet, payload);
  const built = buildTx(context, payer, plan.balance, (base) => ({
    ...base,
    kind: 'RegisterL1ValidatorTx',
    balance: plan.balance,
    proofOfPossession: context.rng.bytes(BLS_SIGNATURE_LENGTH),
    message,
  }));
  if (!built || !builder.add(built)) return undefined;
  const validator = newValidator(state, subnet, validationId, plan, publicKey, builder.nextHeight);
  state.l1Validators.set(validationId, validator);
  return validator;
}

function refund(builder: BlockBuilder, txIdBytes: Uint8Array, outputCount: number, validator: L1ValidatorState): void {
  const remaining = l1Balance(builder.state, validator);
  if (remaining > 0n) addOutputs(builder.state, txIdBytes, [avaxOutput(validator.remainingBalanceOwner.addresses[0]!, remaining)], outputCount);
}

/** SetL1ValidatorWeightTx; weight 0 removes the validator and refunds its balance. */
export function setL1Weight(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: L1ValidatorState, weight: bigint): boolean {
  const state = builder.state;
  const subnet = state.subnets.get(validator.subnetId)!;
  const payload = new Writer().u16(0).u32(L1_VALIDATOR_WEIGHT_TYPE).fixed(parseId(validator.validationId), 32, 'validationID').u64(validator.minNonce).u64(weight).toBytes();
  const message = warpMessage(context.rng, state.networkId, subnet, payload);
  let outputCount = 0;
  const built = buildTx(context, payer, 0n, (base) => {
    outputCount = base.outputs.length;
    return { ...base, kind: 'SetL1ValidatorWeightTx', message };
  });
  if (!built || !builder.add(built)) return false;
  validator.minNonce += 1n;
  if (weight === 0n) {
    refund(builder, built.idBytes, outputCount, validator);
    deactivate(validator, builder.nextHeight);
    validator.endHeight = builder.nextHeight;
  } else {
    validator.weight = weight;
  }
  return true;
}

export function increaseL1Balance(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: L1ValidatorState, amount: bigint): boolean {
  const state = builder.state;
  const built = buildTx(context, payer, amount, (base) => ({
    ...base,
    kind: 'IncreaseL1ValidatorBalanceTx',
    validationId: parseId(validator.validationId),
    balance: amount,
  }));
  if (!built || !builder.add(built)) return false;
  if (!isActive(validator)) {
    validator.endAccumulatedFee = state.accruedFees;
    validator.activity.push({ from: builder.nextHeight, to: undefined });
  }
  validator.endAccumulatedFee += amount;
  return true;
}

export function disableL1Validator(builder: BlockBuilder, context: WalletContext, payer: Uint8Array, validator: L1ValidatorState): boolean {
  let outputCount = 0;
  const built = buildTx(
    context,
    payer,
    0n,
    (base) => {
      outputCount = base.outputs.length;
      return { ...base, kind: 'DisableL1ValidatorTx', validationId: parseId(validator.validationId), disableAuthorization: { signatureIndices: [0n] } };
    },
    1,
  );
  if (!built || !builder.add(built)) return false;
  refund(builder, built.idBytes, outputCount, validator);
  deactivate(validator, builder.nextHeight);
  return true;
}
