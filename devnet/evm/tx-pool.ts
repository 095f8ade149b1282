import type { TypedTransaction } from '@ethereumjs/tx';
import type { Address } from '@ethereumjs/util';
import { present } from '../../src/lib/present';

/**
 * Transactions sent to the node and not yet in a block, by sender and nonce. The next block takes
 * them in nonce order per sender, senders by the best tip first.
 */
export interface PooledTx {
  tx: TypedTransaction;
  hash: string;
  sender: string;
  senderAddress: Address;
}

/** A same-nonce replacement must raise the fee cap and tip by this percentage, as geth's pool asks. */
const PRICE_BUMP_PERCENT = 10n;

function feeCap(tx: TypedTransaction): bigint {
  return 'maxFeePerGas' in tx ? tx.maxFeePerGas : tx.gasPrice;
}

function tipCap(tx: TypedTransaction): bigint {
  return 'maxPriorityFeePerGas' in tx ? tx.maxPriorityFeePerGas : tx.gasPrice;
}

export class TxPool {
  private readonly bySender = new Map<string, Map<bigint, PooledTx>>();
  private readonly byHash = new Map<string, PooledTx>();

  get size(): number {
    return this.byHash.size;
  }

  get(hash: string): PooledTx | undefined {
    return this.byHash.get(hash.toLowerCase());
  }

  /** The message the reference pool answers when this transaction cannot join, or undefined. */
  refusal(entry: PooledTx): string | undefined {
    if (this.byHash.has(entry.hash)) return 'already known';
    const existing = this.bySender.get(entry.sender)?.get(entry.tx.nonce);
    if (!existing) return undefined;
    const bumped = (value: bigint) => (value * (100n + PRICE_BUMP_PERCENT)) / 100n;
    if (feeCap(entry.tx) < bumped(feeCap(existing.tx)) || tipCap(entry.tx) < bumped(tipCap(existing.tx))) return 'replacement transaction underpriced';
    return undefined;
  }

  add(entry: PooledTx): void {
    const nonces = this.bySender.get(entry.sender) ?? new Map<bigint, PooledTx>();
    const replaced = nonces.get(entry.tx.nonce);
    if (replaced) this.byHash.delete(replaced.hash);
    nonces.set(entry.tx.nonce, entry);
    this.bySender.set(entry.sender, nonces);
    this.byHash.set(entry.hash, entry);
  }

  remove(hash: string): void {
    const entry = this.byHash.get(hash);
    if (!entry) return;
    this.byHash.delete(hash);
    const nonces = present(this.bySender.get(entry.sender), `The pool of ${entry.sender}`);
    nonces.delete(entry.tx.nonce);
    if (nonces.size === 0) this.bySender.delete(entry.sender);
  }

  /** Every sender's transactions in nonce order, senders by their first transaction's tip. */
  ordered(): PooledTx[] {
    const senders = [...this.bySender.values()].flatMap((nonces) => {
      const txs = [...nonces.values()].sort((a, b) => (a.tx.nonce < b.tx.nonce ? -1 : 1));
      // A sender goes with its last transaction, so every one has a first.
      const [first] = txs;
      return first ? [{ tip: tipCap(first.tx), txs }] : [];
    });
    senders.sort((a, b) => (b.tip > a.tip ? 1 : b.tip < a.tip ? -1 : 0));
    return senders.flatMap(({ txs }) => txs);
  }

  /** The sender's next nonce counting pooled transactions that follow `stateNonce` without a gap. */
  nextNonce(sender: string, stateNonce: bigint): bigint {
    const nonces = this.bySender.get(sender);
    let next = stateNonce;
    while (nonces?.has(next)) next++;
    return next;
  }

  /** Pooled transactions split as geth's txpool_content does: executable now, or waiting on a gap. */
  split(stateNonce: (sender: string) => bigint): { pending: PooledTx[]; queued: PooledTx[] } {
    const pending: PooledTx[] = [];
    const queued: PooledTx[] = [];
    for (const [sender, nonces] of this.bySender) {
      const ready = this.nextNonce(sender, stateNonce(sender));
      for (const entry of nonces.values()) (entry.tx.nonce < ready ? pending : queued).push(entry);
    }
    return { pending, queued };
  }

  clear(): void {
    this.bySender.clear();
    this.byHash.clear();
  }
}
