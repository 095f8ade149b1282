import { blockAt, control, height, platform } from './fixtures';

/** Shapes of the devnet answers the validator, subnet and address specs read (integers as strings). */
export interface WireOwner {
  threshold: string;
  addresses: string[];
}
export interface WireDelegator {
  txID: string;
  nodeID: string;
  weight: string;
  rewardOwner: WireOwner;
}
export interface WireValidator {
  nodeID: string;
  txID?: string;
  weight: string;
  connected?: boolean;
  delegatorCount?: string;
  delegatorWeight?: string;
  delegators?: WireDelegator[];
  validationID?: string;
  balance?: string;
}

export async function currentValidators(subnetID?: string, nodeIDs?: string[]): Promise<WireValidator[]> {
  const params: Record<string, unknown> = {};
  if (subnetID) params.subnetID = subnetID;
  if (nodeIDs) params.nodeIDs = nodeIDs;
  return (await platform<{ validators: WireValidator[] }>('getCurrentValidators', params)).validators;
}

export const totalWeight = (validator: WireValidator): bigint => BigInt(validator.weight) + BigInt(validator.delegatorWeight ?? '0');

export interface SubnetInfo {
  id: string;
  managerAddress: string | null;
  isPermissioned: boolean;
}

export async function subnets(): Promise<SubnetInfo[]> {
  const list = (await platform<{ subnets: { id: string }[] }>('getSubnets')).subnets.filter((subnet) => !/^1+LpoYY$/.test(subnet.id));
  return Promise.all(
    list.map(async ({ id }) => ({ id, ...(await platform<{ managerAddress: string | null; isPermissioned: boolean }>('getSubnet', { subnetID: id })) })),
  );
}

/** A converted subnet (L1) and one of its L1 validators with a balance. */
export async function activeL1Validator(): Promise<{ subnetID: string; validationID: string }> {
  for (const subnet of await subnets()) {
    if (subnet.managerAddress === null) continue;
    const validator = (await currentValidators(subnet.id)).find((entry) => entry.validationID && BigInt(entry.balance ?? '0') > 0n);
    if (validator?.validationID) return { subnetID: subnet.id, validationID: validator.validationID };
  }
  throw new Error('the devnet has no active L1 validator');
}

/** A Primary Network validator that has delegators, with the first delegator. */
export async function validatorWithDelegator(): Promise<{ validator: WireValidator; delegator: WireDelegator }> {
  const candidates = (await currentValidators()).filter((validator) => BigInt(validator.delegatorCount ?? '0') > 0n);
  for (const candidate of candidates) {
    const [validator] = await currentValidators(undefined, [candidate.nodeID]);
    const delegator = validator?.delegators?.[0];
    if (validator && delegator) return { validator, delegator };
  }
  throw new Error('the devnet has no delegator');
}

const REWARD_SCAN_BLOCKS = 400;
const DAY_SECONDS = 86_400;

/** A staking tx whose reward has been paid, with its first reward UTXO; ends some stakers first if none has. */
export async function rewardedStake(): Promise<{ txID: string; utxo: string }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const top = await height();
    for (let at = top; at > Math.max(0, top - REWARD_SCAN_BLOCKS); at--) {
      const stakerTx = (await blockAt(at)).tx?.unsignedTx.txID;
      if (typeof stakerTx !== 'string') continue;
      const { utxos } = await platform<{ utxos: string[] }>('getRewardUTXOs', { txID: stakerTx });
      if (utxos.length > 0) return { txID: stakerTx, utxo: utxos[0]! };
    }
    await control('advanceTime', { seconds: DAY_SECONDS });
    await control('produceBlocks', { count: 10 });
  }
  throw new Error('no staker was rewarded on the devnet');
}
