import type { Common, StateManagerInterface } from '@ethereumjs/common';
import type { CustomPrecompile } from '@ethereumjs/evm';
import { Account, type Address } from '@ethereumjs/util';
import { createVM, type VM } from '@ethereumjs/vm';
import type { Abi } from 'viem';
import type { EvmFeeConfig } from '../../../src/lib/evm-fee';
import { ALLOW_LIST_ABI, FEE_MANAGER_ABI, NATIVE_MINTER_ABI, PRECOMPILE_ADDRESSES, REWARD_MANAGER_ABI } from '../../../src/lib/abi/well-known';
import type { JsonOutputObject } from '../../handler';
import type { EvmChainSpec, PrecompileEvent } from '../chain-config';
import { ALLOW_LIST_GAS, ALLOW_LIST_HANDLERS, asAddress, isEnabledRole, readRole, ROLE, writeRole } from './allow-list';
import { CallFrames } from './call-frames';
import { FEE_MANAGER_GAS, FEE_MANAGER_HANDLERS, readStoredFeeConfig, storeFeeConfig } from './fee-manager';
import { addBalance, NATIVE_MINTER_GAS, NATIVE_MINTER_HANDLERS } from './native-minter';
import { ALLOW_FEE_RECIPIENTS_VALUE, BLACKHOLE, REWARD_MANAGER_GAS, REWARD_MANAGER_HANDLERS, storeRewardAddress } from './reward-manager';
import { statefulPrecompile, type PrecompileHandler } from './stateful-precompile';

/**
 * The platform's stateful precompiles on a subnet-EVM chain, switched on and off by the chain
 * config's `*Config` entries and upgrades, configured (initial roles, mint, fee and reward config)
 * when they activate, and enforced: the deployer allow list refuses creations from a tx origin
 * without a role, the tx allow list refuses senders without one.
 */
interface PrecompileKind {
  address: string;
  abi: Abi;
  gas: Record<string, bigint>;
  handlers: Record<string, PrecompileHandler>;
}

export const PLATFORM_PRECOMPILES: Record<string, PrecompileKind> = {
  contractDeployerAllowListConfig: { address: PRECOMPILE_ADDRESSES.contractDeployerAllowList, abi: ALLOW_LIST_ABI, gas: ALLOW_LIST_GAS, handlers: ALLOW_LIST_HANDLERS },
  contractNativeMinterConfig: {
    address: PRECOMPILE_ADDRESSES.contractNativeMinter,
    abi: NATIVE_MINTER_ABI,
    gas: { ...ALLOW_LIST_GAS, ...NATIVE_MINTER_GAS },
    handlers: { ...ALLOW_LIST_HANDLERS, ...NATIVE_MINTER_HANDLERS },
  },
  txAllowListConfig: { address: PRECOMPILE_ADDRESSES.txAllowList, abi: ALLOW_LIST_ABI, gas: ALLOW_LIST_GAS, handlers: ALLOW_LIST_HANDLERS },
  feeManagerConfig: {
    address: PRECOMPILE_ADDRESSES.feeManager,
    abi: FEE_MANAGER_ABI,
    gas: { ...ALLOW_LIST_GAS, ...FEE_MANAGER_GAS },
    handlers: { ...ALLOW_LIST_HANDLERS, ...FEE_MANAGER_HANDLERS },
  },
  rewardManagerConfig: {
    address: PRECOMPILE_ADDRESSES.rewardManager,
    abi: REWARD_MANAGER_ABI,
    gas: { ...ALLOW_LIST_GAS, ...REWARD_MANAGER_GAS },
    handlers: { ...ALLOW_LIST_HANDLERS, ...REWARD_MANAGER_HANDLERS },
  },
};

/** The config event of `key` in force at a block time, if it enables the precompile. */
export function activeConfig(spec: EvmChainSpec, key: string, timestamp: bigint): PrecompileEvent | undefined {
  let latest: PrecompileEvent | undefined;
  for (const event of spec.precompileEvents) if (event.key === key && event.timestamp <= timestamp) latest = event;
  return latest && !latest.disable ? latest : undefined;
}

/** A VM on `stateManager` with the chain's precompiles installed. */
export async function createChainVm(common: Common, stateManager: StateManagerInterface, spec: EvmChainSpec): Promise<VM> {
  const frames = new CallFrames();
  const customPrecompiles: CustomPrecompile[] = Object.entries(PLATFORM_PRECOMPILES)
    .filter(([key]) => spec.precompileEvents.some((event) => event.key === key))
    .map(([key, kind]) => ({
      address: asAddress(kind.address),
      function: statefulPrecompile({ ...kind, activeAt: (timestamp) => activeConfig(spec, key, timestamp) !== undefined }, frames),
    }));
  const vm = await createVM({ common, stateManager, evmOpts: { customPrecompiles } });
  frames.install(vm.evm, async (frame) => {
    if (!activeConfig(spec, 'contractDeployerAllowListConfig', frame.block.header.timestamp)) return undefined;
    const role = await readRole(stateManager, asAddress(PRECOMPILE_ADDRESSES.contractDeployerAllowList), frame.origin);
    return isEnabledRole(role) ? undefined : `tx.origin ${frame.origin.toString()} is not authorized to deploy a contract`;
  });
  return vm;
}

const addresses = (config: JsonOutputObject, field: string): Address[] => ((config[field] as string[] | undefined) ?? []).map(asAddress);

/** What a precompile's activation writes: subnet-evm's `Configure`. */
async function configure(state: StateManagerInterface, spec: EvmChainSpec, event: PrecompileEvent, blockNumber: bigint): Promise<void> {
  const kind = PLATFORM_PRECOMPILES[event.key];
  if (!kind) return;
  const self = asAddress(kind.address);
  if (event.disable) {
    await state.deleteAccount(self);
    return;
  }
  // As subnet-evm: the precompile's account exists (nonce 1) so its storage survives state clearing.
  await state.putAccount(self, new Account(1n));
  const config = event.config;
  for (const [field, role] of [['adminAddresses', ROLE.admin], ['managerAddresses', ROLE.manager], ['enabledAddresses', ROLE.enabled]] as const) {
    for (const account of addresses(config, field)) await writeRole(state, self, account, role);
  }
  if (event.key === 'contractNativeMinterConfig') {
    for (const [to, amount] of Object.entries((config.initialMint as Record<string, string> | undefined) ?? {})) await addBalance(state, asAddress(to), BigInt(amount));
  }
  if (event.key === 'feeManagerConfig') await storeFeeConfig(state, self, spec.genesisFee, blockNumber);
  if (event.key === 'rewardManagerConfig') {
    const initial = config.initialRewardConfig as { allowFeeRecipients?: boolean; rewardAddress?: string } | undefined;
    await storeRewardAddress(state, self, initial?.allowFeeRecipients ? ALLOW_FEE_RECIPIENTS_VALUE : (initial?.rewardAddress ?? BLACKHOLE));
  }
}

/** Applies the precompile upgrades whose time falls in `(after, upTo]`, at block `blockNumber`. */
export async function applyPrecompileUpgrades(state: StateManagerInterface, spec: EvmChainSpec, after: bigint, upTo: bigint, blockNumber: bigint): Promise<void> {
  for (const event of spec.precompileEvents) if (event.timestamp > after && event.timestamp <= upTo) await configure(state, spec, event, blockNumber);
}

/** The fee config blocks after this state use, and the block it last changed at (0: the genesis config). */
export async function feeConfigOf(state: StateManagerInterface, spec: EvmChainSpec, timestamp: bigint): Promise<{ config: EvmFeeConfig; lastChangedAt: bigint }> {
  if (!activeConfig(spec, 'feeManagerConfig', timestamp)) return { config: spec.genesisFee, lastChangedAt: 0n };
  return readStoredFeeConfig(state, asAddress(PRECOMPILE_ADDRESSES.feeManager));
}

/** The reference pool's refusal of a sender the tx allow list does not enable, or undefined. */
export async function txAllowListRefusal(state: StateManagerInterface, spec: EvmChainSpec, timestamp: bigint, sender: Address): Promise<string | undefined> {
  if (!activeConfig(spec, 'txAllowListConfig', timestamp)) return undefined;
  const role = await readRole(state, asAddress(PRECOMPILE_ADDRESSES.txAllowList), sender);
  return isEnabledRole(role) ? undefined : `cannot issue transaction from non-allow listed address: ${sender.toString()}`;
}
