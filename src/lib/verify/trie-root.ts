import { MerklePatriciaTrie } from '@ethereumjs/mpt';
import { RLP } from '@ethereumjs/rlp';
import { toHex } from '../hex';
import { uintBytes } from './rlp-values';

/** The root of the trie of a block's list (txs or receipts): item i under the key rlp(i). */
export async function listTrieRoot(items: readonly Uint8Array[]): Promise<string> {
  const trie = new MerklePatriciaTrie();
  for (const [index, item] of items.entries()) await trie.put(RLP.encode(uintBytes(BigInt(index))), item);
  return toHex(trie.root());
}
