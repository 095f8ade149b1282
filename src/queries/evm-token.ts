import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { ERC1155_ABI, ERC20_ABI } from '../lib/abi/well-known';
import type { TokenStandard } from '../lib/token-transfers';
import type { RpcClient } from '../rpc/client';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/**
 * What a token says of itself (ERC-20 metadata, read by `eth_call`) and what an address holds of
 * the tokens it touched. A function the contract lacks (an NFT has no decimals) is absent, not an error.
 */
export interface TokenInfo {
  name?: string;
  symbol?: string;
  decimals?: number;
  totalSupply?: bigint;
  /** The account has code: a contract. */
  isContract: boolean;
}

type Erc20Read = 'name' | 'symbol' | 'decimals' | 'totalSupply';

async function callView(client: RpcClient, chain: string, token: string, block: bigint, data: Hex, signal: AbortSignal): Promise<Hex | undefined> {
  try {
    return (await client.call('eth_call', [{ to: token, data }, block], { chain, signal })) as Hex;
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

async function readErc20(client: RpcClient, chain: string, token: string, block: bigint, functionName: Erc20Read, signal: AbortSignal): Promise<unknown> {
  const answer = await callView(client, chain, token, block, encodeFunctionData({ abi: ERC20_ABI, functionName }), signal);
  if (answer === undefined || answer === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi: ERC20_ABI, functionName, data: answer });
  } catch {
    return undefined;
  }
}

export function evmTokenInfoOptions(network: Network, chain: string, token: string, head: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'evmTokenInfo',
    { chain, token },
    async (client, signal): Promise<TokenInfo> => {
      const block = head ?? 0n;
      const [code, name, symbol, decimals, totalSupply] = await Promise.all([
        client.call('eth_getCode', [token, block], { chain, signal }),
        readErc20(client, chain, token, block, 'name', signal),
        readErc20(client, chain, token, block, 'symbol', signal),
        readErc20(client, chain, token, block, 'decimals', signal),
        readErc20(client, chain, token, block, 'totalSupply', signal),
      ]);
      return {
        isContract: code !== '0x',
        name: name as string | undefined,
        symbol: symbol as string | undefined,
        decimals: decimals === undefined ? undefined : Number(decimals),
        totalSupply: totalSupply as bigint | undefined,
      };
    },
    { live: { head }, immutable: true },
  );
}

export const useEvmTokenInfo = (chain: string, token: string, head: bigint | undefined) => useRpcQuery(evmTokenInfoOptions(useNetwork(), chain, token, head));

/** One holding: a fungible token, an NFT collection (count held) or one ERC-1155 id. */
export interface TokenHolding {
  token: string;
  standard: TokenStandard;
  tokenId?: bigint;
}

export interface TokenBalance extends TokenHolding {
  /** Undefined when the contract did not answer `balanceOf`. */
  balance?: bigint;
  symbol?: string;
  decimals?: number;
}

async function balanceOf(client: RpcClient, chain: string, owner: string, holding: TokenHolding, block: bigint, signal: AbortSignal): Promise<bigint | undefined> {
  const [abi, args] =
    holding.standard === 'ERC-1155'
      ? ([ERC1155_ABI, [owner, holding.tokenId ?? 0n]] as const)
      : ([ERC20_ABI, [owner]] as const);
  const answer = await callView(client, chain, holding.token, block, encodeFunctionData({ abi, functionName: 'balanceOf', args } as never), signal);
  if (answer === undefined || answer === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi, functionName: 'balanceOf', data: answer } as never) as bigint;
  } catch {
    return undefined;
  }
}

/** Balances at `head` of the holdings the address's transfers touched (all calls in one batch). */
export function evmTokenBalancesOptions(network: Network, chain: string, owner: string, holdings: TokenHolding[], head: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'evmTokenBalances',
    { chain, owner, holdings: holdings.map((holding) => [holding.token, holding.standard, holding.tokenId ?? null]) },
    async (client, signal): Promise<TokenBalance[]> => {
      const block = head ?? 0n;
      const tokens = [...new Set(holdings.map((holding) => holding.token))];
      const metadata = new Map(
        await Promise.all(
          tokens.map(async (token) => {
            const [symbol, decimals] = await Promise.all([readErc20(client, chain, token, block, 'symbol', signal), readErc20(client, chain, token, block, 'decimals', signal)]);
            return [token, { symbol: symbol as string | undefined, decimals: decimals === undefined ? undefined : Number(decimals) }] as const;
          }),
        ),
      );
      return Promise.all(
        holdings.map(async (holding) => ({
          ...holding,
          ...metadata.get(holding.token),
          ...(holding.standard === 'ERC-20' ? {} : { decimals: 0 }),
          balance: await balanceOf(client, chain, owner, holding, block, signal),
        })),
      );
    },
    { live: { head }, immutable: true },
  );
}

export const useEvmTokenBalances = (chain: string, owner: string, holdings: TokenHolding[], head: bigint | undefined) =>
  useRpcQuery({ ...evmTokenBalancesOptions(useNetwork(), chain, owner, holdings, head), enabled: head !== undefined && holdings.length > 0 });
