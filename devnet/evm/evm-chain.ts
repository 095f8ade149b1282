import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../../src/lib/hex';
import { EWOQ_EVM_ADDRESS, type EvmChainSpec, type FeeConfig, type PrecompileEvent } from './chain-config';

/**
 * One deterministic EVM chain: blocks on the devnet's clock, an EIP-1559-style base fee that
 * follows a load pattern toward the chain's target, transfers from the funded test key, and
 * balances that can be read at any block.
 */
export interface EvmTransaction {
  hash: string;
  from: string;
  to: string;
  value: bigint;
  gas: bigint;
  tip: bigint;
  maxFee: bigint;
  nonce: bigint;
}

export interface EvmBlock {
  number: bigint;
  hash: string;
  parentHash: string;
  timestamp: bigint;
  baseFee: bigint;
  gasLimit: bigint;
  gasUsed: bigint;
  transactions: EvmTransaction[];
}

export interface PrebuiltHistory {
  /** Blocks produced before the devnet starts, ending at `endTime`, so fees have a history. */
  blocks: number;
  endTime: number;
  intervalSeconds: number;
}

export const PREBUILT_BLOCKS = 32;
const GWEI = 1_000_000_000n;
const WEI_PER_NATIVE = 10n ** 18n;
const GENESIS_BALANCE = 50_000_000n * WEI_PER_NATIVE;
/** The window over which subnet-evm's targetGas is spread. */
const TARGET_WINDOW_SECONDS = 10n;
const GAS_PER_TRANSACTION = 400_000n;
const RECIPIENT_COUNT = 8;
const LOAD_PERIOD_BLOCKS = 120;
const RATIO_SCALE = 1_000_000;
const INITIAL_C_CHAIN_BASE_FEE = 2n * GWEI;
const MAX_TRANSFER_NATIVE = 10n;
const ZERO_HASH = `0x${'00'.repeat(32)}`;
/** Distinct streams of the per-block random values: load, then three per transaction. */
const LOAD_PURPOSE = 0;
const TX_PURPOSES = 3;

function hashHex(text: string): string {
  return toHex(keccak_256(new TextEncoder().encode(text)));
}

export class EvmChain {
  readonly spec: EvmChainSpec;
  private readonly blocks: EvmBlock[] = [];
  private readonly byHash = new Map<string, EvmBlock>();
  private readonly balances = new Map<string, bigint>([[EWOQ_EVM_ADDRESS, GENESIS_BALANCE]]);
  private readonly recipients: string[];
  private nonce = 0n;
  private readonly chainSeed: number;

  constructor(
    spec: EvmChainSpec,
    private readonly seed: string,
    history: PrebuiltHistory,
  ) {
    this.spec = spec;
    const digest = sha256(new TextEncoder().encode(`${seed}:${spec.info.blockchainId}`));
    this.chainSeed = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0;
    this.recipients = Array.from({ length: RECIPIENT_COUNT }, (_, index) => `0x${hashHex(`${seed}:recipient:${index}`).slice(-40)}`);
    const start = history.endTime - history.blocks * history.intervalSeconds;
    const genesis: EvmBlock = {
      number: 0n,
      hash: '',
      parentHash: ZERO_HASH,
      timestamp: BigInt(start),
      baseFee: this.initialBaseFee(),
      gasLimit: spec.genesisFee.gasLimit,
      gasUsed: 0n,
      transactions: [],
    };
    genesis.hash = this.blockHash(genesis);
    this.append(genesis);
    for (let index = 1; index <= history.blocks; index++) this.produceBlock(start + index * history.intervalSeconds);
  }

  get head(): EvmBlock {
    return this.blocks[this.blocks.length - 1]!;
  }

  block(number: bigint): EvmBlock | undefined {
    return number >= 0n && number < BigInt(this.blocks.length) ? this.blocks[Number(number)] : undefined;
  }

  blockByHash(hash: string): EvmBlock | undefined {
    return this.byHash.get(hash.toLowerCase());
  }

  /** The fee config in force at a block, and the block where it last changed (0: never). */
  feeConfigAt(number: bigint): { config: FeeConfig; lastChangedAt: bigint } {
    const change = this.spec.feeChange;
    if (change && number >= change.block) return { config: change.config, lastChangedAt: change.block };
    return { config: this.spec.genesisFee, lastChangedAt: 0n };
  }

  /** What the next block's base fee will be, from the head. */
  nextBaseFee(): bigint {
    return this.baseFeeAfter(this.head, this.feeConfigAt(this.head.number + 1n).config);
  }

  /** The tip that gets a transaction in: the median tip of recent transactions. */
  suggestedTip(): bigint {
    const recent = this.blocks.slice(-20).flatMap((block) => block.transactions.map((tx) => tx.tip));
    if (recent.length === 0) return 1n * GWEI;
    recent.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return recent[Math.floor(recent.length / 2)]!;
  }

  balanceAt(address: string, number: bigint): bigint {
    let balance = this.balances.get(address) ?? 0n;
    for (let index = this.blocks.length - 1; index > Number(number); index--) {
      for (const tx of this.blocks[index]!.transactions) {
        const effectivePrice = this.blocks[index]!.baseFee + tx.tip;
        if (tx.to === address) balance -= tx.value;
        if (tx.from === address) balance += tx.value + tx.gas * effectivePrice;
      }
    }
    return balance;
  }

  /** Precompile configs active at a time, by config key, sorted by key. */
  activePrecompilesAt(timestamp: bigint): PrecompileEvent[] {
    const latest = new Map<string, PrecompileEvent>();
    for (const event of this.spec.precompileEvents) if (event.timestamp <= timestamp) latest.set(event.key, event);
    return [...latest.values()].filter((event) => !event.disable).sort((a, b) => a.key.localeCompare(b.key));
  }

  produceBlock(timestamp: number): EvmBlock {
    const parent = this.head;
    const number = parent.number + 1n;
    const fee = this.feeConfigAt(number).config;
    const baseFee = this.baseFeeAfter(parent, fee);
    const gasUsed = this.gasUsedFor(number, baseFee, fee);
    const block: EvmBlock = {
      number,
      hash: '',
      parentHash: parent.hash,
      timestamp: BigInt(Math.max(timestamp, Number(parent.timestamp))),
      baseFee,
      gasLimit: fee.gasLimit,
      gasUsed,
      transactions: this.transactionsFor(number, gasUsed, baseFee),
    };
    block.hash = this.blockHash(block);
    this.append(block);
    return block;
  }

  private append(block: EvmBlock): void {
    this.blocks.push(block);
    this.byHash.set(block.hash, block);
    for (const tx of block.transactions) {
      const cost = tx.value + tx.gas * (block.baseFee + tx.tip);
      this.balances.set(tx.from, (this.balances.get(tx.from) ?? 0n) - cost);
      this.balances.set(tx.to, (this.balances.get(tx.to) ?? 0n) + tx.value);
    }
  }

  private initialBaseFee(): bigint {
    return this.spec.isSubnetEvm ? this.spec.genesisFee.minBaseFee : INITIAL_C_CHAIN_BASE_FEE;
  }

  /** Per-block gas target: targetGas is spread over a 10 s window of target-rate blocks. */
  private targetPerBlock(fee: FeeConfig): bigint {
    return (fee.targetGas * fee.targetBlockRate) / TARGET_WINDOW_SECONDS;
  }

  private baseFeeAfter(parent: EvmBlock, fee: FeeConfig): bigint {
    if (parent.number === 0n && parent.gasUsed === 0n) return parent.baseFee < fee.minBaseFee ? fee.minBaseFee : parent.baseFee;
    const target = this.targetPerBlock(fee);
    let next: bigint;
    if (parent.gasUsed > target) {
      const delta = (parent.baseFee * (parent.gasUsed - target)) / target / fee.baseFeeChangeDenominator;
      next = parent.baseFee + (delta > 0n ? delta : 1n);
    } else {
      next = parent.baseFee - (parent.baseFee * (target - parent.gasUsed)) / target / fee.baseFeeChangeDenominator;
    }
    return next < fee.minBaseFee ? fee.minBaseFee : next;
  }

  /** A deterministic value in [0, 1) for this chain, block and purpose (murmur3's finaliser). */
  private unit(number: bigint, purpose: number): number {
    let hash = (this.chainSeed ^ Math.imul(Number(number & 0xffffffffn), 0x9e3779b1) ^ Math.imul(purpose + 1, 0x85ebca6b)) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
  }

  /**
   * Load swings around the target over a slow cycle, with noise; demand eases when the base fee
   * is well above its floor, so the fee moves both ways and stays bounded.
   */
  private gasUsedFor(number: bigint, baseFee: bigint, fee: FeeConfig): bigint {
    const cycle = Math.sin((2 * Math.PI * Number(number)) / LOAD_PERIOD_BLOCKS);
    const noise = this.unit(number, LOAD_PURPOSE) - 0.5;
    const pivot = this.spec.isSubnetEvm ? fee.minBaseFee : INITIAL_C_CHAIN_BASE_FEE;
    const pressure = baseFee > pivot * 4n ? 0.7 : baseFee > pivot * 2n ? 0.95 : 1.2;
    const ratio = Math.max(0, (1 + 0.6 * cycle + 0.4 * noise) * pressure);
    const used = (this.targetPerBlock(fee) * BigInt(Math.round(ratio * RATIO_SCALE))) / BigInt(RATIO_SCALE);
    return used > fee.gasLimit ? fee.gasLimit : used;
  }

  private transactionsFor(number: bigint, gasUsed: bigint, baseFee: bigint): EvmTransaction[] {
    const count = (gasUsed + GAS_PER_TRANSACTION - 1n) / GAS_PER_TRANSACTION;
    const transactions: EvmTransaction[] = [];
    for (let index = 0n; index < count; index++) {
      const gas = index === count - 1n ? gasUsed - GAS_PER_TRANSACTION * index : GAS_PER_TRANSACTION;
      const purpose = TX_PURPOSES * Number(index);
      const tip = BigInt(1 + Math.floor(this.unit(number, purpose + 1) * 3)) * GWEI;
      const value = (BigInt(Math.floor(this.unit(number, purpose + 2) * RATIO_SCALE)) * MAX_TRANSFER_NATIVE * WEI_PER_NATIVE) / BigInt(RATIO_SCALE);
      const to = this.recipients[Math.floor(this.unit(number, purpose + 3) * RECIPIENT_COUNT)]!;
      transactions.push({
        hash: hashHex(`${this.seed}:${this.spec.info.blockchainId}:tx:${number}:${index}`),
        from: EWOQ_EVM_ADDRESS,
        to,
        value,
        gas,
        tip,
        maxFee: baseFee * 2n + tip,
        nonce: this.nonce++,
      });
    }
    return transactions;
  }

  private blockHash(block: EvmBlock): string {
    const txs = block.transactions.map((tx) => tx.hash).join(',');
    return hashHex(`${this.spec.info.evmChainId}:${block.number}:${block.parentHash}:${block.timestamp}:${block.gasUsed}:${block.baseFee}:${txs}`);
  }
}
