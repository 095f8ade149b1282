import { readFileSync } from 'node:fs';
import { genTransactionsTrieRoot } from '@ethereumjs/block';
import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { createTx } from '@ethereumjs/tx';
import { Bloom, encodeReceipt as ethereumjsReceipt } from '@ethereumjs/vm';
import { bytesToHex, hexToBytes } from '@ethereumjs/util';
import { describe, expect, it } from 'vitest';
import { clientOf, verifyBlockHash, verifyEvmBlock, type EvmBlockJson, type EvmTxAnswer } from './evm-block';
import { bloomContains, bloomHex, encodeReceipt, logsBloom } from './evm-receipts';
import { listTrieRoot } from './trie-root';

const INTEGER_FIELDS = ['number', 'difficulty', 'gasLimit', 'gasUsed', 'timestamp', 'extDataGasUsed', 'baseFeePerGas', 'blockGasCost', 'blobGasUsed', 'excessBlobGas', 'timestampMilliseconds', 'minDelayExcess'];
const TX_INTEGER_FIELDS = ['nonce', 'gas', 'gasPrice', 'value', 'type', 'chainId', 'v', 'r', 's', 'yParity', 'maxFeePerGas', 'maxPriorityFeePerGas'];

/** A reference client's answer (test/fixtures/evm-clients/) read as the app's schema reads it: quantities as bigints. */
function clientBlock(client: string, file: string): { block: EvmBlockJson; txs: EvmTxAnswer[] } {
  const raw = JSON.parse(readFileSync(`test/fixtures/evm-clients/${client}/${file}.json`, 'utf8')) as Record<string, unknown>;
  const integers = (value: Record<string, unknown>, fields: string[]) =>
    Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fields.includes(key) && typeof item === 'string' ? BigInt(item) : item]));
  const txs = (raw.transactions as unknown[]).filter((tx): tx is Record<string, unknown> => typeof tx === 'object').map((tx) => integers(tx, TX_INTEGER_FIELDS) as unknown as EvmTxAnswer);
  return { block: integers(raw, INTEGER_FIELDS) as unknown as EvmBlockJson, txs };
}

const FILES = ['eth_getBlockByNumber-number-0', 'eth_getBlockByNumber-number-1', 'eth_getBlockByHash-hash-latest-1-fullTx', 'eth_getBlockByNumber-tag-latest'];

describe('an EVM block’s hash in its client’s layout', () => {
  it.each(FILES.flatMap((file) => [['coreth', file], ['subnet-evm', file]]))('default: %s’s %s hashes to the hash it printed', (client, file) => {
    const { block } = clientBlock(client, file);
    expect(clientOf(block)).toBe(client);
    expect(verifyBlockHash(block)).toMatchObject({ status: 'verified' });
  });

  it('behavior: a changed gasUsed fails the hash check, showing the hash shown and the one computed', () => {
    const { block } = clientBlock('coreth', 'eth_getBlockByNumber-tag-latest');
    const check = verifyBlockHash({ ...block, gasUsed: block.gasUsed + 1n });
    expect(check).toMatchObject({ name: 'evmBlockHash', status: 'fails', reason: { kind: 'header-hash', client: 'coreth' } });
    expect(check.compared?.map((side) => side.label)).toEqual(['hashShown', 'headerKeccak']);
    expect(check.compared?.[0].value).toBe(block.hash);
    expect(check.compared?.[1].value).toMatch(/^0x[0-9a-f]{64}$/);
    expect(verifyBlockHash({ ...block, hash: null }).compared?.[0].value).toEqual({ kind: 'none' });
  });

  it('bad input: an answer missing a hashed field, or with one not hex, fails with the reason', () => {
    const { block } = clientBlock('coreth', 'eth_getBlockByNumber-number-1');
    expect(verifyBlockHash({ ...block, stateRoot: 'zz' })).toEqual({ name: 'evmBlockHash', status: 'fails', reason: { kind: 'error', message: 'stateRoot is not hex: zz' } });
    expect(verifyBlockHash({ ...block, sha3Uncles: undefined })).toEqual({ name: 'evmBlockHash', status: 'fails', reason: { kind: 'error', message: 'the answer gives no sha3Uncles' } });
  });
});

describe('an EVM block’s transactions, receipts and bloom', () => {
  it('default: coreth’s block with one transfer verifies its txs, transactions root and (from its one receipt) receipts root', async () => {
    const { block, txs } = clientBlock('coreth', 'eth_getBlockByHash-hash-latest-1-fullTx');
    // The transfer's receipt as coreth committed it: success, 21000 gas, no logs.
    const receipt = { type: 0n, status: 1n, cumulativeGasUsed: 21_000n, logsBloom: bloomHex(new Uint8Array(256)), logs: [] };
    const checks = await verifyEvmBlock(block, txs, [receipt]);
    expect(checks.map((check) => [check.name, check.status])).toEqual([
      ['evmBlockHash', 'verified'],
      ['evmTxHash', 'verified'],
      ['evmSender', 'verified'],
      ['transactionsRoot', 'verified'],
      ['receiptsRoot', 'verified'],
      ['logsBloom', 'verified'],
    ]);
    expect(checks.map((check) => check.reason)).toEqual([
      { kind: 'header-hash', client: 'coreth' },
      { kind: 'all-txs', count: 1, each: { kind: 'tx-hash' } },
      { kind: 'all-txs', count: 1, each: { kind: 'sender' } },
      { kind: 'transactions-root' },
      { kind: 'receipts-root' },
      { kind: 'logs-bloom' },
    ]);
  });

  it('behavior: the thread is let go between the transactions root and the receipts root, each a task of its own', async () => {
    const { block, txs } = clientBlock('coreth', 'eth_getBlockByHash-hash-latest-1-fullTx');
    const receipt = { type: 0n, status: 1n, cumulativeGasUsed: 21_000n, logsBloom: bloomHex(new Uint8Array(256)), logs: [] };
    const pause = vi.fn(() => Promise.resolve());
    await verifyEvmBlock(block, txs, [receipt], pause);
    // One tx: no pause among the txs, one between the roots.
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('behavior: a sender changed in one tx fails the sender check with both addresses', async () => {
    const { block, txs } = clientBlock('subnet-evm', 'eth_getBlockByHash-hash-latest-1-fullTx');
    const lied = txs.map((tx) => ({ ...tx, from: '0x0000000000000000000000000000000000000001' }));
    const checks = await verifyEvmBlock(block, lied, undefined);
    const sender = checks.find((check) => check.name === 'evmSender');
    expect(sender?.compared).toEqual([
      { label: 'senderShown', value: '0x0000000000000000000000000000000000000001' },
      { label: 'signerRecovered', value: txs[0]?.from },
    ]);
    expect(sender?.reason).toEqual({ kind: 'sender' });
    // Without receipts, their root and bloom are not checked.
    expect(checks.slice(-2)).toEqual([
      { name: 'receiptsRoot', status: 'not-checked', reason: { kind: 'receipts-unread' } },
      { name: 'logsBloom', status: 'not-checked', reason: { kind: 'receipts-unread' } },
    ]);
  });

  it('behavior: a tx of a type the explorer cannot encode is not checked, rather than failing', async () => {
    const { block, txs } = clientBlock('coreth', 'eth_getBlockByHash-hash-latest-1-fullTx');
    const checks = await verifyEvmBlock(block, txs.map((tx) => ({ ...tx, type: 0x7en })), undefined);
    expect(checks.find((check) => check.name === 'evmSender')).toMatchObject({ status: 'not-checked', reason: { kind: 'tx-type-unknown', type: 126n } });
    expect(checks.find((check) => check.name === 'transactionsRoot')).toMatchObject({ status: 'not-checked', reason: { kind: 'block-tx-type-unknown', tx: txs[0]?.hash, type: 126n } });
  });

  it('behavior: roots, receipts and bloom agree with @ethereumjs on txs and logs it made', async () => {
    const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const key = hexToBytes(`0x${'42'.repeat(32)}`);
    const txs = [0, 1, 2].map((nonce) => createTx({ type: 2, chainId: 1n, nonce, maxFeePerGas: 9n, maxPriorityFeePerGas: 1n, gasLimit: 21_000 }, { common }).sign(key));
    const root = await listTrieRoot(txs.map((tx) => tx.serialize()));
    expect(root).toBe(bytesToHex(await genTransactionsTrieRoot(txs)));

    const log = { address: '0x0d3ab14bbad3d99f4203bd7a11acb94882050e7e', topics: [`0x${'ab'.repeat(32)}`, `0x${'cd'.repeat(32)}`], data: '0x01' };
    const reference = new Bloom();
    reference.add(hexToBytes(log.address as `0x${string}`));
    log.topics.forEach((topic) => reference.add(hexToBytes(topic as `0x${string}`)));
    expect(bloomHex(logsBloom([log]))).toBe(bytesToHex(reference.bitvector));
    expect(bloomContains(reference.bitvector, logsBloom([log]))).toBe(true);
    expect(bloomContains(new Uint8Array(256), logsBloom([log]))).toBe(false);

    const receipt = { type: 2n, status: 1n, cumulativeGasUsed: 42_000n, logsBloom: bloomHex(reference.bitvector), logs: [log] };
    const theirs = ethereumjsReceipt(
      { status: 1, cumulativeBlockGasUsed: 42_000n, bitvector: reference.bitvector, logs: [[hexToBytes(log.address as `0x${string}`), log.topics.map((topic) => hexToBytes(topic as `0x${string}`)), hexToBytes(log.data as `0x${string}`)]] },
      2,
    );
    expect(bytesToHex(encodeReceipt(receipt))).toBe(bytesToHex(theirs));
  });
});
