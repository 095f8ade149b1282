import { Buffer } from 'node:buffer';
import type { BatchDBOp, DB } from '@ethereumjs/util';

type Key = string;
type Value = string | Uint8Array;

/** The trie's keys are hex: kept as their bytes, one character each. */
function compact(key: Key): string {
  return Buffer.from(key, 'hex').toString('latin1');
}

/**
 * The store of a chain's state trie: every node the chain ever wrote, kept in memory (the devnet is
 * an archive node), the bulk of a long-running devnet's memory. As ethereumjs's own map store, but
 * compact: keys (node hashes in hex) and node bytes are kept as one-byte strings made by Node's
 * native encoder (a string costs 16 bytes beside its bytes, a byte array with its buffer about 150).
 */
export class TrieDb implements DB<Key, Value> {
  constructor(private readonly nodes = new Map<Key, string>()) {}

  get(key: Key): Promise<Value | undefined> {
    const bytes = this.nodes.get(compact(key));
    return Promise.resolve(bytes === undefined ? undefined : new Uint8Array(Buffer.from(bytes, 'latin1')));
  }

  put(key: Key, value: Value): Promise<void> {
    if (typeof value === 'string') throw new TypeError('the trie store keeps bytes');
    this.nodes.set(compact(key), Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('latin1'));
    return Promise.resolve();
  }

  del(key: Key): Promise<void> {
    this.nodes.delete(compact(key));
    return Promise.resolve();
  }

  async batch(operations: BatchDBOp<Key, Value>[]): Promise<void> {
    for (const operation of operations) {
      if (operation.type === 'put') await this.put(operation.key, operation.value);
      else await this.del(operation.key);
    }
  }

  /** Shares the nodes: storage tries and state copies read and write the same store. */
  shallowCopy(): TrieDb {
    return new TrieDb(this.nodes);
  }

  open(): Promise<void> {
    return Promise.resolve();
  }
}
