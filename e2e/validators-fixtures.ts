import { ACP267_UPTIME_REQUIREMENT_PERCENT } from '../src/lib/staking';
import { chainNow, passADay, platform, scanBlocks } from './fixtures';

/** Shapes of the devnet answers the validator, subnet and address specs read (integers as strings). */
export interface WireOwner {
  threshold: string;
  addresses: string[];
}
export interface WireDelegator {
  txID: string;
  nodeID: string;
  weight: string;
  endTime: string;
  rewardOwner: WireOwner;
}
export interface WireValidator {
  nodeID: string;
  txID?: string;
  weight: string;
  endTime?: string;
  publicKey?: string;
  connected?: boolean;
  delegatorCount?: string;
  delegatorWeight?: string;
  delegators?: WireDelegator[];
  validationID?: string;
  balance?: string;
  /** Percent, as the node answering sees it. */
  uptime?: string;
  delegationFee?: string;
  startTime?: string;
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

/**
 * A converted subnet (L1) whose set holds both active and inactive (balance 0) L1 validators, and its
 * current validators; lets days pass until one exists (balances drain at the continuous fee).
 */
export async function l1WithInactiveValidator(): Promise<{ subnetID: string; validators: WireValidator[] }> {
  const ATTEMPTS = 3;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    for (const subnet of await subnets()) {
      if (subnet.managerAddress === null) continue;
      const validators = await currentValidators(subnet.id);
      const l1 = validators.filter((validator) => validator.validationID !== undefined);
      if (l1.some((validator) => validator.balance === '0') && l1.some((validator) => validator.balance !== '0')) return { subnetID: subnet.id, validators };
    }
    await passADay();
  }
  throw new Error('the devnet has no L1 with both active and inactive validators');
}

/** How long a picked validator's delegations must outlast the test (the devnet's first ones end within a minute or two of start). */
const DELEGATIONS_OUTLAST_SECONDS = 600;

/** A Primary Network validator with delegators that all stay current for the test, and its first delegator. */
export async function validatorWithDelegator(): Promise<{ validator: WireValidator; delegator: WireDelegator }> {
  const candidates = (await currentValidators()).filter((validator) => BigInt(validator.delegatorCount ?? '0') > 0n);
  const until = (await chainNow()) + DELEGATIONS_OUTLAST_SECONDS;
  for (const candidate of candidates) {
    const [validator] = await currentValidators(undefined, [candidate.nodeID]);
    const delegators = validator?.delegators ?? [];
    if (validator && delegators.length > 0 && delegators.every((delegator) => Number(delegator.endTime) > until)) return { validator, delegator: delegators[0]! };
  }
  throw new Error('the devnet has no validator whose delegations all outlast the test');
}

/** A Primary Network validator whose uptime is below the 90 % a reward needs after Helicon, the one that validates longest. */
export async function lowUptimeValidator(): Promise<WireValidator & { uptime: string }> {
  const until = (await chainNow()) + DELEGATIONS_OUTLAST_SECONDS;
  const low = (await currentValidators())
    .filter((validator): validator is WireValidator & { uptime: string } => validator.uptime !== undefined && Number(validator.uptime) < ACP267_UPTIME_REQUIREMENT_PERCENT)
    .filter((validator) => Number(validator.endTime) > until)
    .sort((a, b) => Number(b.endTime) - Number(a.endTime));
  if (!low[0]) throw new Error('the devnet has no lasting validator below the uptime requirement');
  return low[0];
}

const REWARD_SCAN_BLOCKS = 400;

/** A staking tx whose reward has been paid, with its first reward UTXO; ends some stakers first if none has. */
export function rewardedStake(): Promise<{ txID: string; utxo: string }> {
  return scanBlocks(
    async (block) => {
      const stakerTx = block.tx?.unsignedTx.txID;
      if (typeof stakerTx !== 'string') return undefined;
      const { utxos } = await platform<{ utxos: string[] }>('getRewardUTXOs', { txID: stakerTx });
      return utxos.length > 0 ? { txID: stakerTx, utxo: utxos[0]! } : undefined;
    },
    { attempts: 3, between: passADay, depth: REWARD_SCAN_BLOCKS, what: 'rewarded staker' },
  );
}
