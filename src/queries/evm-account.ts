import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';

/** An account's state at one block. */
export interface EvmAccount {
  block: bigint;
  balance: bigint;
  nonce: bigint;
  /** Deployed bytecode (`0x` for an account without code). */
  code: string;
}

/**
 * Balance, nonce and code at a block number: the three calls share one batch, and a past block
 * never changes. Keyed on the block as on a head: the last block's state stays on screen until the
 * new one arrives, and nothing is asked before the block is known.
 */
export function evmAccountOptions(network: Network, chain: string, address: string, block: bigint | undefined) {
  return derivedQueryOptions(
    network,
    'evmAccount',
    { chain, address },
    async (client, signal): Promise<EvmAccount> => {
      const at = block ?? 0n;
      const [balance, nonce, code] = await Promise.all([
        client.call('eth_getBalance', [address, at], { chain, signal }),
        client.call('eth_getTransactionCount', [address, at], { chain, signal }),
        client.call('eth_getCode', [address, at], { chain, signal }),
      ]);
      return { block: at, balance, nonce, code };
    },
    { live: { head: block }, immutable: true },
  );
}

export const useEvmAccount = (chain: string, address: string, block: bigint | undefined) =>
  useRpcQuery(evmAccountOptions(useNetwork(), chain, address, block));
