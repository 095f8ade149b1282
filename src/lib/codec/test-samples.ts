/** Sample values of every tx and block kind, shared by the codec tests. */
import type { Block, BlockKind, L1Validator, SignedTx, TransferableInput, TransferableOutput, TxKind, UnsignedTx } from './types';

/** Deterministic bytes: `length` bytes counting up from `seed`. */
export function sampleBytes(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (seed + i) & 0xff);
}

const id = (seed: number) => sampleBytes(32, seed);
const shortId = (seed: number) => sampleBytes(20, seed);

const outputs: TransferableOutput[] = [
  { assetId: id(1), output: { kind: 'TransferOutput', amount: 18446744073709551615n, locktime: 0n, threshold: 1n, addresses: [shortId(2)] } },
  {
    assetId: id(3),
    output: {
      kind: 'LockOut',
      locktime: 87654321n,
      output: { kind: 'TransferOutput', amount: 1n, locktime: 12345678n, threshold: 2n, addresses: [shortId(4), shortId(5)] },
    },
  },
];

const inputs: TransferableInput[] = [
  { txId: id(6), outputIndex: 1n, assetId: id(1), input: { kind: 'TransferInput', amount: 1000000000n, signatureIndices: [0n, 4294967295n] } },
  {
    txId: id(7),
    outputIndex: 4294967295n,
    assetId: id(3),
    input: { kind: 'LockIn', locktime: 876543210n, input: { kind: 'TransferInput', amount: 5n, signatureIndices: [] } },
  },
];

const base = { networkId: 12345n, blockchainId: new Uint8Array(32), outputs, inputs, memo: sampleBytes(5, 0x68) };
const owner = { locktime: 0n, threshold: 1n, addresses: [shortId(8)] };
const validator = { nodeId: shortId(9), start: 1734368500n, end: 1735578100n, weight: 2000000000000n };
const auth = { signatureIndices: [0n] };
const pop = { publicKey: sampleBytes(48, 10), proofOfPossession: sampleBytes(96, 11) };
const l1Validator: L1Validator = {
  nodeId: shortId(12),
  weight: 72623859790382856n,
  balance: 1000000000n,
  signer: pop,
  remainingBalanceOwner: { threshold: 1n, addresses: [shortId(13)] },
  deactivationOwner: { threshold: 0n, addresses: [] },
};

export const SAMPLE_TXS: { [K in TxKind]: Extract<UnsignedTx, { kind: K }> } = {
  BaseTx: { kind: 'BaseTx', ...base },
  CreateSubnetTx: { kind: 'CreateSubnetTx', ...base, owner },
  CreateChainTx: {
    kind: 'CreateChainTx',
    ...base,
    subnetId: id(14),
    chainName: 'mychain',
    vmId: id(15),
    fxIds: [id(16)],
    genesisData: new TextEncoder().encode('{"config":{"chainId":99999}}'),
    subnetAuthorization: auth,
  },
  ImportTx: { kind: 'ImportTx', ...base, sourceChain: id(17), importedInputs: inputs },
  ExportTx: { kind: 'ExportTx', ...base, destinationChain: id(18), exportedOutputs: outputs },
  AddValidatorTx: { kind: 'AddValidatorTx', ...base, validator, stake: outputs, rewardsOwner: owner, shares: 20000n },
  AddDelegatorTx: { kind: 'AddDelegatorTx', ...base, validator, stake: outputs, rewardsOwner: owner },
  AddSubnetValidatorTx: { kind: 'AddSubnetValidatorTx', ...base, validator: { ...validator, subnetId: id(19) }, subnetAuthorization: auth },
  RemoveSubnetValidatorTx: { kind: 'RemoveSubnetValidatorTx', ...base, nodeId: shortId(20), subnetId: id(21), subnetAuthorization: auth },
  TransformSubnetTx: {
    kind: 'TransformSubnetTx',
    ...base,
    subnetId: id(22),
    assetId: id(23),
    initialSupply: 1000n,
    maximumSupply: 5000n,
    minConsumptionRate: 100000n,
    maxConsumptionRate: 120000n,
    minValidatorStake: 1n,
    maxValidatorStake: 1000n,
    minStakeDuration: 86400n,
    maxStakeDuration: 31536000n,
    minDelegationFee: 20000n,
    minDelegatorStake: 1n,
    maxValidatorWeightFactor: 5n,
    uptimeRequirement: 800000n,
    subnetAuthorization: auth,
  },
  AddPermissionlessValidatorTx: {
    kind: 'AddPermissionlessValidatorTx',
    ...base,
    validator,
    subnetId: new Uint8Array(32),
    signer: { kind: 'ProofOfPossession', ...pop },
    stake: outputs,
    validationRewardsOwner: owner,
    delegationRewardsOwner: { ...owner, threshold: 0n, addresses: [] },
    shares: 20000n,
  },
  AddPermissionlessDelegatorTx: { kind: 'AddPermissionlessDelegatorTx', ...base, validator, subnetId: id(24), stake: outputs, rewardsOwner: owner },
  TransferSubnetOwnershipTx: { kind: 'TransferSubnetOwnershipTx', ...base, subnetId: id(25), subnetAuthorization: auth, newOwner: owner },
  ConvertSubnetToL1Tx: {
    kind: 'ConvertSubnetToL1Tx',
    ...base,
    subnetId: id(26),
    chainId: id(27),
    address: sampleBytes(20, 28),
    validators: [l1Validator, l1Validator],
    subnetAuthorization: auth,
  },
  RegisterL1ValidatorTx: { kind: 'RegisterL1ValidatorTx', ...base, balance: 1000000000n, proofOfPossession: sampleBytes(96, 29), message: sampleBytes(300, 30) },
  SetL1ValidatorWeightTx: { kind: 'SetL1ValidatorWeightTx', ...base, message: sampleBytes(7, 31) },
  IncreaseL1ValidatorBalanceTx: { kind: 'IncreaseL1ValidatorBalanceTx', ...base, validationId: id(32), balance: 18364758544493064720n },
  DisableL1ValidatorTx: { kind: 'DisableL1ValidatorTx', ...base, validationId: id(33), disableAuthorization: { signatureIndices: [9n] } },
  AddAutoRenewedValidatorTx: {
    kind: 'AddAutoRenewedValidatorTx',
    ...base,
    nodeId: sampleBytes(20, 35),
    signer: { kind: 'ProofOfPossession', ...pop },
    stake: outputs,
    validationRewardsOwner: owner,
    delegationRewardsOwner: { ...owner, locktime: 3n },
    validatorAuthority: { ...owner, threshold: 2n, addresses: [sampleBytes(20, 36), sampleBytes(20, 37)] },
    delegationShares: 20000n,
    autoCompoundRewardShares: 500000n,
    period: 1209600n,
  },
  SetAutoRenewedValidatorConfigTx: {
    kind: 'SetAutoRenewedValidatorConfigTx',
    ...base,
    txId: id(38),
    auth: { signatureIndices: [0n, 1n] },
    autoCompoundRewardShares: 1000000n,
    period: 0n,
  },
  RewardAutoRenewedValidatorTx: { kind: 'RewardAutoRenewedValidatorTx', txId: id(39), timestamp: 1785250800n },
  RewardValidatorTx: { kind: 'RewardValidatorTx', txId: id(34) },
  AdvanceTimeTx: { kind: 'AdvanceTimeTx', time: 1607144400n },
};

/** Signs nothing: credentials carry placeholder 65-byte signatures. */
export function sampleSignedTx(unsignedTx: UnsignedTx, signatureCount = 1): SignedTx {
  const credentials = unsignedTx.kind === 'RewardValidatorTx' || unsignedTx.kind === 'RewardAutoRenewedValidatorTx' || unsignedTx.kind === 'AdvanceTimeTx' ? [] : [{ signatures: Array.from({ length: signatureCount }, (_, i) => sampleBytes(65, 40 + i)) }];
  return { unsignedTx, credentials };
}

const common = { parentId: id(50), height: 13000000n };
const time = 1734368500n;

export const SAMPLE_BLOCKS: { [K in BlockKind]: Extract<Block, { kind: K }> } = {
  ApricotProposalBlock: { kind: 'ApricotProposalBlock', ...common, tx: sampleSignedTx(SAMPLE_TXS.AdvanceTimeTx) },
  ApricotAbortBlock: { kind: 'ApricotAbortBlock', ...common },
  ApricotCommitBlock: { kind: 'ApricotCommitBlock', ...common },
  ApricotStandardBlock: { kind: 'ApricotStandardBlock', ...common, txs: [sampleSignedTx(SAMPLE_TXS.CreateSubnetTx), sampleSignedTx(SAMPLE_TXS.BaseTx, 2)] },
  ApricotAtomicBlock: { kind: 'ApricotAtomicBlock', ...common, tx: sampleSignedTx(SAMPLE_TXS.ImportTx) },
  BanffProposalBlock: { kind: 'BanffProposalBlock', time, txs: [], ...common, tx: sampleSignedTx(SAMPLE_TXS.RewardValidatorTx) },
  BanffAbortBlock: { kind: 'BanffAbortBlock', time, ...common },
  BanffCommitBlock: { kind: 'BanffCommitBlock', time, ...common },
  BanffStandardBlock: { kind: 'BanffStandardBlock', time, ...common, txs: [sampleSignedTx(SAMPLE_TXS.AddPermissionlessValidatorTx)] },
};

/**
 * JSON text with integers (bigint or number) as bare digits and keys in insertion order, so a
 * value can be compared with a fixture's text, key order and big numbers included.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A fixture's JSON text without insignificant whitespace (fixture strings hold no spaces). */
export function compactFixture(text: string): string {
  return text.replace(/\s+/g, '');
}
