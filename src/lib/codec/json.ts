import { base64 } from '@scure/base';
import { formatAddress } from '../address';
import { toHex } from '../hex';
import { idFromBytes, nodeIdFromBytes, shortIdFromBytes } from '../ids';
import { SECP256K1FX_ID } from '../id-constants';
import type { JsonObject, JsonValue } from '../json-value';
import { blockId, encodeBlock } from './block';
import { signedTxId } from './tx';
import type {
  Auth,
  BaseTxFields,
  Block,
  BlsProofOfPossession,
  Credential,
  L1Validator,
  Output,
  OutputOwners,
  PChainOwner,
  Signer,
  SignedTx,
  SubnetValidator,
  TransferInput,
  TransferOutput,
  TransferableInput,
  TransferableOutput,
  UnsignedTx,
  Validator,
} from './types';

export interface TxJsonOptions {
  /** Network HRP for `P-<hrp>1…` addresses. */
  hrp: string;
  /** cb58 tx ID when already known; computed from the encoding otherwise. */
  txId?: string;
}

export interface BlockJsonOptions {
  hrp: string;
  /** cb58 block ID when already known; computed from the encoding otherwise. */
  blockId?: string;
}

/** Every P-Chain input and output belongs to secp256k1fx; JSON names it though bytes do not. */

const addresses = (list: readonly Uint8Array[], hrp: string): JsonValue[] => list.map((a) => formatAddress('P', hrp, a));

// secp256k1fx owners, outputs and credentials are marshalled through Go maps: keys come out sorted.
function ownersJson(owners: OutputOwners, hrp: string): JsonObject {
  return { addresses: addresses(owners.addresses, hrp), locktime: owners.locktime, threshold: owners.threshold };
}

function transferOutputJson(output: TransferOutput, hrp: string): JsonObject {
  return {
    addresses: addresses(output.addresses, hrp),
    amount: output.amount,
    locktime: output.locktime,
    threshold: output.threshold,
  };
}

function outputJson(output: Output, hrp: string): JsonObject {
  if (output.kind === 'LockOut') return { locktime: output.locktime, output: transferOutputJson(output.output, hrp) };
  return transferOutputJson(output, hrp);
}

function transferableOutputsJson(outputs: readonly TransferableOutput[], hrp: string): JsonValue[] {
  return outputs.map((item) => ({ assetID: idFromBytes(item.assetId), fxID: SECP256K1FX_ID, output: outputJson(item.output, hrp) }));
}

function transferInputJson(input: TransferInput): JsonObject {
  return { amount: input.amount, signatureIndices: [...input.signatureIndices] };
}

function transferableInputsJson(inputs: readonly TransferableInput[]): JsonValue[] {
  return inputs.map((item) => ({
    txID: idFromBytes(item.txId),
    outputIndex: item.outputIndex,
    assetID: idFromBytes(item.assetId),
    fxID: SECP256K1FX_ID,
    input: item.input.kind === 'LockIn' ? { locktime: item.input.locktime, input: transferInputJson(item.input.input) } : transferInputJson(item.input),
  }));
}

const authJson = (auth: Auth): JsonObject => ({ signatureIndices: [...auth.signatureIndices] });

function validatorJson(validator: Validator): JsonObject {
  return { nodeID: nodeIdFromBytes(validator.nodeId), start: validator.start, end: validator.end, weight: validator.weight };
}

function subnetValidatorJson(validator: SubnetValidator): JsonObject {
  return { ...validatorJson(validator), subnetID: idFromBytes(validator.subnetId) };
}

function popJson(pop: BlsProofOfPossession): JsonObject {
  return { publicKey: toHex(pop.publicKey), proofOfPossession: toHex(pop.proofOfPossession) };
}

function signerJson(signer: Signer): JsonObject {
  return signer.kind === 'EmptySigner' ? {} : popJson(signer);
}

function pChainOwnerJson(owner: PChainOwner): JsonObject {
  return { threshold: owner.threshold, addresses: owner.addresses.map(shortIdFromBytes) };
}

function l1ValidatorJson(validator: L1Validator): JsonObject {
  return {
    nodeID: toHex(validator.nodeId),
    weight: validator.weight,
    balance: validator.balance,
    signer: popJson(validator.signer),
    remainingBalanceOwner: pChainOwnerJson(validator.remainingBalanceOwner),
    deactivationOwner: pChainOwnerJson(validator.deactivationOwner),
  };
}

function baseJson(tx: BaseTxFields, hrp: string): JsonObject {
  return {
    networkID: tx.networkId,
    blockchainID: idFromBytes(tx.blockchainId),
    outputs: transferableOutputsJson(tx.outputs, hrp),
    inputs: transferableInputsJson(tx.inputs),
    memo: toHex(tx.memo),
  };
}

/** The `unsignedTx` object of `platform.getTx` with `encoding: "json"`. */
export function unsignedTxToJson(tx: UnsignedTx, hrp: string): JsonObject {
  switch (tx.kind) {
    case 'RewardValidatorTx':
      return { txID: idFromBytes(tx.txId) };
    case 'RewardAutoRenewedValidatorTx':
      return { txID: idFromBytes(tx.txId), timestamp: tx.timestamp };
    case 'AdvanceTimeTx':
      return { time: tx.time };
  }
  const base = baseJson(tx, hrp);
  switch (tx.kind) {
    case 'BaseTx':
      return base;
    case 'CreateSubnetTx':
      return { ...base, owner: ownersJson(tx.owner, hrp) };
    case 'CreateChainTx':
      return {
        ...base,
        subnetID: idFromBytes(tx.subnetId),
        chainName: tx.chainName,
        vmID: idFromBytes(tx.vmId),
        fxIDs: tx.fxIds.map(idFromBytes),
        genesisData: base64.encode(tx.genesisData),
        subnetAuthorization: authJson(tx.subnetAuthorization),
      };
    case 'ImportTx':
      return { ...base, sourceChain: idFromBytes(tx.sourceChain), importedInputs: transferableInputsJson(tx.importedInputs) };
    case 'ExportTx':
      return {
        ...base,
        destinationChain: idFromBytes(tx.destinationChain),
        exportedOutputs: transferableOutputsJson(tx.exportedOutputs, hrp),
      };
    case 'AddValidatorTx':
      return {
        ...base,
        validator: validatorJson(tx.validator),
        stake: transferableOutputsJson(tx.stake, hrp),
        rewardsOwner: ownersJson(tx.rewardsOwner, hrp),
        shares: tx.shares,
      };
    case 'AddDelegatorTx':
      return {
        ...base,
        validator: validatorJson(tx.validator),
        stake: transferableOutputsJson(tx.stake, hrp),
        rewardsOwner: ownersJson(tx.rewardsOwner, hrp),
      };
    case 'AddSubnetValidatorTx':
      return { ...base, validator: subnetValidatorJson(tx.validator), subnetAuthorization: authJson(tx.subnetAuthorization) };
    case 'RemoveSubnetValidatorTx':
      return {
        ...base,
        nodeID: nodeIdFromBytes(tx.nodeId),
        subnetID: idFromBytes(tx.subnetId),
        subnetAuthorization: authJson(tx.subnetAuthorization),
      };
    case 'TransformSubnetTx':
      return {
        ...base,
        subnetID: idFromBytes(tx.subnetId),
        assetID: idFromBytes(tx.assetId),
        initialSupply: tx.initialSupply,
        maximumSupply: tx.maximumSupply,
        minConsumptionRate: tx.minConsumptionRate,
        maxConsumptionRate: tx.maxConsumptionRate,
        minValidatorStake: tx.minValidatorStake,
        maxValidatorStake: tx.maxValidatorStake,
        minStakeDuration: tx.minStakeDuration,
        maxStakeDuration: tx.maxStakeDuration,
        minDelegationFee: tx.minDelegationFee,
        minDelegatorStake: tx.minDelegatorStake,
        maxValidatorWeightFactor: tx.maxValidatorWeightFactor,
        uptimeRequirement: tx.uptimeRequirement,
        subnetAuthorization: authJson(tx.subnetAuthorization),
      };
    case 'AddPermissionlessValidatorTx':
      return {
        ...base,
        validator: validatorJson(tx.validator),
        subnetID: idFromBytes(tx.subnetId),
        signer: signerJson(tx.signer),
        stake: transferableOutputsJson(tx.stake, hrp),
        validationRewardsOwner: ownersJson(tx.validationRewardsOwner, hrp),
        delegationRewardsOwner: ownersJson(tx.delegationRewardsOwner, hrp),
        shares: tx.shares,
      };
    case 'AddPermissionlessDelegatorTx':
      return {
        ...base,
        validator: validatorJson(tx.validator),
        subnetID: idFromBytes(tx.subnetId),
        stake: transferableOutputsJson(tx.stake, hrp),
        rewardsOwner: ownersJson(tx.rewardsOwner, hrp),
      };
    case 'TransferSubnetOwnershipTx':
      return {
        ...base,
        subnetID: idFromBytes(tx.subnetId),
        subnetAuthorization: authJson(tx.subnetAuthorization),
        newOwner: ownersJson(tx.newOwner, hrp),
      };
    case 'ConvertSubnetToL1Tx':
      return {
        ...base,
        subnetID: idFromBytes(tx.subnetId),
        chainID: idFromBytes(tx.chainId),
        address: toHex(tx.address),
        validators: tx.validators.map(l1ValidatorJson),
        subnetAuthorization: authJson(tx.subnetAuthorization),
      };
    case 'RegisterL1ValidatorTx':
      // A fixed-size Go byte array, so it prints as numbers rather than hex.
      return { ...base, balance: tx.balance, proofOfPossession: Array.from(tx.proofOfPossession, BigInt), message: toHex(tx.message) };
    case 'SetL1ValidatorWeightTx':
      return { ...base, message: toHex(tx.message) };
    case 'IncreaseL1ValidatorBalanceTx':
      return { ...base, validationID: idFromBytes(tx.validationId), balance: tx.balance };
    case 'DisableL1ValidatorTx':
      return { ...base, validationID: idFromBytes(tx.validationId), disableAuthorization: authJson(tx.disableAuthorization) };
    case 'AddAutoRenewedValidatorTx':
      return {
        ...base,
        // A byte slice on the wire, so hex in JSON rather than a NodeID- string.
        nodeID: toHex(tx.nodeId),
        signer: signerJson(tx.signer),
        stake: transferableOutputsJson(tx.stake, hrp),
        validationRewardsOwner: ownersJson(tx.validationRewardsOwner, hrp),
        delegationRewardsOwner: ownersJson(tx.delegationRewardsOwner, hrp),
        validatorAuthority: ownersJson(tx.validatorAuthority, hrp),
        delegationShares: tx.delegationShares,
        autoCompoundRewardShares: tx.autoCompoundRewardShares,
        period: tx.period,
      };
    case 'SetAutoRenewedValidatorConfigTx':
      return {
        ...base,
        txID: idFromBytes(tx.txId),
        auth: authJson(tx.auth),
        autoCompoundRewardShares: tx.autoCompoundRewardShares,
        period: tx.period,
      };
  }
}

function credentialJson(credential: Credential): JsonObject {
  return { signatures: credential.signatures.map(toHex) };
}

/** A tx as `platform.getTx` prints it with `encoding: "json"`: `{unsignedTx, credentials, id}`. */
export function txToJson(tx: SignedTx, options: TxJsonOptions): JsonObject {
  return {
    unsignedTx: unsignedTxToJson(tx.unsignedTx, options.hrp),
    credentials: tx.credentials.map(credentialJson),
    id: options.txId ?? signedTxId(tx),
  };
}

/** A block as `platform.getBlock` prints it with `encoding: "json"`. */
export function blockToJson(block: Block, options: BlockJsonOptions): JsonObject {
  const id = options.blockId ?? blockId(encodeBlock(block));
  const txJson = (tx: SignedTx) => txToJson(tx, { hrp: options.hrp });
  const common = { parentID: idFromBytes(block.parentId), height: block.height, id };
  switch (block.kind) {
    case 'ApricotAbortBlock':
    case 'ApricotCommitBlock':
      return common;
    case 'ApricotStandardBlock':
      return { ...common, txs: block.txs.map(txJson) };
    case 'ApricotProposalBlock':
    case 'ApricotAtomicBlock':
      return { ...common, tx: txJson(block.tx) };
    case 'BanffAbortBlock':
    case 'BanffCommitBlock':
      return { time: block.time, ...common };
    case 'BanffStandardBlock':
      return { time: block.time, ...common, txs: block.txs.map(txJson) };
    case 'BanffProposalBlock':
      return { time: block.time, txs: block.txs.map(txJson), ...common, tx: txJson(block.tx) };
  }
}
