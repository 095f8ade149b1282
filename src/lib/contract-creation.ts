import { isStateGoneError } from './account-history-search';
import { flattenTrace, type TraceFrame } from './evm-trace';

/**
 * Where a contract came from, found from the node's state without an index: the first block whose
 * state holds its code (bisected over heights, a batch of heights a round), then, in that block, the
 * deploy tx whose receipt names it, or the tx whose call tree holds the CREATE or CREATE2 that made it.
 */

/** The node, as the search reads it; the calls of a round go out together. */
export interface CreationReader {
  /** The account's code at a height (`0x` for none); rejects when the node no longer holds that state. */
  codeAt(height: bigint, signal: AbortSignal): Promise<string>;
  /** Calls the node takes in one batch. */
  batchLimit: number;
}

export type CreationBlock =
  /** In the genesis state: no tx made it. */
  | { kind: 'genesis' }
  | { kind: 'block'; block: bigint }
  /** The code is in the oldest state the node holds: it was made there or before. */
  | { kind: 'pruned'; readBackTo: bigint };

/** `count` heights spread over `[start, start + span)`, the first being `start`. */
function spread(start: bigint, span: bigint, count: bigint): bigint[] {
  const heights: bigint[] = [];
  for (let index = 0n; index < count; index++) heights.push(start + (index * span) / count);
  return heights;
}

const maxOf = (values: readonly bigint[], below: bigint): bigint | undefined =>
  values.filter((value) => value < below).reduce<bigint | undefined>((max, value) => (max === undefined || value > max ? value : max), undefined);

/** The first block whose state holds the code, given a height `head` whose state does. */
export async function findCreationBlock(reader: CreationReader, head: bigint, signal: AbortSignal): Promise<CreationBlock> {
  let hi = head;
  const without: bigint[] = [];
  const gone: bigint[] = [];
  for (;;) {
    const lo = maxOf(without, hi);
    const floor = maxOf(gone, hi);
    const below = lo === undefined ? floor : floor === undefined || lo > floor ? lo : floor;
    const start = below === undefined ? 0n : below + 1n;
    if (start >= hi) {
      if (below === undefined) return { kind: 'genesis' };
      return below === lo ? { kind: 'block', block: hi } : { kind: 'pruned', readBackTo: hi };
    }
    const span = hi - start;
    const limit = BigInt(reader.batchLimit);
    const heights = spread(start, span, span < limit ? span : limit);
    const read = await Promise.all(
      heights.map((height) =>
        reader.codeAt(height, signal).then(
          (code) => (code === '0x' ? 'none' : 'code'),
          (error: unknown) => {
            if (!signal.aborted && isStateGoneError(error)) return 'gone';
            throw error;
          },
        ),
      ),
    );
    for (const [index, height] of heights.entries()) {
      const found = read[index];
      if (found === 'code' && height < hi) hi = height;
      else if (found === 'none') without.push(height);
      else if (found === 'gone') gone.push(height);
    }
  }
}

/** One tx of the creation block, as the block lists it. */
export interface BlockTx {
  hash: string;
  from: string;
  /** Null for a deploy. */
  to: string | null;
}

export interface CreationTxReader {
  blockTxs(block: bigint, signal: AbortSignal): Promise<readonly BlockTx[]>;
  /** The receipt's `contractAddress`, null when the tx deployed nothing. */
  createdAddress(hash: string, signal: AbortSignal): Promise<string | null>;
  /** The tx's call tree; rejects where the node offers no tracer. */
  callTree(hash: string, signal: AbortSignal): Promise<TraceFrame>;
  batchLimit: number;
}

export type CreationTx =
  /** `byContract`: made inside the tx by a contract (`creator`), not by the tx's sender deploying it. */
  | { kind: 'tx'; hash: string; creator: string; byContract: boolean }
  /** Not told apart: no deploy names it, and the call trees could not be read (or are too many to ask). */
  | { kind: 'unnamed'; txCount: number };

/** The CREATE or CREATE2 in a call tree that made `address` and was not undone; its maker is `from`. */
export function creatingFrame(root: TraceFrame, address: string): TraceFrame | undefined {
  const own = address.toLowerCase();
  return flattenTrace(root).find((row) => !row.undone && (row.frame.type === 'CREATE' || row.frame.type === 'CREATE2') && row.frame.to?.toLowerCase() === own)
    ?.frame;
}

/** The tx of the creation block that made `address`. */
export async function findCreationTx(reader: CreationTxReader, address: string, block: bigint, signal: AbortSignal): Promise<CreationTx> {
  const own = address.toLowerCase();
  const txs = await reader.blockTxs(block, signal);
  const deploys = txs.filter((tx) => tx.to === null);
  const created = await Promise.all(deploys.map((tx) => reader.createdAddress(tx.hash, signal)));
  const deployed = deploys.find((_, index) => created[index]?.toLowerCase() === own);
  if (deployed) return { kind: 'tx', hash: deployed.hash, creator: deployed.from, byContract: false };
  const unnamed = { kind: 'unnamed', txCount: txs.length } as const;
  if (txs.length > reader.batchLimit) return unnamed;
  let trees: TraceFrame[];
  try {
    trees = await Promise.all(txs.map((tx) => reader.callTree(tx.hash, signal)));
  } catch (error) {
    if (signal.aborted) throw error;
    return unnamed;
  }
  for (const [index, tree] of trees.entries()) {
    const frame = creatingFrame(tree, own);
    const tx = txs[index];
    if (frame && tx) return { kind: 'tx', hash: tx.hash, creator: frame.from, byContract: frame !== tree };
  }
  return unnamed;
}
