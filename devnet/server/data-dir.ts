import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Journal, JournalEntry, JournalHead } from '../journal';
import type { KeystoreRecord } from '../keystore/keystore';

/** An opened `--data-dir`: its journal, what it holds so far, and where the key store is kept. */
export interface DataDir {
  dir: string;
  journal: Journal;
  entries: JournalEntry[];
  head: JournalHead | undefined;
}

const KEYSTORE_FILE = 'keystore.json';
/** Only the devnet's user may read the sealed keys. */
const PRIVATE_FILE_MODE = 0o600;

export async function loadKeystore(dir: string): Promise<KeystoreRecord | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, KEYSTORE_FILE), 'utf8')) as KeystoreRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written whole and renamed into place, so a crash never leaves half a key store. */
export async function saveKeystore(dir: string, record: KeystoreRecord): Promise<void> {
  const path = join(dir, KEYSTORE_FILE);
  await writeFile(`${path}.tmp`, `${JSON.stringify(record)}\n`, { mode: PRIVATE_FILE_MODE });
  await rename(`${path}.tmp`, path);
}
