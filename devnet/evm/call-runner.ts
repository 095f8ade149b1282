import { createBlock, type Block } from '@ethereumjs/block';
import type { EVMResult } from '@ethereumjs/evm';
import { createFeeMarket1559Tx, createLegacyTx, type TypedTransaction } from '@ethereumjs/tx';
import { bytesToHex, createAddressFromString, createZeroAddress } from '@ethereumjs/util';
import { runTx, type RunTxResult, type VM } from '@ethereumjs/vm';
import { present } from '../../src/lib/present';
import { MethodError } from '../handler';
import { GethError } from '../server/geth';
import { locatedTx } from './block-json';
import type { CallArgs } from './call-args';
import { replayAtomic } from './atomic-queue';
import { createChainVm } from './precompiles/platform-precompiles';
import { ownCommon } from './shared-common';
import type { ChainBlock, EvmChain } from './evm-chain';

/**
 * eth_call, eth_estimateGas and transaction replays for tracing, each on its own copy of a block's
 * state, as geth runs them: calls without fees see a zero base fee; reverts answer code 3 with data.
 */
const REVERTED = 3;
const ERROR_SELECTOR = '0x08c379a0';
const SELECTOR_BYTES = 4;
const WORD = 32;

function revertMessage(output: Uint8Array): string {
  const hex = bytesToHex(output);
  if (!hex.startsWith(ERROR_SELECTOR) || output.length < SELECTOR_BYTES + 2 * WORD) return 'execution reverted';
  const body = output.subarray(SELECTOR_BYTES);
  const length = Number(BigInt(bytesToHex(body.subarray(WORD, 2 * WORD))));
  const text = new TextDecoder().decode(body.subarray(2 * WORD, 2 * WORD + length));
  return `execution reverted: ${text}`;
}

/** Throws what geth answers for a failed execution. */
export function failure(result: EVMResult): never {
  const error = present(result.execResult.exceptionError, 'The failed execution\'s error');
  if (error.error === 'revert') throw new GethError(REVERTED, revertMessage(result.execResult.returnValue), bytesToHex(result.execResult.returnValue));
  throw new MethodError(error.error);
}

export async function vmAt(chain: EvmChain, block: ChainBlock): Promise<VM> {
  return createChainVm(ownCommon(chain.common), await chain.stateAt(block), chain.spec);
}

/** Calls reuse a VM per recent block, one call at a time, each call's changes reverted. */
const CACHED_BLOCKS = 2;

/** The block's context for calls: its own base fee, or zero for calls that pay no fees (as geth). */
interface CallContexts {
  withFees: Block;
  free: Block;
}

interface ReadVm {
  vm: Promise<VM>;
  contexts: CallContexts;
  queue: Promise<unknown>;
}

function callContexts(chain: EvmChain, block: ChainBlock): CallContexts {
  const header = block.block.header;
  const context = (baseFeePerGas: bigint) =>
    createBlock(
      {
        header: {
          number: header.number,
          timestamp: header.timestamp,
          gasLimit: header.gasLimit,
          coinbase: header.coinbase,
          baseFeePerGas,
          parentBeaconBlockRoot: header.parentBeaconBlockRoot,
        },
      },
      { common: chain.common },
    );
  return { withFees: context(block.baseFee), free: context(0n) };
}

const readVms = new WeakMap<EvmChain, Map<string, ReadVm>>();

async function withReadVm<T>(chain: EvmChain, block: ChainBlock, work: (vm: VM, contexts: CallContexts) => Promise<T>): Promise<T> {
  const cache = readVms.get(chain) ?? new Map<string, ReadVm>();
  readVms.set(chain, cache);
  let entry = cache.get(block.hash);
  if (!entry) {
    entry = { vm: vmAt(chain, block), contexts: callContexts(chain, block), queue: Promise.resolve() };
    cache.set(block.hash, entry);
    for (const oldest of cache.keys()) {
    if (cache.size <= CACHED_BLOCKS) break;
    cache.delete(oldest);
  }
  }
  const { vm, contexts } = entry;
  const run = entry.queue.then(async () => {
    const machine = await vm;
    await machine.evm.journal.checkpoint();
    try {
      return await work(machine, contexts);
    } finally {
      await machine.evm.journal.revert();
    }
  });
  entry.queue = run.catch(() => undefined);
  return run;
}

function callTransaction(chain: EvmChain, args: CallArgs, gas: bigint): TypedTransaction {
  const common = chain.common;
  const base = { to: args.to, value: args.value ?? 0n, data: args.data ?? new Uint8Array(), gasLimit: gas, nonce: args.nonce ?? 0n };
  const tx =
    args.maxFeePerGas !== undefined || args.maxPriorityFeePerGas !== undefined
      ? createFeeMarket1559Tx(
          { ...base, chainId: common.chainId(), maxFeePerGas: args.maxFeePerGas ?? args.maxPriorityFeePerGas, maxPriorityFeePerGas: args.maxPriorityFeePerGas ?? 0n },
          { common, freeze: false },
        )
      : createLegacyTx({ ...base, gasPrice: args.gasPrice ?? 0n }, { common, freeze: false });
  const from = args.from ? createAddressFromString(args.from) : createZeroAddress();
  tx.getSenderAddress = () => from;
  return tx;
}

function hasFees(args: CallArgs): boolean {
  return [args.gasPrice, args.maxFeePerGas, args.maxPriorityFeePerGas].some((fee) => fee !== undefined && fee > 0n);
}

/** Runs the call on the state after `block`, in that block's context. */
export async function runCall(chain: EvmChain, args: CallArgs, block: ChainBlock, gas = args.gas ?? block.gasLimit): Promise<RunTxResult> {
  try {
    return await withReadVm(chain, block, (vm, contexts) =>
      runTx(vm, {
        tx: callTransaction(chain, args, gas),
        block: contexts[hasFees(args) ? 'withFees' : 'free'],
        skipNonce: true,
        skipBalance: !hasFees(args),
        skipBlockGasLimitValidation: true,
        skipHardForkValidation: true,
      }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('sender doesn')) throw new MethodError(`insufficient funds for gas * price + value: address ${args.from ?? createZeroAddress().toString()}`);
    if (message.includes('baseFeePerGas')) throw new MethodError(`max fee per gas less than block base fee: address ${args.from ?? createZeroAddress().toString()}`);
    throw new MethodError(message.replace(/ -> .*$/s, ''));
  }
}

/** geth's estimate: the least gas with which the call succeeds, up to the block's gas limit. */
export async function estimateGas(chain: EvmChain, args: CallArgs, block: ChainBlock): Promise<bigint> {
  const cap = args.gas ?? block.gasLimit;
  const first = await runCall(chain, args, block, cap);
  if (first.execResult.exceptionError) {
    if (first.execResult.exceptionError.error === 'revert') failure(first);
    throw new MethodError(`gas required exceeds allowance (${cap})`);
  }
  const succeeds = async (gas: bigint) => !(await runCall(chain, args, block, gas)).execResult.exceptionError;
  let high = first.totalGasSpent;
  if (await succeeds(high)) return high;
  let low = high;
  high = cap;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (await succeeds(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/** Replays a block's transactions up to `index` on its parent state; `before` runs ahead of that one. */
export async function replayTransaction(chain: EvmChain, block: ChainBlock, index: number, before: (vm: VM) => void): Promise<RunTxResult> {
  const parent = present(chain.block(block.number - 1n), `Block ${block.number - 1n}`);
  const vm = await vmAt(chain, parent);
  await replayAtomic(vm.stateManager, block.atomic);
  const { tx } = locatedTx({ block, index });
  for (const earlier of block.transactions.slice(0, index)) {
    await runTx(vm, { tx: earlier, block: block.block, skipBlockGasLimitValidation: true });
  }
  before(vm);
  return runTx(vm, { tx, block: block.block, skipBlockGasLimitValidation: true });
}
