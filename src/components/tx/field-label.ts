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
};

/** A readable label for a tx JSON key: explicit for the known ones, else split from camelCase. */
export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/ID$/, ' ID').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase().replace(/ id$/, ' ID');
}
