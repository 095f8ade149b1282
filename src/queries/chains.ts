import { pollingEvery } from '../lib/backoff';
import { walkFeeConfigHistory } from '../lib/fee-config-history';
import type { MethodResult, RpcClient } from '../rpc/client';
import { HttpError, NodeError } from '../rpc/errors';
import type { EvmFeeConfig } from '../lib/evm-fee';
import type { ActiveRules, PrecompileConfig } from '../rpc/methods/eth';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, rpcQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** VM ID of subnet-EVM (`subnetevm` padded to 32 bytes, cb58). */
export const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
/** VM ID of the C-Chain's coreth (`evm`). */
export const CORETH_VM_ID = 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6';
export const C_CHAIN_ALIAS = 'C';

/** Configs change only by network upgrade: kept for this long before asking again. */
const CONFIG_STALE_MS = 10 * 60_000;
/** EVM chains make blocks on their own clock; their fee data is refreshed this often. */
export const EVM_POLL_MS = 4000;
/** Blocks of base fee history shown. */
export const BASE_FEE_BLOCKS = 64;
const JSON_RPC_METHOD_NOT_FOUND = -32601;
const HTTP_NOT_FOUND = 404;

/** An EVM chain the explorer can show: the C-Chain or a subnet-EVM blockchain. */
export interface EvmChainRef {
  /** `C` or the blockchain ID: the path segment of the chain pages. */
  chainId: string;
  name: string;
  /** Blockchain ID (also for the C-Chain, when the node listed it). */
  blockchainId?: string;
  subnetId?: string;
  isSubnetEvm: boolean;
}

/** A method or endpoint this chain does not have (the C-Chain lacks the subnet-EVM ones). */
export interface Unsupported {
  unsupported: true;
  /** The node's own words. */
  message: string;
}

/** True when the node says the method or the endpoint does not exist. */
export function isUnsupportedError(error: unknown): error is NodeError | HttpError {
  return (error instanceof NodeError && error.code === JSON_RPC_METHOD_NOT_FOUND) || (error instanceof HttpError && error.status === HTTP_NOT_FOUND);
}

async function orUnsupported<T>(call: () => Promise<T>): Promise<T | Unsupported> {
  try {
    return await call();
  } catch (error) {
    if (isUnsupportedError(error)) return { unsupported: true, message: error.message };
    throw error;
  }
}

export function isUnsupported(value: unknown): value is Unsupported {
  return typeof value === 'object' && value !== null && (value as Unsupported).unsupported === true;
}

const toEvmChains = ({ blockchains }: MethodResult<'platform.getBlockchains'>): EvmChainRef[] => {
  const cChain = blockchains.find((chain) => chain.vmID === CORETH_VM_ID);
  return [
    { chainId: C_CHAIN_ALIAS, name: cChain?.name ?? 'C-Chain', blockchainId: cChain?.id, subnetId: cChain?.subnetID, isSubnetEvm: false },
    ...blockchains
      .filter((chain) => chain.vmID === SUBNET_EVM_VM_ID)
      .map((chain) => ({ chainId: chain.id, name: chain.name, blockchainId: chain.id, subnetId: chain.subnetID, isSubnetEvm: true })),
  ];
};

export function evmChainsOptions(network: Network) {
  return rpcQueryOptions(network, { method: 'platform.getBlockchains', params: {} }, { staleTime: CONFIG_STALE_MS, select: toEvmChains });
}

export function chainConfigOptions(network: Network, chain: string) {
  return rpcQueryOptions(network, { method: 'eth_getChainConfig', params: [], chain }, { staleTime: CONFIG_STALE_MS });
}

export type RulesAt =
  | { source: 'rules'; rules: ActiveRules }
  /** Only the deprecated `eth_getActivePrecompilesAt` answered. */
  | { source: 'precompiles'; precompiles: Record<string, PrecompileConfig>; message: string }
  | ({ source: 'none' } & Unsupported);

async function fetchRulesAt(client: RpcClient, chain: string, at: bigint | undefined, signal: AbortSignal): Promise<RulesAt> {
  const params: [] | [bigint] = at === undefined ? [] : [at];
  const rules = await orUnsupported(() => client.call('eth_getActiveRulesAt', params, { chain, signal }));
  if (!isUnsupported(rules)) return { source: 'rules', rules };
  const precompiles = await orUnsupported(() => client.call('eth_getActivePrecompilesAt', params, { chain, signal }));
  if (!isUnsupported(precompiles)) return { source: 'precompiles', precompiles, message: rules.message };
  return { source: 'none', ...rules };
}

/** Active rules at a Unix time (seconds); undefined asks for the latest block's time. */
export function rulesAtOptions(network: Network, chain: string, at: bigint | undefined) {
  return derivedQueryOptions(network, 'rulesAt', { chain, at }, (client, signal) => fetchRulesAt(client, chain, at, signal), {
    // Rules at a fixed past or future time are settled by the chain config.
    staleTime: at === undefined ? EVM_POLL_MS : CONFIG_STALE_MS,
  });
}

export interface FeeConfigAtBlock {
  feeConfig: EvmFeeConfig;
  lastChangedAt?: bigint;
}

/**
 * The fee config at a block; undefined asks for the latest. One call, derived because a chain
 * without the method (the C-Chain) is a value here, not an error.
 */
export function evmFeeConfigOptions(network: Network, chain: string, block: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'evmFeeConfig',
    { chain, block },
    (client, signal): Promise<FeeConfigAtBlock | Unsupported> =>
      orUnsupported(() => client.call('eth_feeConfig', block === undefined ? [] : [block], { chain, signal })),
    { staleTime: block === undefined ? EVM_POLL_MS : Infinity },
  );
}

/** Every fee config change of the chain, newest first, found by walking `lastChangedAt` back. */
export function feeConfigHistoryOptions(network: Network, chain: string) {
  return derivedQueryOptions(
    network,
    'feeConfigHistory',
    { chain },
    (client, signal) => orUnsupported(() => walkFeeConfigHistory((block) => client.call('eth_feeConfig', block === undefined ? [] : [block], { chain, signal }))),
    { staleTime: CONFIG_STALE_MS },
  );
}

/** One call, derived because a chain without the validators endpoint is a value here, not an error. */
export function chainValidatorsOptions(network: Network, chain: string) {
  return derivedQueryOptions(
    network,
    'chainValidators',
    { chain },
    (client, signal) => orUnsupported(async () => (await client.call('validators.getCurrentValidators', {}, { chain, signal })).validators),
    { refetchInterval: pollingEvery(EVM_POLL_MS * 3) },
  );
}

export const useEvmChains = () => useRpcQuery(evmChainsOptions(useNetwork()));
export const useChainConfig = (chain: string) => useRpcQuery(chainConfigOptions(useNetwork(), chain));
export const useRulesAt = (chain: string, at: bigint | undefined, enabled = true) =>
  useRpcQuery({ ...rulesAtOptions(useNetwork(), chain, at), enabled });
export const useEvmFeeConfig = (chain: string, block: bigint | undefined) => useRpcQuery(evmFeeConfigOptions(useNetwork(), chain, block));
export const useFeeConfigHistory = (chain: string) => useRpcQuery(feeConfigHistoryOptions(useNetwork(), chain));
export const useChainValidators = (chain: string) => useRpcQuery(chainValidatorsOptions(useNetwork(), chain));
