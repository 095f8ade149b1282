import { bytesEqual } from '../../src/lib/bytes';
import type { AddAutoRenewedValidatorTx, Credential, SetAutoRenewedValidatorConfigTx, SignedTx } from '../../src/lib/codec/types';
import { nodeIdFromBytes } from '../../src/lib/ids';
import { SHORT_ID_LENGTH } from '../../src/lib/id-constants';
import { isHeliconActive } from '../upgrades';
import { AVAX_ASSET_ID_BYTES, MAX_STAKE_DURATION, MAX_VALIDATOR_STAKE, MIN_DELEGATION_FEE, MIN_VALIDATOR_STAKE, minValidatorStakeDuration } from './constants';
import { cb58 } from './hash';
import type { Network } from './network';
import { indicesSortedAndUnique } from './ordering';
import { amountOf } from './state';
import { fail, verifyCredential, verifyOwner, wrapped } from './verify-spend';
import { verifyProofOfPossession } from '../../src/lib/bls';

/** `reward.PercentDenominator`: shares are parts per million. */
const PERCENT_DENOMINATOR = 1_000_000n;

function requireHelicon(network: Network): void {
  if (!isHeliconActive(network.upgrades, network.state.time)) fail('attempting to use a Helicon-upgrade feature prior to activation');
}

function checkRestakeShares(shares: bigint): void {
  if (shares > PERCENT_DENOMINATOR) fail(`a staker can only restake at most ${PERCENT_DENOMINATOR} shares from rewards`);
}

/** `AddAutoRenewedValidatorTx.SyntacticVerify`, in the reference node's order and words. */
function syntactic(tx: AddAutoRenewedValidatorTx): void {
  if (tx.stake.length === 0) fail('no stake');
  if (tx.delegationShares > PERCENT_DENOMINATOR) fail(`a staker can only require at most ${PERCENT_DENOMINATOR} shares from delegators`);
  checkRestakeShares(tx.autoCompoundRewardShares);
  if (tx.period === 0n) fail('missing period');
  if (tx.nodeId.length !== SHORT_ID_LENGTH) fail(`invalid hash length: expected ${SHORT_ID_LENGTH} bytes but got ${tx.nodeId.length}`);
  if (tx.nodeId.every((byte) => byte === 0)) fail('validator nodeID cannot be empty');
  wrapped('verifying signer, rewards owners or validator authority: ', () => {
    if (tx.signer.kind === 'ProofOfPossession' && !verifyProofOfPossession(tx.signer.publicKey, tx.signer.proofOfPossession)) fail('invalid proof of possession');
    verifyOwner(tx.validationRewardsOwner);
    verifyOwner(tx.delegationRewardsOwner);
    verifyOwner(tx.validatorAuthority);
  });
  if (tx.signer.kind !== 'ProofOfPossession') fail('missing signer');
  for (const output of tx.stake) {
    wrapped('verifying output: ', () => {
      if (amountOf(output.output) === 0n) fail('output has no value');
      verifyOwner(output.output.kind === 'LockOut' ? output.output.output : output.output);
    });
  }
  if (tx.stake.some((output) => !bytesEqual(output.assetId, AVAX_ASSET_ID_BYTES))) fail('invalid staked asset');
}

/** `verifyAddAutoRenewedValidatorTx`: Helicon, syntax, stake, fee, period, one validator per node. */
export function addAutoRenewedRules(network: Network, tx: AddAutoRenewedValidatorTx): void {
  requireHelicon(network);
  syntactic(tx);
  const weight = tx.stake.reduce((sum, output) => sum + amountOf(output.output), 0n);
  if (weight < MIN_VALIDATOR_STAKE) fail('weight of this validator is too low');
  if (weight > MAX_VALIDATOR_STAKE) fail('weight of this validator is too large');
  if (tx.delegationShares < MIN_DELEGATION_FEE) fail('staker charges an insufficient delegation fee');
  if (tx.period < minValidatorStakeDuration(network.upgrades, network.state.time)) fail('staking period is too short');
  if (tx.period > MAX_STAKE_DURATION) fail('staking period is too long');
  const nodeId = nodeIdFromBytes(tx.nodeId);
  if (network.state.validatorsByNode.has(nodeId)) fail(`duplicate validator: ${nodeId}`);
}

/**
 * `verifySetAutoRenewedValidatorConfigTx`: the tx it names must be the AddAutoRenewedValidatorTx
 * of the node's current validator (a stale one is refused), the period 0 or within the staking
 * limits, and the last credential must sign for the validator authority. Returns the credentials
 * left for the inputs.
 */
export function autoRenewedConfigRules(network: Network, signed: SignedTx, tx: SetAutoRenewedValidatorConfigTx, hash: Uint8Array): Credential[] {
  requireHelicon(network);
  const state = network.state;
  if (tx.txId.every((byte) => byte === 0)) fail('missing tx id');
  checkRestakeShares(tx.autoCompoundRewardShares);
  if (!indicesSortedAndUnique(tx.auth.signatureIndices)) fail('input indices not sorted and unique');
  const txId = cb58(tx.txId);
  const record = state.txs.get(txId);
  if (!record) fail('getting staker tx: not found');
  const stakerTx = record.tx.unsignedTx;
  if (stakerTx.kind !== 'AddAutoRenewedValidatorTx') fail(`invalid staker tx type: *txs.${stakerTx.kind}`);
  const nodeId = nodeIdFromBytes(stakerTx.nodeId);
  const validator = state.validatorsByNode.get(nodeId);
  if (!validator) fail(`getting validator ${nodeId} from state: not found`);
  if (validator.txId !== txId) fail('invalid staker tx: wrong tx id');
  if (tx.period > 0n && tx.period < minValidatorStakeDuration(network.upgrades, state.time)) fail('staking period is too short');
  if (tx.period > MAX_STAKE_DURATION) fail('staking period is too long');
  const credential = signed.credentials.at(-1);
  if (!credential) fail('should have the same number of credentials as inputs');
  wrapped('unauthorized modification: ', () => verifyCredential(hash, tx.auth.signatureIndices, credential, stakerTx.validatorAuthority, state.time));
  return signed.credentials.slice(0, -1);
}
