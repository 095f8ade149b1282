import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { createTx } from '@ethereumjs/tx';
import { bytesToHex, hexToBytes } from '@ethereumjs/util';
import { verifyEvmBlock, type EvmBlockJson, type EvmTxAnswer } from '../../src/lib/verify/evm-block';
import type { EvmReceiptJson } from '../../src/lib/verify/evm-receipts';
import { figure, type Row } from './report';

const TX_COUNT = 100;
const RUNS = 7;
/** The budget for a 100-tx block's checks (hashes, senders, both roots, the bloom). */
const BUDGET_MS = 500;
const zero = (bytes: number) => `0x${'00'.repeat(bytes)}`;

/** 100 signed token transfers, each with a receipt holding one Transfer-like log. */
function block(): { header: EvmBlockJson; txs: EvmTxAnswer[]; receipts: EvmReceiptJson[] } {
  const common = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
  const key = hexToBytes(`0x${'42'.repeat(32)}`);
  const to: `0x${string}` = `0x${'11'.repeat(20)}`;
  const input = `0xa9059cbb${'00'.repeat(64)}`;
  const txs = Array.from({ length: TX_COUNT }, (_, nonce) => {
    const tx = createTx({ type: 2, chainId: 1n, nonce, maxFeePerGas: 9n, maxPriorityFeePerGas: 1n, gasLimit: 60_000, to, data: input as `0x${string}` }, { common }).sign(key);
    return { type: 2n, chainId: 1n, nonce: BigInt(nonce), maxFeePerGas: 9n, maxPriorityFeePerGas: 1n, gas: 60_000n, to, value: 0n, input, accessList: [], v: tx.v, r: tx.r, s: tx.s, hash: bytesToHex(tx.hash()), from: tx.getSenderAddress().toString() };
  });
  const receipts = txs.map((_, index) => ({
    type: 2n,
    status: 1n,
    cumulativeGasUsed: BigInt((index + 1) * 50_000),
    logsBloom: zero(256),
    logs: [{ address: to, topics: [`0x${'ab'.repeat(32)}`, `0x${(index + 1).toString(16).padStart(64, '0')}`], data: zero(32) }],
  }));
  const header = { hash: zero(32), number: 5n, parentHash: zero(32), sha3Uncles: zero(32), miner: zero(20), stateRoot: zero(32), transactionsRoot: zero(32), receiptsRoot: zero(32), logsBloom: zero(256), difficulty: 1n, gasLimit: 8_000_000n, gasUsed: 5_000_000n, timestamp: 1n, extraData: '0x', mixHash: zero(32), nonce: zero(8), extDataHash: zero(32), baseFeePerGas: 1n, extDataGasUsed: 0n, blockGasCost: 0n };
  return { header, txs, receipts };
}

/** The checks of a 100-tx EVM block, timed in this process (the browser runs the same code, a few txs per task). */
export async function evmBlockChecks(): Promise<Row[]> {
  const { header, txs, receipts } = block();
  await verifyEvmBlock(header, txs, receipts);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await verifyEvmBlock(header, txs, receipts);
    times.push(performance.now() - started);
  }
  return [figure(`EVM block checks: ${TX_COUNT} txs`, times, { unit: 'ms', budget: { at: 'most', limit: BUDGET_MS }, note: 'hashes, senders, both roots and the bloom, in Node' })];
}
