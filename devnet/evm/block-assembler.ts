import { Block, createBlock, createBlockHeader, genTransactionsTrieRoot, type HeaderData } from '@ethereumjs/block';
import type { Common } from '@ethereumjs/common';
import { MerklePatriciaTrie } from '@ethereumjs/mpt';
import { RLP } from '@ethereumjs/rlp';
import type { TypedTransaction } from '@ethereumjs/tx';
import { KECCAK256_RLP } from '@ethereumjs/util';
import { Bloom, encodeReceipt, runTx, type RunTxResult, type VM } from '@ethereumjs/vm';
import { zipSameLength } from '../../src/lib/lists';

/**
 * Builds a block on the VM's state: transactions run one by one against the header being built,
 * then the roots are computed once. (@ethereumjs's BlockBuilder re-creates every earlier
 * transaction for each one it adds, which grows with the square of the block's size.)
 */
export class BlockFullError extends Error {}

export class BlockAssembler {
  private readonly context: Block;
  /** The transactions as run, keeping their recovered senders. */
  readonly transactions: TypedTransaction[] = [];
  readonly results: RunTxResult[] = [];
  private gasUsed = 0n;

  private constructor(
    private readonly vm: VM,
    private readonly common: Common,
    private readonly header: HeaderData & { gasLimit: bigint },
  ) {
    this.context = createBlock({ header }, { common });
  }

  /** Opens the block: state changes from here on belong to it until `seal`. */
  static async open(vm: VM, common: Common, header: HeaderData & { gasLimit: bigint }): Promise<BlockAssembler> {
    await vm.evm.journal.checkpoint();
    return new BlockAssembler(vm, common, header);
  }

  /** Runs a transaction into the block; a refused one changes nothing and throws. */
  async add(tx: TypedTransaction): Promise<RunTxResult> {
    if (this.gasUsed + tx.gasLimit > this.header.gasLimit) throw new BlockFullError('block gas limit reached');
    const result = await runTx(this.vm, { tx, block: this.context, blockGasUsed: this.gasUsed, skipHardForkValidation: true });
    this.gasUsed += result.totalGasSpent;
    this.transactions.push(tx);
    this.results.push(result);
    return result;
  }

  async seal(): Promise<Block> {
    await this.vm.evm.journal.commit();
    const bloom = new Bloom(undefined, this.common);
    for (const result of this.results) bloom.or(result.bloom);
    const header = createBlockHeader(
      {
        ...this.header,
        gasUsed: this.gasUsed,
        stateRoot: await this.vm.stateManager.getStateRoot(),
        transactionsTrie: await genTransactionsTrieRoot(this.transactions),
        receiptTrie: await this.receiptRoot(),
        logsBloom: bloom.bitvector,
      },
      { common: this.common },
    );
    // The transactions as they ran, not re-created from their data (createBlock would).
    return new Block(header, this.transactions);
  }

  private async receiptRoot(): Promise<Uint8Array> {
    if (this.results.length === 0) return KECCAK256_RLP;
    const trie = new MerklePatriciaTrie({ common: this.common });
    for (const [index, [result, tx]] of zipSameLength(this.results, this.transactions).entries()) await trie.put(RLP.encode(index), encodeReceipt(result.receipt, tx.type));
    return trie.root();
  }
}
