import type { EvmChainSpec } from '../evm/chain-config';
import type { ChainBlock, EvmChain } from '../evm/evm-chain';

/**
 * One EVM chain built when first needed rather than at start-up (a mainnet-profile devnet has 33;
 * building them all took most of its start-up). Until it is built, the chain only shares the list
 * of block times the node has produced; building replays them, one block per time, so a chain
 * built late reaches exactly the blocks and state it would have had if built at start. That holds
 * because an untouched chain's blocks depend only on its spec, the seed and the block times: pool
 * transactions and atomic effects reach a chain only through requests, which build it first.
 */
export class LazyEvmChain<Entry extends { chain: EvmChain }> {
  private building: Promise<Entry> | undefined;
  private built: Entry | undefined;
  /** How many of the shared block times this chain has produced blocks for (or were before it). */
  private produced: number;

  constructor(
    readonly spec: EvmChainSpec,
    /** The node's block times since the chains' genesis, appended by the node; shared by every chain. */
    private readonly times: readonly number[],
    private readonly create: (spec: EvmChainSpec) => Promise<Entry>,
    private readonly onBlock: (block: ChainBlock) => void,
    /** Index in `times` of the chain's first block: a chain created after the node started has none before. */
    firstTime = 0,
  ) {
    this.produced = firstTime;
  }

  /** The chain once built (and caught up), else undefined. */
  get ready(): Entry | undefined {
    return this.built;
  }

  get started(): boolean {
    return this.building !== undefined;
  }

  /** The chain, built and caught up with the node's blocks on the first call. */
  get(): Promise<Entry> {
    this.building ??= this.build();
    return this.building;
  }

  /**
   * Produces the blocks of the times added since the last call. The node calls it for built chains
   * after each new time, one call at a time; a chain still building catches up by itself.
   */
  async catchUp(): Promise<void> {
    if (this.built) await this.produceRecorded(this.built.chain);
  }

  private async build(): Promise<Entry> {
    const entry = await this.create(this.spec);
    await this.produceRecorded(entry.chain);
    // No await between the last check of the times and this: a time added later finds it built.
    this.built = entry;
    return entry;
  }

  private async produceRecorded(chain: EvmChain): Promise<void> {
    // Re-read on every turn: a time may be added while a block is produced.
    for (;;) {
      const time = this.times[this.produced];
      if (time === undefined) return;
      this.produced++;
      this.onBlock(await chain.produceBlock(time));
    }
  }
}
