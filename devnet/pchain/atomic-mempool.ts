import { fromHex, toHex } from '../../src/lib/hex';
import { idFromBytes } from '../../src/lib/ids';
import { MethodError } from '../handler';
import type { EvmInput } from '../../src/lib/codec/atomic-tx';
import { CodecError } from '../../src/lib/codec/codec-error';
import { present } from '../../src/lib/present';
import type { AtomicTxRecord, EncodedAtomicTx } from './atomic';
import { decodeIssuedAtomicTx, WEI_PER_NANO_AVAX } from './atomic';
import { verifyExport, verifyExportState, verifyImport } from './atomic-mempool-verify';
import type { AtomicEffects, CChainBridge } from './c-chain-bridge';
import { C_CHAIN_ID } from './constants';
import { makeUtxo, utxoIdBytes } from './encoding';
import { cb58 } from './hash';
import { addAtomicUtxo, atomicSet, removeAtomicUtxo } from './ledger';
import type { ChainState, Utxo } from './state';

/**
 * The C-Chain's atomic mempool: txs issued by users (`issueTx`, the key store) and the devnet's
 * own background txs wait here as `Processing` until the C-Chain block that applies their EVM
 * side is accepted; then their shared-memory side is applied and they are `Accepted` at that
 * block's height. Before a C-Chain EVM is connected (the generated history), background txs are
 * accepted at once at a counted height, and user txs are refused.
 */
export const NOT_CONNECTED = 'the C-Chain EVM is not connected to the P-Chain, so atomic txs cannot be applied';

export class AtomicMempool {
  private bridge: CChainBridge | undefined;
  /** UTXO ID → the pending import that spends it. */
  private readonly spending = new Map<string, string>();

  constructor(private readonly state: ChainState) {}

  connect(bridge: CChainBridge): void {
    this.bridge = bridge;
    for (const key of this.state.evmNonces.keys()) this.refreshNonce(key);
  }

  get connected(): boolean {
    return this.bridge !== undefined;
  }

  /** The account at the C-Chain's pending state; refused when no EVM is connected. */
  account(address: Uint8Array): ReturnType<CChainBridge['account']> {
    return this.requireBridge().account(address);
  }

  /** The pending tx that spends a shared-memory UTXO, if any. */
  spender(utxoId: string): string | undefined {
    return this.spending.get(utxoId);
  }

  /**
   * Verifies signed atomic tx bytes as coreth does and queues them; the tx ID, or the node's error.
   * An import is settled at once; an export waits for its accounts' pending balances and nonces.
   */
  issue(bytes: Uint8Array): string | Promise<string> {
    let encoded: EncodedAtomicTx;
    try {
      encoded = decodeIssuedAtomicTx(bytes);
    } catch (error) {
      if (!(error instanceof CodecError)) throw error;
      throw new MethodError(`problem parsing transaction: ${error.message}`);
    }
    if (this.isKnown(encoded.id)) return encoded.id;
    const tx = encoded.unsignedTx;
    if (tx.kind === 'import') {
      const spends = verifyImport(this.state, { ...encoded, unsignedTx: tx }, (id) => this.spending.get(id));
      this.queue(encoded, this.requireBridge(), spends);
      return encoded.id;
    }
    verifyExport(this.state, { ...encoded, unsignedTx: tx });
    return this.issueExport(encoded, tx.ins, this.requireBridge());
  }

  private async issueExport(encoded: EncodedAtomicTx, ins: readonly EvmInput[], bridge: CChainBridge): Promise<string> {
    const accounts = await Promise.all(ins.map((input) => bridge.account(input.address)));
    if (this.isKnown(encoded.id)) return encoded.id;
    verifyExportState(ins, accounts);
    this.queue(encoded, bridge, []);
    return encoded.id;
  }

  /** A background tx of the devnet's own activity, built valid by construction. */
  submitGenerated(encoded: EncodedAtomicTx): void {
    const tx = encoded.unsignedTx;
    const spends = tx.kind === 'import' ? this.importedUtxos(encoded) : [];
    if (!this.bridge) {
      this.state.cChainHeight += 1n;
      this.apply(encoded, spends);
      this.state.atomicTxs.set(encoded.id, this.record(encoded, 'Accepted', this.state.cChainHeight));
      return;
    }
    const exporters = tx.kind === 'export' ? tx.ins.map((input) => toHex(input.address)) : [];
    this.queue(encoded, this.bridge, spends, () => exporters.forEach((key) => this.refreshNonce(key)));
  }

  private isKnown(id: string): boolean {
    const known = this.state.atomicTxs.get(id);
    return known !== undefined && known.status !== 'Dropped';
  }

  private requireBridge(): CChainBridge {
    if (!this.bridge) throw new MethodError(NOT_CONNECTED);
    return this.bridge;
  }

  private record(encoded: EncodedAtomicTx, status: AtomicTxRecord['status'], blockHeight: bigint): AtomicTxRecord {
    return { id: encoded.id, idBytes: encoded.idBytes, tx: encoded.unsignedTx, bytes: encoded.bytes, status, blockHeight };
  }

  private importedUtxos(encoded: EncodedAtomicTx): Utxo[] {
    const tx = encoded.unsignedTx;
    if (tx.kind !== 'import') return [];
    const memory = atomicSet(this.state, C_CHAIN_ID, idFromBytes(tx.sourceChain));
    return tx.importedInputs.map((input) => {
    const id = cb58(utxoIdBytes(input.txId, Number(input.outputIndex)));
    return present(memory.utxos.get(id), `UTXO ${id}`);
  });
  }

  private queue(encoded: EncodedAtomicTx, bridge: CChainBridge, spends: Utxo[], settled?: () => void): void {
    const record = this.record(encoded, 'Processing', 0n);
    this.state.atomicTxs.set(encoded.id, record);
    for (const utxo of spends) this.spending.set(utxo.id, encoded.id);
    const release = () => {
      for (const utxo of spends) this.spending.delete(utxo.id);
    };
    const tx = encoded.unsignedTx;
    const effects: AtomicEffects = {
      id: encoded.id,
      credits: tx.kind === 'import' ? tx.outs.map((out) => ({ address: out.address, wei: out.amount * WEI_PER_NANO_AVAX })) : [],
      debits: tx.kind === 'export' ? tx.ins.map((input) => ({ address: input.address, wei: input.amount * WEI_PER_NANO_AVAX, nonce: input.nonce })) : [],
      onAccepted: (blockNumber) => {
        release();
        this.apply(encoded, spends);
        record.status = 'Accepted';
        record.blockHeight = blockNumber;
        if (blockNumber > this.state.cChainHeight) this.state.cChainHeight = blockNumber;
        settled?.();
      },
      onDropped: () => {
        release();
        record.status = 'Dropped';
        settled?.();
      },
    };
    bridge.queueAtomic(effects);
  }

  /** The shared-memory side: an import consumes its UTXOs, an export creates them for the destination. */
  private apply(encoded: EncodedAtomicTx, spends: Utxo[]): void {
    const tx = encoded.unsignedTx;
    if (tx.kind === 'import') {
      const memory = atomicSet(this.state, C_CHAIN_ID, idFromBytes(tx.sourceChain));
      for (const utxo of spends) removeAtomicUtxo(memory, utxo.id);
      return;
    }
    const memory = atomicSet(this.state, idFromBytes(tx.destinationChain), C_CHAIN_ID);
    tx.exportedOutputs.forEach((out, i) => addAtomicUtxo(memory, makeUtxo(encoded.idBytes, i, out.assetId, out.output)));
  }

  /** Keeps the background exports' nonces in step with the EVM (users send txs from the same keys). */
  private refreshNonce(key: string): void {
    this.bridge?.account(fromHex(key)).then(
      (account) => this.state.evmNonces.set(key, account.nonce),
      () => undefined,
    );
  }
}

const mempools = new WeakMap<ChainState, AtomicMempool>();

/** The mempool of a chain state (one per P-Chain; a reset makes a new state and a new mempool). */
export function atomicMempool(state: ChainState): AtomicMempool {
  let mempool = mempools.get(state);
  if (!mempool) {
    mempool = new AtomicMempool(state);
    mempools.set(state, mempool);
  }
  return mempool;
}
