import type { TypedTransaction } from '@ethereumjs/tx';
import type { JsonOutput } from '../handler';
import type { ChainFeed } from '../server/websocket';
import { headerJson, transactionJson } from './block-json';
import { blockLogs, type LogFilter } from './eth-logs';
import type { ChainBlock } from './evm-chain';

/**
 * Fans a chain's new blocks, their logs and its new pool transactions out to WebSocket
 * subscribers; outlives a reset of the chain it reports on.
 */
export class HeadHub implements ChainFeed {
  private readonly heads = new Set<(head: JsonOutput) => void>();
  private readonly logs = new Set<{ filter: LogFilter; listener: (log: JsonOutput) => void }>();
  private readonly pending = new Set<{ full: boolean; listener: (tx: JsonOutput) => void }>();

  onHead(listener: (head: JsonOutput) => void): () => void {
    this.heads.add(listener);
    return () => this.heads.delete(listener);
  }

  onLogs(filter: LogFilter, listener: (log: JsonOutput) => void): () => void {
    const entry = { filter, listener };
    this.logs.add(entry);
    return () => this.logs.delete(entry);
  }

  onPendingTransaction(full: boolean, listener: (tx: JsonOutput) => void): () => void {
    const entry = { full, listener };
    this.pending.add(entry);
    return () => this.pending.delete(entry);
  }

  emitBlock(block: ChainBlock, isSubnetEvm: boolean): void {
    if (this.heads.size > 0) {
      const head = headerJson(block, isSubnetEvm);
      for (const listener of this.heads) listener(head);
    }
    for (const { filter, listener } of this.logs) for (const log of blockLogs(block, filter)) listener(log);
  }

  emitPending(tx: TypedTransaction, hash: string): void {
    for (const { full, listener } of this.pending) listener(full ? transactionJson(tx, undefined) : hash);
  }
}
