import { consumeGas } from '../../src/lib/fees';
import type { ValidatorFeeConfig } from '../../src/lib/fees';
import type { Block, SignedTx } from '../../src/lib/codec/types';
import { parseId } from '../../src/lib/ids';
import { encodeBlockWithId, encodeStandardBlockWithId, encodeTx } from './encoding';
import { advanceFeeStates, currentGasPrice } from './fee-state';
import { addOutputs, removeUtxo } from './ledger';
import { headBlock, StoredBlock, StoredTx, type ChainState, type TxStatus } from './state';
import type { BuiltTx } from './wallet';

/**
 * Accepts blocks into the state. A standard block is opened with `begin`, filled with `add`
 * (which applies each tx's inputs and outputs at once, so later txs see them), then closed with
 * `finish`. Reward proposals are accepted with their commit or abort option in one call.
 */
export class BlockBuilder {
  price = 1n;
  /** Gas of the txs in the open (or last finished) standard block. */
  gasUsed = 0n;
  /** Stored bytes of the open block's txs, which the block's bytes reuse. */
  private pendingBytes: Uint8Array[] = [];
  private open = false;
  /** The last accepted block's ID bytes: every new block names it, and decoding its cb58 ID each time cost seconds per minute at 50,000 validators. */
  private headId: Uint8Array | undefined;

  constructor(
    readonly state: ChainState,
    readonly validatorFeeConfig: ValidatorFeeConfig,
  ) {}

  get height(): bigint {
    return BigInt(this.state.blocks.length) - 1n;
  }

  /** Height the block being built will have. */
  get nextHeight(): bigint {
    return BigInt(this.state.blocks.length);
  }

  get isOpen(): boolean {
    return this.open;
  }

  begin(time: bigint): void {
    advanceFeeStates(this.state, this.validatorFeeConfig, time, this.nextHeight);
    this.price = currentGasPrice(this.state);
    this.pendingBytes = [];
    this.gasUsed = 0n;
    this.open = true;
  }

  /** Accepts a decision tx into the open block if its gas fits the remaining capacity. */
  add(built: BuiltTx): boolean {
    if (!this.open || built.gas > this.state.gas.capacity) return false;
    this.state.gas = consumeGas(this.state.gas, built.gas);
    this.gasUsed += built.gas;
    for (const utxo of built.consumed) removeUtxo(this.state, utxo.id);
    const unsigned = built.tx.unsignedTx;
    if ('outputs' in unsigned) addOutputs(this.state, built.idBytes, unsigned.outputs);
    this.record(built.id, built.bytes, 'Committed', this.nextHeight);
    this.pendingBytes.push(built.bytes);
    return true;
  }

  get pendingCount(): number {
    return this.pendingBytes.length;
  }

  /** Closes the open block; an empty block is not produced. */
  finish(): void {
    this.open = false;
    if (this.pendingBytes.length === 0) return;
    this.store(encodeStandardBlockWithId(this.state.time, this.parentId(), this.nextHeight, this.pendingBytes));
    this.pendingBytes = [];
  }

  /**
   * A proposal block carrying `tx` at `time`, then its commit or abort option at the same time.
   * `apply` runs between them, with the option block's height and the proposed tx's ID.
   */
  propose(time: bigint, tx: SignedTx, commit: boolean, apply: (optionHeight: bigint, txId: string) => void): string {
    advanceFeeStates(this.state, this.validatorFeeConfig, time, this.nextHeight);
    const { bytes, id } = encodeTx(tx);
    this.record(id, bytes, commit ? 'Committed' : 'Aborted', this.nextHeight);
    this.accept({ kind: 'BanffProposalBlock', parentId: this.parentId(), height: this.nextHeight, time: this.state.time, txs: [], tx });
    apply(this.nextHeight, id);
    const option = commit ? 'BanffCommitBlock' : 'BanffAbortBlock';
    this.accept({ kind: option, parentId: this.parentId(), height: this.nextHeight, time: this.state.time });
    return id;
  }

  acceptGenesis(block: Block, time: bigint): void {
    this.state.time = time;
    this.accept(block);
  }

  private parentId(): Uint8Array {
    return this.headId ?? parseId(headBlock(this.state).id);
  }

  private accept(block: Block): void {
    this.store(encodeBlockWithId(block));
  }

  private store({ bytes, id, idBytes }: { bytes: Uint8Array; id: string; idBytes: Uint8Array }): void {
    this.state.blockIndex.set(id, this.state.blocks.length);
    this.state.blocks.push(new StoredBlock(id, this.state.time, bytes));
    this.headId = idBytes;
  }

  private record(id: string, bytes: Uint8Array, status: TxStatus, height: bigint): void {
    this.state.txs.set(id, new StoredTx(id, bytes, status, height));
  }
}
