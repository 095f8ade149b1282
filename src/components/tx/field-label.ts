import type { TxKind } from '../../lib/codec/types';

const LABELS: Record<string, string> = {
  subnetID: 'Subnet',
  chainID: 'Blockchain',
  blockchainID: 'Blockchain',
  sourceChain: 'Source chain',
  destinationChain: 'Destination chain',
  txID: 'Rewarded staker tx',
  validationID: 'Validation ID',
  vmID: 'VM ID',
  fxIDs: 'Fx IDs',
  assetID: 'Asset',
  nodeID: 'Node ID',
  networkID: 'Network ID',
  shares: 'Delegation fee',
  signer: 'BLS signer',
  proofOfPossession: 'Proof of possession',
  publicKey: 'BLS public key',
  address: 'Validator manager address',
  genesisData: 'Genesis data',
  chainName: 'Chain name',
  subnetAuthorization: 'Subnet authorization',
  disableAuthorization: 'Disable authorization',
  rewardsOwner: 'Rewards owner',
  validationRewardsOwner: 'Validation rewards owner',
  delegationRewardsOwner: 'Delegation rewards owner',
  remainingBalanceOwner: 'Remaining balance owner',
  deactivationOwner: 'Deactivation owner',
  newOwner: 'New owner',
  owner: 'Owner',
  minConsumptionRate: 'Min consumption rate',
  maxConsumptionRate: 'Max consumption rate',
  maxValidatorWeightFactor: 'Max validator weight factor',
  uptimeRequirement: 'Uptime requirement',
  validatorAuthority: 'Validator authority',
  delegationShares: 'Delegation fee',
  autoCompoundRewardShares: 'Restaked share of rewards',
  period: 'Cycle length',
  auth: 'Authorization',
  timestamp: 'Cycle end',
};

/** Keys that mean something else in one kind of tx. */
const KIND_LABELS: Partial<Record<TxKind, Record<string, string>>> = {
  SetAutoRenewedValidatorConfigTx: { txID: 'Auto-renewed validator tx', period: 'Next cycle length' },
  RewardAutoRenewedValidatorTx: { txID: 'Rewarded validator tx' },
};

/** A readable label for a tx JSON key: explicit for the known ones (in the tx's kind when given), else split from camelCase. */
export function fieldLabel(key: string, kind?: TxKind): string {
  const known = (kind && KIND_LABELS[kind]?.[key]) ?? LABELS[key];
  if (known) return known;
  const words = key.replace(/ID$/, ' ID').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase().replace(/ id$/, ' ID');
}
