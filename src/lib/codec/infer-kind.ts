/**
 * Kinds of P-Chain blocks and txs from their JSON, which carries no type field: each kind is told
 * apart by the keys only it has. Free of encoders so that the app can import it with its first page.
 */
import { isRecord } from '../json-value';
import type { BlockKind, TxKind } from './types';

export type JsonInput = Readonly<Record<string, unknown>>;

const has = (json: JsonInput, ...keys: string[]) => keys.every((key) => key in json);

/** Tx kind of an `unsignedTx` JSON object; the order of the checks matters, as kinds share keys. */
export function inferTxKind(unsignedTx: JsonInput): TxKind {
  if (!has(unsignedTx, 'networkID')) {
    if (has(unsignedTx, 'txID', 'timestamp')) return 'RewardAutoRenewedValidatorTx';
    if (has(unsignedTx, 'txID')) return 'RewardValidatorTx';
    if (has(unsignedTx, 'time')) return 'AdvanceTimeTx';
  }
  if (has(unsignedTx, 'exportedOutputs')) return 'ExportTx';
  if (has(unsignedTx, 'importedInputs')) return 'ImportTx';
  if (has(unsignedTx, 'validator')) {
    if (has(unsignedTx, 'signer')) return 'AddPermissionlessValidatorTx';
    if (has(unsignedTx, 'subnetID', 'rewardsOwner')) return 'AddPermissionlessDelegatorTx';
    if (has(unsignedTx, 'subnetAuthorization')) return 'AddSubnetValidatorTx';
    if (has(unsignedTx, 'shares')) return 'AddValidatorTx';
    if (has(unsignedTx, 'rewardsOwner')) return 'AddDelegatorTx';
  }
  if (has(unsignedTx, 'validatorAuthority')) return 'AddAutoRenewedValidatorTx';
  if (has(unsignedTx, 'txID', 'auth')) return 'SetAutoRenewedValidatorConfigTx';
  if (has(unsignedTx, 'chainName')) return 'CreateChainTx';
  if (has(unsignedTx, 'owner')) return 'CreateSubnetTx';
  if (has(unsignedTx, 'newOwner')) return 'TransferSubnetOwnershipTx';
  if (has(unsignedTx, 'initialSupply')) return 'TransformSubnetTx';
  if (has(unsignedTx, 'nodeID', 'subnetAuthorization')) return 'RemoveSubnetValidatorTx';
  if (has(unsignedTx, 'validators', 'chainID')) return 'ConvertSubnetToL1Tx';
  if (has(unsignedTx, 'proofOfPossession', 'message')) return 'RegisterL1ValidatorTx';
  if (has(unsignedTx, 'message')) return 'SetL1ValidatorWeightTx';
  if (has(unsignedTx, 'validationID', 'disableAuthorization')) return 'DisableL1ValidatorTx';
  if (has(unsignedTx, 'validationID', 'balance')) return 'IncreaseL1ValidatorBalanceTx';
  return 'BaseTx';
}

/**
 * Block kind of a block JSON object. Commit and abort blocks print identically, so those come back
 * as an explicit ambiguity; the hex type ID or the sibling proposal tx's status settles them.
 */
export type InferredBlockKind = BlockKind | 'BanffCommitOrAbortBlock' | 'ApricotCommitOrAbortBlock';

const ATOMIC_TX_KINDS: readonly TxKind[] = ['ImportTx', 'ExportTx'];

export function inferBlockKind(block: JsonInput): InferredBlockKind {
  if (has(block, 'time')) {
    if (has(block, 'tx')) return 'BanffProposalBlock';
    if (has(block, 'txs')) return 'BanffStandardBlock';
    return 'BanffCommitOrAbortBlock';
  }
  if (has(block, 'txs')) return 'ApricotStandardBlock';
  if (has(block, 'tx')) {
    const unsignedTx = (block.tx as JsonInput | null)?.unsignedTx;
    const isAtomic = isRecord(unsignedTx) && ATOMIC_TX_KINDS.includes(inferTxKind(unsignedTx));
    return isAtomic ? 'ApricotAtomicBlock' : 'ApricotProposalBlock';
  }
  return 'ApricotCommitOrAbortBlock';
}
