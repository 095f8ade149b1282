import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `--data-dir`: what users sent the devnet, kept across restarts. The devnet is deterministic from
 * its config, so the config plus the ordered journal of everything that changed it (blocks produced,
 * time advanced, transactions accepted from users) replays to the same chains. Transactions are
 * kept as their signed bytes, never as the calls that made them, so no password reaches the disk. `head.json`
 * records the P-Chain head after each block so a replay can prove it reached the same block.
 */
export interface JournalConfig {
  seed: string;
  genesisTime: number;
  blockIntervalSeconds: number;
  profile: 'small' | 'mainnet';
  /** Primary Network validators, when the mainnet profile was grown to that many. */
  validators?: number;
  dialect: 'spec' | 'reference';
  /** Helicon's activation from `--upgrade-file`, when one was given. */
  heliconTime?: number;
}

export type JournalEntry =
  | { kind: 'blocks'; count: number }
  | { kind: 'advance'; seconds: number }
  | { kind: 'reset' }
  /** A transaction a user sent: `chain` is `P`, `C-atomic` or an EVM blockchain ID; `hex` its signed bytes. */
  | { kind: 'tx'; chain: string; hex: string };

export interface JournalHead {
  height: string;
  blockId: string;
}

const CONFIG_FILE = 'config.json';
const JOURNAL_FILE = 'journal.jsonl';
const HEAD_FILE = 'head.json';
function encode(value: unknown): string {
  return JSON.stringify(value);
}

function decode<T>(text: string): T {
  return JSON.parse(text) as T;
}

export class JournalError extends Error {
  override name = 'JournalError';
}

export interface OpenedJournal {
  journal: Journal;
  /** The config the data directory was created with (the given one on first use). */
  config: JournalConfig;
  entries: JournalEntry[];
  head: JournalHead | undefined;
}

export class Journal {
  private constructor(private readonly dir: string) {}

  /**
   * Opens (or creates) a data directory. A directory made with another seed, profile, dialect,
   * block interval or Helicon time is refused rather than silently mixed; its genesis time is kept unless one is given.
   */
  static open(dir: string, given: JournalConfig, genesisTimeGiven: boolean): OpenedJournal {
    mkdirSync(dir, { recursive: true });
    const configPath = join(dir, CONFIG_FILE);
    if (!existsSync(configPath)) {
      writeFileSync(configPath, `${encode(given)}\n`);
      return { journal: new Journal(dir), config: given, entries: [], head: undefined };
    }
    const stored = decode<JournalConfig>(readFileSync(configPath, 'utf8'));
    for (const key of ['seed', 'profile', 'validators', 'dialect', 'blockIntervalSeconds', 'heliconTime'] as const) {
      if (stored[key] !== given[key]) throw new JournalError(`data dir ${dir} was made with ${key} ${JSON.stringify(stored[key])}, not ${JSON.stringify(given[key])}`);
    }
    if (genesisTimeGiven && stored.genesisTime !== given.genesisTime) {
      throw new JournalError(`data dir ${dir} was made with genesis time ${stored.genesisTime}, not ${given.genesisTime}`);
    }
    const journalPath = join(dir, JOURNAL_FILE);
    const lines = existsSync(journalPath) ? readFileSync(journalPath, 'utf8').split('\n') : [];
    const entries: JournalEntry[] = [];
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        entries.push(decode<JournalEntry>(line));
      } catch {
        // A line cut short by a crash mid-write can only be the last one.
        if (index < lines.length - 2) throw new JournalError(`data dir ${dir}: ${JOURNAL_FILE} line ${index + 1} is not valid JSON`);
      }
    });
    const headPath = join(dir, HEAD_FILE);
    const head = existsSync(headPath) ? decode<JournalHead>(readFileSync(headPath, 'utf8')) : undefined;
    return { journal: new Journal(dir), config: stored, entries, head };
  }

  append(entry: JournalEntry): void {
    appendFileSync(join(this.dir, JOURNAL_FILE), `${encode(entry)}\n`);
  }

  writeHead(head: JournalHead): void {
    writeFileSync(join(this.dir, HEAD_FILE), `${encode(head)}\n`);
  }
}
