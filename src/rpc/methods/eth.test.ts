import { describe, expect, test } from 'vitest';
import { BLOCK, RECEIPT, TX } from '../testing/evm-samples';
import { fakeEvmNode } from '../testing/fake-evm-node';
import type { JsonObject, JsonValue } from '../../lib/json-value';

describe('eth methods', () => {
  test('default: a geth receipt with an ERC-20 Transfer log is read with bigint quantities', async () => {
    const { client } = fakeEvmNode({ eth_getTransactionReceipt: RECEIPT });
    const receipt = await client.call('eth_getTransactionReceipt', [String(RECEIPT.transactionHash)]);
    expect(receipt).toMatchObject({
      blockNumber: 42n,
      gasUsed: 51234n,
      effectiveGasPrice: 26500000000n,
      status: 1n,
      contractAddress: null,
      type: 2n,
    });
    expect(receipt?.logs).toHaveLength(1);
    expect(receipt?.logs[0]).toMatchObject({ logIndex: 0n, transactionIndex: 1n, removed: false, data: (RECEIPT.logs as JsonObject[])[0]!.data });
  });

  test('behavior: a transaction keeps amounts beyond 2^53 exact and its chain ID', async () => {
    const { client } = fakeEvmNode({ eth_getTransactionByHash: TX });
    const tx = await client.call('eth_getTransactionByHash', [String(TX.hash)]);
    expect(tx).toMatchObject({ nonce: 8n, gas: 60000n, maxFeePerGas: 52000000000n, chainId: 43112n, blockNumber: 42n, transactionIndex: 1n });
    const big = fakeEvmNode({ eth_getTransactionByHash: { ...TX, value: '0x112210f47de98115' } });
    expect((await big.client.call('eth_getTransactionByHash', [String(TX.hash)]))?.value).toBe(1234567890123456789n);
  });

  test('behavior: a pending transaction has no block, and unknown hashes are null', async () => {
    const pending = fakeEvmNode({ eth_getTransactionByHash: { ...TX, blockHash: null, blockNumber: null, transactionIndex: null } });
    await expect(pending.client.call('eth_getTransactionByHash', [String(TX.hash)])).resolves.toMatchObject({ blockHash: null, blockNumber: null, transactionIndex: null });
    const unknown = fakeEvmNode({});
    await expect(unknown.client.call('eth_getTransactionByHash', [String(TX.hash)])).resolves.toBeNull();
    await expect(unknown.client.call('eth_getTransactionReceipt', [String(TX.hash)])).resolves.toBeNull();
  });

  test('behavior: a block with full transactions and its header roots', async () => {
    const { client } = fakeEvmNode({ eth_getBlockByNumber: BLOCK });
    const block = await client.call('eth_getBlockByNumber', [42n, true]);
    expect(block).toMatchObject({ number: 42n, gasLimit: 15000000n, gasUsed: 72234n, baseFeePerGas: 25000000000n, stateRoot: BLOCK.stateRoot, difficulty: 1n });
    expect(block?.transactions).toHaveLength(2);
    expect(block?.transactions[1]).toMatchObject({ hash: TX.hash, input: TX.input });
  });

  test('args: account reads go out with hex block numbers; concurrent calls share one batch', async () => {
    const { client, requests } = fakeEvmNode({ eth_getTransactionCount: '0x9', eth_getCode: '0x6080', eth_getBalance: '0xde0b6b3a7640000' });
    const address = '0x17aB05351fC94a1a67Bf3f56DdbB941aE6c63E25';
    const [nonce, code, balance] = await Promise.all([
      client.call('eth_getTransactionCount', [address, 'latest']),
      client.call('eth_getCode', [address, 16n]),
      client.call('eth_getBalance', [address, 'latest']),
    ]);
    expect([nonce, code, balance]).toEqual([9n, '0x6080', 1000000000000000000n]);
    expect(requests).toHaveLength(1);
    const batch = requests[0]!.json as { method: string; params: JsonValue[] }[];
    expect(batch.map((call) => [call.method, call.params])).toEqual([
      ['eth_getTransactionCount', [address, 'latest']],
      ['eth_getCode', [address, '0x10']],
      ['eth_getBalance', [address, 'latest']],
    ]);
  });

  test('args: eth_getLogs sends its block range as hex and keeps topics', async () => {
    const { client, requests } = fakeEvmNode({ eth_getLogs: RECEIPT.logs as JsonValue });
    const topics = [(RECEIPT.logs as JsonObject[])[0]!.topics as string[]][0]!;
    const logs = await client.call('eth_getLogs', [{ fromBlock: 40n, toBlock: 'latest', address: String(RECEIPT.to), topics: [topics[0]!, null, topics[2]!] }]);
    expect(logs.map((log) => log.blockNumber)).toEqual([42n]);
    expect((requests[0]!.json as { params: JsonValue[] }).params).toEqual([
      { fromBlock: '0x28', toBlock: 'latest', address: RECEIPT.to, topics: [topics[0], null, topics[2]] },
    ]);
  });

  test('error: a receipt without its gas fields is a schema error naming the field', async () => {
    const { client } = fakeEvmNode({ eth_getTransactionReceipt: { ...RECEIPT, gasUsed: undefined } as unknown as JsonValue });
    await expect(client.call('eth_getTransactionReceipt', [String(TX.hash)])).rejects.toMatchObject({ name: 'SchemaError', path: '.gasUsed' });
  });
});

describe('debug_traceTransaction', () => {
  test('default: geth’s published callTracer output is read as a tree with bigint gas and value', async () => {
    const { result } = (await import('../../../test/fixtures/call-tracer/inner_revert_reason.json')).default as unknown as { result: JsonObject };
    const { client, calls } = fakeEvmNode({ debug_traceTransaction: result });
    const trace = await client.call('debug_traceTransaction', [`0x${'ab'.repeat(32)}`, { tracer: 'callTracer' }]);
    expect(calls[0]!.params).toEqual([`0x${'ab'.repeat(32)}`, { tracer: 'callTracer' }]);
    expect(trace).toMatchObject({ type: 'CREATE', gas: 0x2dc6c0n, gasUsed: 0x25590n, value: 0n, error: 'execution reverted', revertReason: 'This called failed' });
    expect(trace.to).toBeUndefined();
    expect(trace.calls.map((call) => [call.type, call.value, call.calls])).toEqual([
      ['CREATE', 0n, []],
      ['STATICCALL', undefined, []],
    ]);
  });
});
