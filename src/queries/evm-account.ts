import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRANSFER_TOPIC } from '../lib/evm-events';
import type { EvmLog } from '../rpc/methods/eth';
import { derivedKey, previousOfScope } from './keys';
import { useNetwork, type NetworkContextValue } from './network-context';

type Network = Pick<NetworkContextValue, 'client' | 'scope'>;

/** An account's state at one block. */
export interface EvmAccount {
  block: bigint;
  balance: bigint;
  nonce: bigint;
  /** Deployed bytecode (`0x` for an account without code). */
  code: string;
}

/** Balance, nonce and code at a block number: the three calls share one batch, and a past block never changes. */
export function evmAccountOptions(network: Network, chain: string, address: string, block: bigint) {
  return queryOptions({
    queryKey: derivedKey(network.scope, 'evmAccount', { chain, address, block }),
    queryFn: async ({ signal }): Promise<EvmAccount> => {
      const [balance, nonce, code] = await Promise.all([
        network.client.call('eth_getBalance', [address, block], { chain, signal }),
        network.client.call('eth_getTransactionCount', [address, block], { chain, signal }),
        network.client.call('eth_getCode', [address, block], { chain, signal }),
      ]);
      return { block, balance, nonce, code };
    },
    staleTime: Infinity,
  });
}

/** A 32-byte topic holding an address (an indexed event argument). */
export function addressTopic(address: string): string {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** Token `Transfer` events sent or received by an address in a block range, newest first. */
export function evmTransfersOptions(network: Network, chain: string, address: string, fromBlock: bigint, toBlock: bigint) {
  return queryOptions({
    queryKey: derivedKey(network.scope, 'evmTransfers', { chain, address, fromBlock, toBlock }),
    queryFn: async ({ signal }): Promise<EvmLog[]> => {
      const topic = addressTopic(address);
      const [sent, received] = await Promise.all([
        network.client.call('eth_getLogs', [{ fromBlock, toBlock, topics: [TRANSFER_TOPIC, topic] }], { chain, signal }),
        network.client.call('eth_getLogs', [{ fromBlock, toBlock, topics: [TRANSFER_TOPIC, null, topic] }], { chain, signal }),
      ]);
      const unique = new Map([...sent, ...received].map((log) => [`${log.transactionHash}:${log.logIndex}`, log]));
      return [...unique.values()].sort((a, b) => (a.blockNumber === b.blockNumber ? Number(b.logIndex - a.logIndex) : b.blockNumber > a.blockNumber ? 1 : -1));
    },
    staleTime: Infinity,
  });
}

export const useEvmAccount = (chain: string, address: string, block: bigint | undefined) => {
  const network = useNetwork();
  return useQuery({
    ...evmAccountOptions(network, chain, address, block ?? 0n),
    enabled: block !== undefined,
    // A new head gives a new key; the last block's state stays on screen until the new one arrives.
    placeholderData: previousOfScope(network.scope),
  });
};

export const useEvmTransfers = (chain: string, address: string, range: { from: bigint; to: bigint } | undefined) =>
  useQuery({ ...evmTransfersOptions(useNetwork(), chain, address, range?.from ?? 0n, range?.to ?? 0n), enabled: range !== undefined });
