import { describe, expect, it } from 'vitest';
import type { EvmReceipt, EvmTransaction } from '../../rpc/methods/eth';
import { evmTxStatus, txTypeText } from './evm-tx-status';

const MINED: EvmTransaction = {
  hash: '0x1',
  from: '0xa',
  to: '0xb',
  value: 0n,
  gas: 21000n,
  nonce: 0n,
  input: '0x',
  blockHash: '0xc',
  blockNumber: 5n,
  transactionIndex: 0n,
};
const RECEIPT = { status: 1n } as EvmReceipt;

describe('evmTxStatus', () => {
  it('default: a mined tx with a successful receipt', () => {
    expect(evmTxStatus(MINED, RECEIPT)).toBe('Success');
  });

  it('behavior: pending, failed, pre-Byzantium and still loading', () => {
    expect(evmTxStatus({ ...MINED, blockHash: null, blockNumber: null, transactionIndex: null }, null)).toBe('Pending');
    expect(evmTxStatus(MINED, { ...RECEIPT, status: 0n })).toBe('Failed');
    expect(evmTxStatus(MINED, { root: '0xabc' } as EvmReceipt)).toBe('Mined');
    expect(evmTxStatus(MINED, undefined)).toBeUndefined();
  });
});

describe('txTypeText', () => {
  it('default', () => {
    expect(txTypeText(2n)).toBe('2: dynamic fee (EIP-1559)');
    expect(txTypeText(undefined)).toBe('0: legacy');
    expect(txTypeText(9n)).toBe('9');
  });
});
