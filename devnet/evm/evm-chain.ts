import { createBlock, type Block } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import { MerklePatriciaTrie } from '@ethereumjs/mpt';
import { MerkleStateManager } from '@ethereumjs/statemanager';
import type { TypedTransaction } from '@ethereumjs/tx';
import type { Log } from '@ethereumjs/evm';
import { Address, createAccount, createAddressFromString, hexToBytes, ValueEncoding } from '@ethereumjs/util';
import type { VM } from '@ethereumjs/vm';
import { sha256 } from '@noble/hashes/sha2.js';
import type { AtomicEffects } from '../pchain/c-chain-bridge';
import { AtomicQueue } from './atomic-queue';
import { BlockAssembler, BlockFullError } from './block-assembler';
import { TREASURY_EVM_ADDRESS } from '../pchain/accounts';
import { BackgroundActivity, ACTIVITY_BALANCE, EWOQ_PRIVATE_KEY } from './background-activity';
import { ContractActivity, CONTRACTS_BALANCE } from './contract-activity';
import { HISTORY_BALANCE, HistoryActivity } from './history-activity';
import { applyPrecompileUpgrades, createChainVm, feeConfigOf, txAllowListRefusal } from './precompiles/platform-precompiles';
import { PrecompileActivity } from './precompiles/precompile-activity';
import type { EvmFeeConfig } from '../../src/lib/evm-fee';
import { EWOQ_EVM_ADDRESS, type EvmChainSpec, type PrecompileEvent } from './chain-config';
import { backgroundLoad, baseFeeAfter, GWEI, initialBaseFee } from './fee-model';
import { TxPool, type PooledTx } from './tx-pool';
import { effectiveTip } from './effective-tip';
import { zipSameLength } from '../../src/lib/lists';
import { sharedCommon } from './shared-common';
import { TrieDb } from './trie-db';
import { avalancheBlockHash, EMPTY_TRIE_ROOT } from './header-hash';
import { nativeHex } from '../pchain/hash';

type GraniteFields = { timestampMilliseconds: bigint; minDelayExcess: bigint };

/**
 * One EVM chain on @ethereumjs: Merkle-trie state, blocks built on the devnet's clock with the
 * devnet's base fee in their headers, a pending pool included in the next block, atomic effects
 * from the P-Chain applied first, and a little background activity in every block.
 */
export interface TxReceiptInfo {
  status: 0 | 1;
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  logs: Log[];
  bloom: Uint8Array;
  contractAddress: string | undefined;
  effectiveGasPrice: bigint;
  from: string;
  /** Index of the block's first log of this transaction. */
  firstLogIndex: number;
}

export interface ChainBlock {
  block: Block;
  /** keccak256 of coreth's header RLP, Avalanche's fields included (not the go-ethereum header's hash). */
  hash: string;
  number: bigint;
  timestamp: bigint;
  /** Granite's header fields; undefined before Granite. */
  granite: GraniteFields | undefined;
  baseFee: bigint;
  gasUsed: bigint;
  gasLimit: bigint;
  /** What drove the next block's base fee: real gas plus the background load. */
  demand: bigint;
  transactions: TypedTransaction[];
  receipts: TxReceiptInfo[];
  /** Atomic effects applied at the block's start. */
  atomic: AtomicEffects[];
  /** The fee config in the state after this block (the next block's), and the block it last changed at. */
  fee: { config: EvmFeeConfig; lastChangedAt: bigint };
}

export interface PrebuiltHistory {
  /** Blocks produced before the devnet starts, ending at `endTime`, so fees have a history. */
  blocks: number;
  endTime: number;
  intervalSeconds: number;
}

/** Activities a devnet option adds to its chains. */
export interface EvmChainOptions {
  /** `--history-account` (see history-activity.ts). */
  historyAccount?: boolean;
}

export const PREBUILT_BLOCKS = 32;
const WEI_PER_NATIVE = 10n ** 18n;
export const GENESIS_BALANCE = 50_000_000n * WEI_PER_NATIVE;
/** The coinbase of Avalanche EVM chains: fees are burned to the black-hole address. */
export const BLACKHOLE_ADDRESS = '0x0100000000000000000000000000000000000000';
const DEFAULT_TIP = 1n * GWEI;
const TIP_SAMPLE_BLOCKS = 20;
const LOAD_PURPOSE = 0;
const MILLISECONDS_PURPOSE = 1;
/** ACP-226's excess for a 100 ms minimum block delay (the reference node's own test value). */
export const DEVNET_MIN_DELAY_EXCESS = 4_828_872n;

export class EvmChain {
  readonly spec: EvmChainSpec;
  readonly common: Common;
  readonly pool = new TxPool();
  readonly atomic = new AtomicQueue();
  readonly pendingListeners = new Set<(entry: PooledTx) => void>();
  private readonly blocks: ChainBlock[] = [];
  private readonly byHash = new Map<string, ChainBlock>();
  private readonly txIndex = new Map<string, { block: ChainBlock; index: number }>();
  private readonly chainSeed: number;
  private readonly activity: BackgroundActivity;
  private readonly precompileActivity: PrecompileActivity;
  readonly contractActivity: ContractActivity;
  /** `--history-account`: on the C-Chain only. */
  private readonly historyActivity: HistoryActivity | undefined;
  /** Block production and reads of the builder's state run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    spec: EvmChainSpec,
    seed: string,
    private readonly vm: VM,
    private readonly state: MerkleStateManager,
    options: EvmChainOptions,
  ) {
    this.spec = spec;
    this.common = vm.common;
    const digest = sha256(new TextEncoder().encode(`${seed}:${spec.info.blockchainId}`));
    this.chainSeed = new DataView(digest.buffer, digest.byteOffset, digest.byteLength).getUint32(0);
    this.activity = new BackgroundActivity(seed, this.common, (number, purpose) => this.unit(number, purpose));
    this.contractActivity = new ContractActivity(seed, this.common);
    this.historyActivity = options.historyAccount && spec.info.alias === 'C' ? new HistoryActivity(seed, this.common) : undefined;
    const starting = { transactors: [this.activity.address, this.contractActivity.address], deployers: [this.contractActivity.address] };
    this.precompileActivity = new PrecompileActivity(spec, this.common, EWOQ_PRIVATE_KEY, starting, this.activity.recipients);
  }

  /** `pause`, when given, runs between the prebuilt blocks (to let requests through while building). */
  static async create(spec: EvmChainSpec, seed: string, history: PrebuiltHistory, pause?: () => Promise<void>, options: EvmChainOptions = {}): Promise<EvmChain> {
    const common = sharedCommon(createCustomCommon({ chainId: spec.info.evmChainId }, Mainnet, { hardfork: Hardfork.Cancun }));
    const trie = new MerklePatriciaTrie({ db: new TrieDb(), valueEncoding: ValueEncoding.Bytes, useKeyHashing: true, common });
    const state = new MerkleStateManager({ common, trie });
    const vm = await createChainVm(common, state, spec);
    const chain = new EvmChain(spec, seed, vm, state, options);
    await chain.genesis(history.endTime - history.blocks * history.intervalSeconds);
    for (let index = 1; index <= history.blocks; index++) {
      await chain.produceBlock(history.endTime - (history.blocks - index) * history.intervalSeconds);
      await pause?.();
    }
    return chain;
  }

  private async genesis(timestamp: number): Promise<void> {
    await this.state.checkpoint();
    await this.state.putAccount(createAddressFromString(EWOQ_EVM_ADDRESS), createAccount({ nonce: 0n, balance: GENESIS_BALANCE }));
    await this.state.putAccount(this.activity.address, createAccount({ nonce: 0n, balance: ACTIVITY_BALANCE }));
    await this.state.putAccount(this.contractActivity.address, createAccount({ nonce: 0n, balance: CONTRACTS_BALANCE }));
    if (this.spec.info.alias === 'C') await this.state.putAccount(new Address(TREASURY_EVM_ADDRESS), createAccount({ nonce: 0n, balance: GENESIS_BALANCE }));
    for (const funded of this.historyActivity ? [this.historyActivity.address, this.historyActivity.payer] : []) {
      await this.state.putAccount(funded, createAccount({ nonce: 0n, balance: HISTORY_BALANCE }));
    }
    await applyPrecompileUpgrades(this.state, this.spec, -1n, BigInt(timestamp), 0n);
    await this.state.commit();
    const block = createBlock(
      {
        header: {
          number: 0n,
          gasLimit: this.spec.genesisFee.gasLimit,
          baseFeePerGas: initialBaseFee(this.spec),
          timestamp: BigInt(timestamp),
          stateRoot: await this.state.getStateRoot(),
          coinbase: BLACKHOLE_ADDRESS,
        },
      },
      { common: this.common },
    );
    this.append(block, this.graniteFields(BigInt(timestamp), BigInt(timestamp) * 1000n), 0n, [], [], await feeConfigOf(this.state, this.spec, BigInt(timestamp)));
  }

  /** Granite's fields of a block at `time` (seconds) and `milliseconds`, once Granite is active. */
  private graniteFields(time: bigint, milliseconds: bigint): GraniteFields | undefined {
    return time >= this.spec.upgrades.granite ? { timestampMilliseconds: milliseconds, minDelayExcess: DEVNET_MIN_DELAY_EXCESS } : undefined;
  }

  /**
   * A block's time in ms: within its second, at a deterministic point, after its parent's (blocks
   * of the same second keep their order).
   */
  private millisecondsOf(number: bigint, time: bigint, parent: ChainBlock): bigint {
    const start = time * 1000n;
    const point = start + BigInt(Math.floor(this.unit(number, MILLISECONDS_PURPOSE) * 1000));
    const parentMs = parent.granite?.timestampMilliseconds ?? parent.timestamp * 1000n;
    const after = point > parentMs ? point : parentMs + 1n;
    return after < start + 1000n ? after : start + 999n;
  }

  get head(): ChainBlock {
    const head = this.blocks.at(-1);
    if (!head) throw new Error('the EVM chain has no genesis block yet');
    return head;
  }

  block(number: bigint): ChainBlock | undefined {
    return number >= 0n && number < BigInt(this.blocks.length) ? this.blocks[Number(number)] : undefined;
  }

  blockByHash(hash: string): ChainBlock | undefined {
    return this.byHash.get(hash.toLowerCase());
  }

  transaction(hash: string): { block: ChainBlock; index: number } | undefined {
    return this.txIndex.get(hash.toLowerCase());
  }

  /** The fee config in the state after a block (as the FeeManager holds it), and the block where it last changed (0: never). */
  feeConfigAt(number: bigint): { config: EvmFeeConfig; lastChangedAt: bigint } {
    return (this.block(number) ?? this.head).fee;
  }

  /** What the next block's base fee will be, from the head. */
  nextBaseFee(): bigint {
    return baseFeeAfter(this.head, this.head.fee.config);
  }

  /** The tip that gets a transaction in: the median tip of recent transactions. */
  suggestedTip(): bigint {
    const recent = this.blocks.slice(-TIP_SAMPLE_BLOCKS).flatMap((block) => block.transactions.map((tx) => effectiveTip(tx, block.baseFee)));
    recent.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return recent[Math.floor(recent.length / 2)] ?? DEFAULT_TIP;
  }

  /** Precompile configs active at a time, by config key, sorted by key. */
  activePrecompilesAt(timestamp: bigint): PrecompileEvent[] {
    const latest = new Map<string, PrecompileEvent>();
    for (const event of this.spec.precompileEvents) if (event.timestamp <= timestamp) latest.set(event.key, event);
    return [...latest.values()].filter((event) => !event.disable).sort((a, b) => a.key.localeCompare(b.key));
  }

  /** A read-only view of the state after a block; old roots stay in the trie database. */
  async stateAt(block: ChainBlock): Promise<MerkleStateManager> {
    const copy = this.state.shallowCopy();
    await copy.setStateRoot(block.block.header.stateRoot);
    return copy;
  }

  /** Queues a pool transaction for the next block and tells the pending listeners. */
  addToPool(entry: PooledTx): void {
    this.pool.add(entry);
    for (const listener of this.pendingListeners) listener(entry);
  }

  produceBlock(timestamp: number): Promise<ChainBlock> {
    const run = this.queue.then(() => this.build(timestamp));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async build(timestamp: number): Promise<ChainBlock> {
    const parent = this.head;
    const number = parent.number + 1n;
    // A block runs under the fee config its parent's state holds.
    const fee = parent.fee.config;
    const baseFee = baseFeeAfter(parent, fee);
    const time = BigInt(Math.max(timestamp, Number(parent.timestamp)));
    const assembler = await BlockAssembler.open(this.vm, this.common, {
      parentHash: hexToBytes(parent.hash as `0x${string}`),
      number,
      timestamp: time,
      baseFeePerGas: baseFee,
      gasLimit: fee.gasLimit,
      coinbase: BLACKHOLE_ADDRESS,
    });
    const accepted = await this.atomic.apply(this.state);
    await applyPrecompileUpgrades(this.state, this.spec, parent.timestamp, time, number);
    const add = async (tx: TypedTransaction): Promise<'ok' | 'full' | 'failed'> => {
      // As subnet-evm's block verification: a sender the tx allow list does not enable is no part of a block.
      if (await txAllowListRefusal(this.state, this.spec, time, tx.getSenderAddress())) return 'failed';
      try {
        await assembler.add(tx);
        return 'ok';
      } catch (error) {
        return error instanceof BlockFullError ? 'full' : 'failed';
      }
    };
    for (const entry of this.pool.ordered()) {
      if (await txAllowListRefusal(this.state, this.spec, time, entry.senderAddress)) {
        // Refused by the pool already, or enabled then disabled since: it can never be included.
        this.pool.remove(entry.hash);
        continue;
      }
      const outcome = await add(entry.tx);
      if (outcome === 'full') continue;
      // Included, or no longer fits its sender's nonce or balance: out of the pool. A nonce gap waits.
      const nonce = (await this.state.getAccount(entry.senderAddress))?.nonce ?? 0n;
      if (outcome === 'ok' || entry.tx.nonce <= nonce) this.pool.remove(entry.hash);
    }
    const nonceOf = async (address: Address) => (await this.state.getAccount(address))?.nonce ?? 0n;
    for (const tx of await this.activity.transactions(number, baseFee, nonceOf)) await add(tx);
    for (const tx of this.precompileActivity.transactions(number, time, baseFee, await nonceOf(this.precompileActivity.sender))) await add(tx);
    for (const tx of await this.contractActivity.transactions(number, baseFee, nonceOf)) await add(tx);
    for (const tx of (await this.historyActivity?.transactions(number, baseFee, nonceOf)) ?? []) await add(tx);
    const block = await assembler.seal();
    let firstLogIndex = 0;
    const infos: TxReceiptInfo[] = zipSameLength(assembler.results, block.transactions).map(([result, tx]) => {
      const receipt = result.receipt;
      const info: TxReceiptInfo = {
        status: 'status' in receipt ? receipt.status : 1,
        gasUsed: result.totalGasSpent,
        cumulativeGasUsed: receipt.cumulativeBlockGasUsed,
        logs: receipt.logs,
        bloom: receipt.bitvector,
        contractAddress: result.createdAddress?.toString(),
        effectiveGasPrice: baseFee + effectiveTip(tx, baseFee),
        from: tx.getSenderAddress().toString(),
        firstLogIndex,
      };
      firstLogIndex += receipt.logs.length;
      return info;
    });
    const load = backgroundLoad(this.spec, number, baseFee, fee, this.unit(number, LOAD_PURPOSE));
    const after = await feeConfigOf(this.state, this.spec, time);
    const granite = this.graniteFields(time, this.millisecondsOf(number, time, parent));
    const chainBlock = this.append(block, granite, block.header.gasUsed > load ? block.header.gasUsed : load, infos, accepted, after);
    for (const effects of accepted) effects.onAccepted(number);
    return chainBlock;
  }

  private append(block: Block, granite: GraniteFields | undefined, demand: bigint, receipts: TxReceiptInfo[], atomic: AtomicEffects[], fee: ChainBlock['fee']): ChainBlock {
    const header = block.header;
    const extData = this.spec.isSubnetEvm ? undefined : { hash: hexToBytes(EMPTY_TRIE_ROOT), gasUsed: 0n };
    const entry: ChainBlock = {
      block,
      hash: nativeHex(avalancheBlockHash(header, { extData, blockGasCost: 0n, granite })),
      number: header.number,
      timestamp: header.timestamp,
      granite,
      baseFee: header.baseFeePerGas ?? 0n,
      gasUsed: header.gasUsed,
      gasLimit: header.gasLimit,
      demand,
      transactions: [...block.transactions],
      receipts,
      atomic,
      fee,
    };
    this.blocks.push(entry);
    this.byHash.set(entry.hash, entry);
    entry.transactions.forEach((tx, index) => this.txIndex.set(nativeHex(tx.hash()), { block: entry, index }));
    return entry;
  }

  /** A deterministic value in [0, 1) for this chain, block and purpose (murmur3's finaliser). */
  private unit(number: bigint, purpose: number): number {
    let hash = (this.chainSeed ^ Math.imul(Number(number & 0xffffffffn), 0x9e3779b1) ^ Math.imul(purpose + 1, 0x85ebca6b)) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
  }
}

