import { createFeeMarket1559Tx } from '@ethereumjs/tx';
import { createAddressFromString } from '@ethereumjs/util';
import { EWOQ_PRIVATE_KEY } from '../../devnet/evm/background-activity';
import { EWOQ_EVM_ADDRESS, evmChainSpecs } from '../../devnet/evm/chain-config';
import { EvmChain } from '../../devnet/evm/evm-chain';
import { submitRawTransaction } from '../../devnet/evm/tx-submit';
import { fakePChain } from '../../devnet/testing/fake-pchain';
import { call, throughput } from './http';
import { figure, type Row } from './report';

const C_CHAIN_RPC = '/ext/bc/C/rpc';
const BLOCK_TRANSACTIONS = 100;
const BENCH_GENESIS_TIME = 1_700_000_040;
const BALANCE_OF_SELECTOR = '0x70a08231';
/** The ERC-20 holder asked in the eth_call figure: the ewoq address, left-padded to a word. */
const HOLDER_WORD = `${'0'.repeat(24)}8db97c7cece249c2b98bdc0226cc4c2a57bf52fc`;

function ethRpc(method: string, params: unknown[]): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
}

/** eth_blockNumber and an ERC-20 balanceOf eth_call against the devnet token, on loopback. */
export async function evmThroughput(port: number, runs: number, seconds: number): Promise<Row[]> {
  const block = await call<{ transactions: string[] }>(port, 'eth_getBlockByNumber', ['0x1', false], C_CHAIN_RPC);
  const receipt = await call<{ contractAddress: string }>(port, 'eth_getTransactionReceipt', [block.transactions[0]], C_CHAIN_RPC);
  const balanceOf = ethRpc('eth_call', [{ to: receipt.contractAddress, data: `${BALANCE_OF_SELECTOR}${HOLDER_WORD}` }, 'latest']);
  const measure = async (body: string) => {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) samples.push(await throughput(port, body, seconds, C_CHAIN_RPC));
    return samples;
  };
  return [
    figure('devnet small: eth_blockNumber throughput', await measure(ethRpc('eth_blockNumber', [])), { unit: 'req/s' }),
    figure('devnet small: eth_call (ERC-20 balanceOf) throughput', await measure(balanceOf), { unit: 'req/s' }),
  ];
}

/** One C-Chain block holding 100 pooled transfers, produced in-process. */
export async function blockProduction(): Promise<Row> {
  const config = { seed: 'bench', genesisTime: BENCH_GENESIS_TIME, blockIntervalSeconds: 2, profile: 'small', dialect: 'spec', networkId: 12345, hrp: 'local' } as const;
  const [spec] = evmChainSpecs(fakePChain(config).evmChains(), BENCH_GENESIS_TIME);
  if (!spec) throw new Error('the bench devnet has no EVM chain');
  const chain = await EvmChain.create(spec, 'bench', { blocks: 2, endTime: BENCH_GENESIS_TIME, intervalSeconds: 2 });
  const nonce = (await (await chain.stateAt(chain.head)).getAccount(createAddressFromString(EWOQ_EVM_ADDRESS)))?.nonce ?? 0n;
  const fee = chain.nextBaseFee() * 2n;
  for (let index = 0n; index < BigInt(BLOCK_TRANSACTIONS); index++) {
    const tx = createFeeMarket1559Tx(
      { chainId: chain.common.chainId(), nonce: nonce + index, to: '0x00000000000000000000000000000000000000aa', value: 1n, gasLimit: 21_000n, maxFeePerGas: fee, maxPriorityFeePerGas: 1n },
      { common: chain.common },
    ).sign(EWOQ_PRIVATE_KEY);
    await submitRawTransaction(chain, tx.serialize());
  }
  const started = performance.now();
  const block = await chain.produceBlock(BENCH_GENESIS_TIME + 2);
  return figure(`devnet: produce one C-Chain block with ${block.transactions.length} transactions`, [performance.now() - started], { unit: 'ms' });
}
