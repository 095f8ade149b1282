import { t } from '@lingui/core/macro';
import { decodeEventLog, type Hex } from 'viem';
import { NATIVE_MINTER_ABI, PRECOMPILE_ADDRESSES } from './abi/well-known';
import { eventTopic, type PlacedLog } from './evm-events';

/**
 * The permissioned precompiles of a subnet-EVM chain: which config key enables each, what its
 * allow list governs, and the events that tell who got a role (`RoleSet`) and what was minted.
 */
export interface AllowListPrecompile {
  key: string;
  address: string;
  /** What being enabled on this list allows. */
  governs: string;
  title: string;
}

export const ALLOW_LIST_PRECOMPILES: readonly AllowListPrecompile[] = [
  {
    key: 'contractDeployerAllowListConfig',
    address: PRECOMPILE_ADDRESSES.contractDeployerAllowList,
    get title() { return t`Contract deployers`; },
    get governs() { return t`deploy contracts`; },
  },
  { key: 'txAllowListConfig', address: PRECOMPILE_ADDRESSES.txAllowList, get title() { return t`Transactors`; }, get governs() { return t`send transactions`; } },
  { key: 'feeManagerConfig', address: PRECOMPILE_ADDRESSES.feeManager, get title() { return t`Fee managers`; }, get governs() { return t`change the fee config`; } },
  {
    key: 'contractNativeMinterConfig',
    address: PRECOMPILE_ADDRESSES.contractNativeMinter,
    get title() { return t`Native minters`; },
    get governs() { return t`mint the native coin`; },
  },
  {
    key: 'rewardManagerConfig',
    address: PRECOMPILE_ADDRESSES.rewardManager,
    get title() { return t`Reward managers`; },
    get governs() { return t`change where block fees go`; },
  },
];

export const ROLE_SET_TOPIC = eventTopic('RoleSet(uint256,address,address,uint256)');
export const NATIVE_COIN_MINTED_TOPIC = eventTopic('NativeCoinMinted(address,address,uint256)');

export const ROLE_NAMES = ['None', 'Enabled', 'Admin', 'Manager'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export function roleName(role: bigint): RoleName | `Unknown role ${string}` {
  return ROLE_NAMES[Number(role)] ?? `Unknown role ${role}`;
}

export type PrecompileEvent =
  | { kind: 'role'; precompile: string; account: string; role: bigint; oldRole: bigint; sender: string; block: bigint; transactionHash: string; logIndex: bigint }
  | { kind: 'mint'; precompile: string; recipient: string; amount: bigint; sender: string; block: bigint; transactionHash: string; logIndex: bigint };

/** The role changes and mints in logs, newest first; other logs are skipped. */
export function precompileEventsOf(logs: readonly PlacedLog[]): PrecompileEvent[] {
  const events = logs.flatMap((log): PrecompileEvent[] => {
    const place = { precompile: log.address.toLowerCase(), block: log.blockNumber, transactionHash: log.transactionHash, logIndex: log.logIndex };
    try {
      const decoded = decodeEventLog({ abi: NATIVE_MINTER_ABI, topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex });
      if (decoded.eventName === 'RoleSet') return [{ kind: 'role', ...place, ...decoded.args }];
      if (decoded.eventName === 'NativeCoinMinted') return [{ kind: 'mint', ...place, ...decoded.args }];
    } catch {
      // Not one of these events.
    }
    return [];
  });
  return events.sort((a, b) => (a.block === b.block ? Number(b.logIndex - a.logIndex) : b.block > a.block ? 1 : -1));
}

/** The addresses that may hold a role on a list: those its configs name and those its events touched. */
export function roleCandidates(configs: readonly Record<string, unknown>[], events: readonly PrecompileEvent[], precompile: string): string[] {
  const named = configs.flatMap((config) =>
    ['adminAddresses', 'managerAddresses', 'enabledAddresses'].flatMap((field) => (Array.isArray(config[field]) ? (config[field] as string[]) : [])),
  );
  const touched = events.filter((event) => event.kind === 'role' && event.precompile === precompile).map((event) => (event.kind === 'role' ? event.account : ''));
  return [...new Set([...named, ...touched].map((address) => address.toLowerCase()))].sort();
}
