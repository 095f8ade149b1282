import { JournalError, type JournalEntry, type JournalHead } from '../journal';
import { devnetLog } from '../log';
import type { DataDir } from './data-dir';

/** What replaying a journal does to the node: the same changes its entries recorded. */
export interface ReplayTarget {
  produceBlock(): Promise<void>;
  advanceTime(seconds: number): Promise<void>;
  reset(): Promise<void>;
  /** Sends a journaled tx again to the chain the entry names (`P`, the atomic chain or an EVM chain's ID). */
  sendTx(chain: string, hex: string): Promise<void>;
  head(): JournalHead;
}

async function replay(entry: JournalEntry, target: ReplayTarget): Promise<void> {
  if (entry.kind === 'blocks') for (let index = 0; index < entry.count; index++) await target.produceBlock();
  else if (entry.kind === 'advance') await target.advanceTime(entry.seconds);
  else if (entry.kind === 'reset') await target.reset();
  else await target.sendTx(entry.chain, entry.hex);
}

/**
 * Makes every block a data dir's devnet made again, before the node listens, and checks that it
 * reached the same head; a different head means the data dir belongs to another chain.
 */
export async function replayDataDir(dataDir: DataDir, target: ReplayTarget): Promise<void> {
  if (dataDir.entries.length > 0) devnetLog.info(`data dir ${dataDir.dir}: replaying ${dataDir.entries.length} journal entries`);
  for (const entry of dataDir.entries) await replay(entry, target);
  const reached = target.head();
  if (dataDir.head && (dataDir.head.height !== reached.height || dataDir.head.blockId !== reached.blockId)) {
    throw new JournalError(
      `data dir ${dataDir.dir} replayed to block ${reached.blockId} at height ${reached.height}, not ${dataDir.head.blockId} at ${dataDir.head.height}; start with another --data-dir`,
    );
  }
}
