import { t } from '@lingui/core/macro';
import type { TxKind } from '../../lib/codec/types';

const LABELS: Record<string, string> = {
  get validator() { return t`Validator`; },
  get start() { return t`Start`; },
  get end() { return t`End`; },
  get startTime() { return t`Start time`; },
  get endTime() { return t`End time`; },
  get time() { return t`Time`; },
  get weight() { return t`Weight`; },
  get balance() { return t`Balance`; },
  get locktime() { return t`Locktime`; },
  get threshold() { return t`Threshold`; },
  get addresses() { return t`Addresses`; },
  get message() { return t`Message`; },
  get initialSupply() { return t`Initial supply`; },
  get maximumSupply() { return t`Maximum supply`; },
  get minValidatorStake() { return t`Min validator stake`; },
  get maxValidatorStake() { return t`Max validator stake`; },
  get minDelegatorStake() { return t`Min delegator stake`; },
  get minStakeDuration() { return t`Min stake duration`; },
  get maxStakeDuration() { return t`Max stake duration`; },
  get minDelegationFee() { return t`Min delegation fee`; },
  get subnetID() { return t`Subnet`; },
  get chainID() { return t`Blockchain`; },
  get blockchainID() { return t`Blockchain`; },
  get sourceChain() { return t`Source chain`; },
  get destinationChain() { return t`Destination chain`; },
  get txID() { return t`Rewarded staker tx`; },
  get validationID() { return t`Validation ID`; },
  get vmID() { return t`VM ID`; },
  get fxIDs() { return t`Fx IDs`; },
  get assetID() { return t`Asset`; },
  get nodeID() { return t`Node ID`; },
  get networkID() { return t`Network ID`; },
  get shares() { return t`Delegation fee`; },
  get signer() { return t`BLS signer`; },
  get proofOfPossession() { return t`Proof of possession`; },
  get publicKey() { return t`BLS public key`; },
  get address() { return t`Validator manager address`; },
  get genesisData() { return t`Genesis data`; },
  get chainName() { return t`Chain name`; },
  get subnetAuthorization() { return t`Subnet authorization`; },
  get disableAuthorization() { return t`Disable authorization`; },
  get rewardsOwner() { return t`Rewards owner`; },
  get validationRewardsOwner() { return t`Validation rewards owner`; },
  get delegationRewardsOwner() { return t`Delegation rewards owner`; },
  get remainingBalanceOwner() { return t`Remaining balance owner`; },
  get deactivationOwner() { return t`Deactivation owner`; },
  get newOwner() { return t`New owner`; },
  get owner() { return t`Owner`; },
  get minConsumptionRate() { return t`Min consumption rate`; },
  get maxConsumptionRate() { return t`Max consumption rate`; },
  get maxValidatorWeightFactor() { return t`Max validator weight factor`; },
  get uptimeRequirement() { return t`Uptime requirement`; },
  get validatorAuthority() { return t`Validator authority`; },
  get delegationShares() { return t`Delegation fee`; },
  get autoCompoundRewardShares() { return t`Restaked share of rewards`; },
  get period() { return t`Cycle length`; },
  get auth() { return t`Authorization`; },
  get timestamp() { return t`Cycle end`; },
};

/** Keys that mean something else in one kind of tx. */
const KIND_LABELS: Partial<Record<TxKind, Record<string, string>>> = {
  SetAutoRenewedValidatorConfigTx: {
    get txID() { return t`Auto-renewed validator tx`; },
    get period() { return t`Next cycle length`; },
  },
  RewardAutoRenewedValidatorTx: {
    get txID() { return t`Rewarded validator tx`; },
  },
};

/** A readable label for a tx JSON key: explicit and translated for the known ones (in the tx's kind when given), else split from camelCase. */
export function fieldLabel(key: string, kind?: TxKind): string {
  const known = (kind && KIND_LABELS[kind]?.[key]) ?? LABELS[key];
  if (known) return known;
  const words = key.replace(/ID$/, ' ID').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase().replace(/ id$/, ' ID');
}
