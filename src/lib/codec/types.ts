/**
 * Plain-data model of P-Chain transactions and blocks, mirroring the node's codec structs.
 * Binary fields are raw bytes (IDs 32 bytes, short IDs / addresses / node IDs 20 bytes); every
 * integer is a bigint whatever its wire width, so values can be built and compared directly.
 */

/** Codec type IDs of codec version 0; blocks and txs share one numbering. */
export const TYPE_IDS = {
  ApricotProposalBlock: 0,
  ApricotAbortBlock: 1,
  ApricotCommitBlock: 2,
  ApricotStandardBlock: 3,
  ApricotAtomicBlock: 4,
  TransferInput: 5,
  TransferOutput: 7,
  Credential: 9,
  Input: 10,
  OutputOwners: 11,
  AddValidatorTx: 12,
  AddSubnetValidatorTx: 13,
  AddDelegatorTx: 14,
  CreateChainTx: 15,
  CreateSubnetTx: 16,
  ImportTx: 17,
  ExportTx: 18,
  AdvanceTimeTx: 19,
  RewardValidatorTx: 20,
  LockIn: 21,
  LockOut: 22,
  RemoveSubnetValidatorTx: 23,
  TransformSubnetTx: 24,
  AddPermissionlessValidatorTx: 25,
  AddPermissionlessDelegatorTx: 26,
  EmptySigner: 27,
  ProofOfPossession: 28,
  BanffProposalBlock: 29,
  BanffAbortBlock: 30,
  BanffCommitBlock: 31,
  BanffStandardBlock: 32,
  TransferSubnetOwnershipTx: 33,
  BaseTx: 34,
  ConvertSubnetToL1Tx: 35,
  RegisterL1ValidatorTx: 36,
  SetL1ValidatorWeightTx: 37,
  IncreaseL1ValidatorBalanceTx: 38,
  DisableL1ValidatorTx: 39,
  AddAutoRenewedValidatorTx: 40,
  SetAutoRenewedValidatorConfigTx: 41,
  RewardAutoRenewedValidatorTx: 42,
} as const;

export type TypeName = keyof typeof TYPE_IDS;

/** The only codec version the P-Chain has ever used. */
export const CODEC_VERSION = 0;

/** secp256k1fx.OutputOwners: who may spend an output or act as an owner. */
export interface OutputOwners {
  locktime: bigint;
  threshold: bigint;
  addresses: Uint8Array[];
}

/** secp256k1fx.TransferOutput. */
export interface TransferOutput extends OutputOwners {
  kind: 'TransferOutput';
  amount: bigint;
}

/** stakeable.LockOut: an output locked for staking until `locktime`. */
export interface LockOut {
  kind: 'LockOut';
  locktime: bigint;
  output: TransferOutput;
}

export type Output = TransferOutput | LockOut;

export interface TransferableOutput {
  assetId: Uint8Array;
  output: Output;
}

/** avax.UTXO: an unspent output and the tx output it came from. */
export interface Utxo {
  txId: Uint8Array;
  outputIndex: bigint;
  assetId: Uint8Array;
  output: Output;
}

/** secp256k1fx.TransferInput. */
export interface TransferInput {
  kind: 'TransferInput';
  amount: bigint;
  signatureIndices: bigint[];
}

/** stakeable.LockIn: spends a stake-locked UTXO. */
export interface LockIn {
  kind: 'LockIn';
  locktime: bigint;
  input: TransferInput;
}

export type Input = TransferInput | LockIn;

export interface TransferableInput {
  txId: Uint8Array;
  outputIndex: bigint;
  assetId: Uint8Array;
  input: Input;
}

/** secp256k1fx.Input: signature indices authorising a subnet or L1 validator action. */
export interface Auth {
  signatureIndices: bigint[];
}

/** secp256k1fx.Credential: 65-byte recoverable signatures. */
export interface Credential {
  signatures: Uint8Array[];
}

export interface Validator {
  nodeId: Uint8Array;
  start: bigint;
  end: bigint;
  weight: bigint;
}

export interface SubnetValidator extends Validator {
  subnetId: Uint8Array;
}

/** BLS public key (48 bytes) and proof of possession (96 bytes). */
export interface BlsProofOfPossession {
  publicKey: Uint8Array;
  proofOfPossession: Uint8Array;
}

export type Signer = { kind: 'EmptySigner' } | ({ kind: 'ProofOfPossession' } & BlsProofOfPossession);

/** warp message.PChainOwner (no locktime). */
export interface PChainOwner {
  threshold: bigint;
  addresses: Uint8Array[];
}

export interface L1Validator {
  /** Variable-length bytes on the wire (20 for node IDs). */
  nodeId: Uint8Array;
  weight: bigint;
  balance: bigint;
  signer: BlsProofOfPossession;
  remainingBalanceOwner: PChainOwner;
  deactivationOwner: PChainOwner;
}

/** The five fields every post-Apricot P-Chain tx starts with. */
export interface BaseTxFields {
  networkId: bigint;
  blockchainId: Uint8Array;
  outputs: TransferableOutput[];
  inputs: TransferableInput[];
  memo: Uint8Array;
}

export interface BaseTx extends BaseTxFields {
  kind: 'BaseTx';
}

export interface CreateSubnetTx extends BaseTxFields {
  kind: 'CreateSubnetTx';
  owner: OutputOwners;
}

export interface CreateChainTx extends BaseTxFields {
  kind: 'CreateChainTx';
  subnetId: Uint8Array;
  chainName: string;
  vmId: Uint8Array;
  fxIds: Uint8Array[];
  genesisData: Uint8Array;
  subnetAuthorization: Auth;
}

export interface ImportTx extends BaseTxFields {
  kind: 'ImportTx';
  sourceChain: Uint8Array;
  importedInputs: TransferableInput[];
}

export interface ExportTx extends BaseTxFields {
  kind: 'ExportTx';
  destinationChain: Uint8Array;
  exportedOutputs: TransferableOutput[];
}

export interface AddValidatorTx extends BaseTxFields {
  kind: 'AddValidatorTx';
  validator: Validator;
  stake: TransferableOutput[];
  rewardsOwner: OutputOwners;
  shares: bigint;
}

export interface AddDelegatorTx extends BaseTxFields {
  kind: 'AddDelegatorTx';
  validator: Validator;
  stake: TransferableOutput[];
  rewardsOwner: OutputOwners;
}

export interface AddSubnetValidatorTx extends BaseTxFields {
  kind: 'AddSubnetValidatorTx';
  validator: SubnetValidator;
  subnetAuthorization: Auth;
}

export interface RemoveSubnetValidatorTx extends BaseTxFields {
  kind: 'RemoveSubnetValidatorTx';
  nodeId: Uint8Array;
  subnetId: Uint8Array;
  subnetAuthorization: Auth;
}

export interface TransformSubnetTx extends BaseTxFields {
  kind: 'TransformSubnetTx';
  subnetId: Uint8Array;
  assetId: Uint8Array;
  initialSupply: bigint;
  maximumSupply: bigint;
  minConsumptionRate: bigint;
  maxConsumptionRate: bigint;
  minValidatorStake: bigint;
  maxValidatorStake: bigint;
  /** uint32 seconds on the wire. */
  minStakeDuration: bigint;
  maxStakeDuration: bigint;
  /** uint32 on the wire. */
  minDelegationFee: bigint;
  minDelegatorStake: bigint;
  /** One byte on the wire. */
  maxValidatorWeightFactor: bigint;
  /** uint32 on the wire. */
  uptimeRequirement: bigint;
  subnetAuthorization: Auth;
}

export interface AddPermissionlessValidatorTx extends BaseTxFields {
  kind: 'AddPermissionlessValidatorTx';
  validator: Validator;
  subnetId: Uint8Array;
  signer: Signer;
  stake: TransferableOutput[];
  validationRewardsOwner: OutputOwners;
  delegationRewardsOwner: OutputOwners;
  shares: bigint;
}

export interface AddPermissionlessDelegatorTx extends BaseTxFields {
  kind: 'AddPermissionlessDelegatorTx';
  validator: Validator;
  subnetId: Uint8Array;
  stake: TransferableOutput[];
  rewardsOwner: OutputOwners;
}

export interface TransferSubnetOwnershipTx extends BaseTxFields {
  kind: 'TransferSubnetOwnershipTx';
  subnetId: Uint8Array;
  subnetAuthorization: Auth;
  newOwner: OutputOwners;
}

export interface ConvertSubnetToL1Tx extends BaseTxFields {
  kind: 'ConvertSubnetToL1Tx';
  subnetId: Uint8Array;
  chainId: Uint8Array;
  /** Validator manager contract address (variable-length bytes). */
  address: Uint8Array;
  validators: L1Validator[];
  subnetAuthorization: Auth;
}

export interface RegisterL1ValidatorTx extends BaseTxFields {
  kind: 'RegisterL1ValidatorTx';
  balance: bigint;
  /** Fixed 96 bytes. */
  proofOfPossession: Uint8Array;
  /** Signed warp message bytes. */
  message: Uint8Array;
}

export interface SetL1ValidatorWeightTx extends BaseTxFields {
  kind: 'SetL1ValidatorWeightTx';
  message: Uint8Array;
}

export interface IncreaseL1ValidatorBalanceTx extends BaseTxFields {
  kind: 'IncreaseL1ValidatorBalanceTx';
  validationId: Uint8Array;
  balance: bigint;
}

export interface DisableL1ValidatorTx extends BaseTxFields {
  kind: 'DisableL1ValidatorTx';
  validationId: Uint8Array;
  disableAuthorization: Auth;
}

/** ACP-236: a Primary Network validator whose stake renews for `period` at the end of each cycle. */
export interface AddAutoRenewedValidatorTx extends BaseTxFields {
  kind: 'AddAutoRenewedValidatorTx';
  /** Variable-length bytes on the wire (20 for node IDs). */
  nodeId: Uint8Array;
  signer: Signer;
  stake: TransferableOutput[];
  validationRewardsOwner: OutputOwners;
  delegationRewardsOwner: OutputOwners;
  /** Who may change the validator's config. */
  validatorAuthority: OutputOwners;
  /** uint32 parts per million on the wire. */
  delegationShares: bigint;
  /** The share of each cycle's reward restaked, uint32 parts per million on the wire. */
  autoCompoundRewardShares: bigint;
  /** Cycle length in seconds. */
  period: bigint;
}

/** Changes an auto-renewed validator's restaked share and its next cycle's length (0: exit at the cycle's end). */
export interface SetAutoRenewedValidatorConfigTx extends BaseTxFields {
  kind: 'SetAutoRenewedValidatorConfigTx';
  /** ID of the AddAutoRenewedValidatorTx that created the validator. */
  txId: Uint8Array;
  auth: Auth;
  autoCompoundRewardShares: bigint;
  period: bigint;
}

export interface RewardAutoRenewedValidatorTx {
  kind: 'RewardAutoRenewedValidatorTx';
  /** ID of the AddAutoRenewedValidatorTx that created the validator. */
  txId: Uint8Array;
  /** End of the cycle it settles, Unix seconds. */
  timestamp: bigint;
}

export interface RewardValidatorTx {
  kind: 'RewardValidatorTx';
  /** ID of the staker tx being rewarded. */
  txId: Uint8Array;
}

export interface AdvanceTimeTx {
  kind: 'AdvanceTimeTx';
  time: bigint;
}

export type UnsignedTx =
  | BaseTx
  | CreateSubnetTx
  | CreateChainTx
  | ImportTx
  | ExportTx
  | AddValidatorTx
  | AddDelegatorTx
  | AddSubnetValidatorTx
  | RemoveSubnetValidatorTx
  | TransformSubnetTx
  | AddPermissionlessValidatorTx
  | AddPermissionlessDelegatorTx
  | TransferSubnetOwnershipTx
  | ConvertSubnetToL1Tx
  | RegisterL1ValidatorTx
  | SetL1ValidatorWeightTx
  | IncreaseL1ValidatorBalanceTx
  | DisableL1ValidatorTx
  | AddAutoRenewedValidatorTx
  | SetAutoRenewedValidatorConfigTx
  | RewardAutoRenewedValidatorTx
  | RewardValidatorTx
  | AdvanceTimeTx;

export type TxKind = UnsignedTx['kind'];

export interface SignedTx {
  unsignedTx: UnsignedTx;
  credentials: Credential[];
}

interface CommonBlock {
  parentId: Uint8Array;
  height: bigint;
}

export interface ApricotProposalBlock extends CommonBlock {
  kind: 'ApricotProposalBlock';
  tx: SignedTx;
}

export interface ApricotAbortBlock extends CommonBlock {
  kind: 'ApricotAbortBlock';
}

export interface ApricotCommitBlock extends CommonBlock {
  kind: 'ApricotCommitBlock';
}

export interface ApricotStandardBlock extends CommonBlock {
  kind: 'ApricotStandardBlock';
  txs: SignedTx[];
}

export interface ApricotAtomicBlock extends CommonBlock {
  kind: 'ApricotAtomicBlock';
  tx: SignedTx;
}

export interface BanffProposalBlock extends CommonBlock {
  kind: 'BanffProposalBlock';
  /** Unix seconds. */
  time: bigint;
  /** Decision txs carried ahead of the proposal (usually none). */
  txs: SignedTx[];
  tx: SignedTx;
}

export interface BanffAbortBlock extends CommonBlock {
  kind: 'BanffAbortBlock';
  time: bigint;
}

export interface BanffCommitBlock extends CommonBlock {
  kind: 'BanffCommitBlock';
  time: bigint;
}

export interface BanffStandardBlock extends CommonBlock {
  kind: 'BanffStandardBlock';
  time: bigint;
  txs: SignedTx[];
}

export type Block =
  | ApricotProposalBlock
  | ApricotAbortBlock
  | ApricotCommitBlock
  | ApricotStandardBlock
  | ApricotAtomicBlock
  | BanffProposalBlock
  | BanffAbortBlock
  | BanffCommitBlock
  | BanffStandardBlock;

export type BlockKind = Block['kind'];
