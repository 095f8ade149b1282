import type { EvmBlockRef } from '../../queries/evm-blocks';
import type { CallMatcher } from '../../queries/exchange-log';

const HEX_RADIX = 16;

/** A block number as it goes on the wire. */
const quantity = (value: bigint): string => `0x${value.toString(HEX_RADIX)}`;

export function blockListCalls(numbers: readonly bigint[]): CallMatcher[] {
  return [{ method: 'eth_blockNumber' }, ...numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [quantity(number), false] }))];
}

export function blockCalls(ref: EvmBlockRef): CallMatcher[] {
  return [
    'number' in ref
      ? { method: 'eth_getBlockByNumber', params: [quantity(ref.number), true] }
      : { method: 'eth_getBlockByHash', params: [ref.hash, true] },
  ];
}

export function txCalls(hash: string, block: bigint | null | undefined): CallMatcher[] {
  return [
    { method: 'eth_getTransactionByHash', params: [hash] },
    { method: 'eth_getTransactionReceipt', params: [hash] },
    ...(block == null ? [] : [{ method: 'eth_getBlockByNumber', params: [quantity(block), false] }]),
  ];
}

export function accountCalls(address: string, block: bigint | undefined): CallMatcher[] {
  if (block === undefined) return [{ method: 'eth_blockNumber' }];
  const at = quantity(block);
  return [
    { method: 'eth_blockNumber' },
    ...['eth_getBalance', 'eth_getTransactionCount', 'eth_getCode'].map((method) => ({ method, params: [address, at] })),
    { method: 'eth_getLogs' },
    { method: 'eth_getBlockByNumber' },
  ];
}
