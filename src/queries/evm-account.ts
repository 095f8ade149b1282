import { TRANSFER_TOPIC } from '../lib/evm-events';
import type { EvmLog } from '../rpc/methods/eth';
import { useNetwork } from './network-context';
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

/** A 32-byte topic holding an address (an indexed event argument). */
export function addressTopic(address: string): string {
  return `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
}

/** Token `Transfer` events sent or received by an address in a block range, newest first. */
export function evmTransfersOptions(network: Network, chain: string, address: string, fromBlock: bigint, toBlock: bigint) {
  return derivedQueryOptions(
    network,
    'evmTransfers',
    { chain, address, fromBlock, toBlock },
    async (client, signal): Promise<EvmLog[]> => {
      const topic = addressTopic(address);
      const [sent, received] = await Promise.all([
        client.call('eth_getLogs', [{ fromBlock, toBlock, topics: [TRANSFER_TOPIC, topic] }], { chain, signal }),
        client.call('eth_getLogs', [{ fromBlock, toBlock, topics: [TRANSFER_TOPIC, null, topic] }], { chain, signal }),
      ]);
      const unique = new Map([...sent, ...received].map((log) => [`${log.transactionHash}:${log.logIndex}`, log]));
      return [...unique.values()].sort((a, b) => (a.blockNumber === b.blockNumber ? Number(b.logIndex - a.logIndex) : b.blockNumber > a.blockNumber ? 1 : -1));
    },
    { immutable: true },
  );
}

export const useEvmAccount = (chain: string, address: string, block: bigint | undefined) =>
  useRpcQuery(evmAccountOptions(useNetwork(), chain, address, block));

export const useEvmTransfers = (chain: string, address: string, range: { from: bigint; to: bigint } | undefined) =>
  useRpcQuery({ ...evmTransfersOptions(useNetwork(), chain, address, range?.from ?? 0n, range?.to ?? 0n), enabled: range !== undefined });
