import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Journal, JournalError, type JournalConfig } from './journal';

const CONFIG: JournalConfig = { seed: 'devnet', genesisTime: 1_700_000_040, blockIntervalSeconds: 2, profile: 'small', dialect: 'spec' };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'journal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('Journal', () => {
  it('default: a new data dir keeps the config and starts empty', () => {
    const opened = Journal.open(dir, CONFIG, false);
    expect(opened.entries).toEqual([]);
    expect(opened.head).toBeUndefined();
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual(CONFIG);
  });

  it('behavior: entries and the head come back in order after a reopen, with the stored genesis time', () => {
    const { journal } = Journal.open(dir, CONFIG, false);
    journal.append({ kind: 'blocks', count: 3 });
    journal.append({ kind: 'tx', chain: 'P', hex: '0x00' });
    journal.append({ kind: 'advance', seconds: 60 });
    journal.writeHead({ height: '12', blockId: 'abc' });
    const reopened = Journal.open(dir, { ...CONFIG, genesisTime: 1_800_000_000 }, false);
    expect(reopened.config.genesisTime).toBe(CONFIG.genesisTime);
    expect(reopened.entries).toEqual([{ kind: 'blocks', count: 3 }, { kind: 'tx', chain: 'P', hex: '0x00' }, { kind: 'advance', seconds: 60 }]);
    expect(reopened.head).toEqual({ height: '12', blockId: 'abc' });
  });

  it('behavior: a last line cut short by a crash is skipped', () => {
    const { journal } = Journal.open(dir, CONFIG, false);
    journal.append({ kind: 'blocks', count: 1 });
    appendFileSync(join(dir, 'journal.jsonl'), '{"kind":"blo');
    expect(Journal.open(dir, CONFIG, false).entries).toEqual([{ kind: 'blocks', count: 1 }]);
  });

  it('error: another seed, profile or explicit genesis time is refused; a corrupt middle line too', () => {
    Journal.open(dir, CONFIG, false).journal.append({ kind: 'blocks', count: 1 });
    expect(() => Journal.open(dir, { ...CONFIG, seed: 'other' }, false)).toThrow(JournalError);
    expect(() => Journal.open(dir, { ...CONFIG, profile: 'mainnet' }, false)).toThrow(/profile "small", not "mainnet"/);
    expect(() => Journal.open(dir, { ...CONFIG, genesisTime: 1 }, true)).toThrow(/genesis time 1700000040, not 1/);
    appendFileSync(join(dir, 'journal.jsonl'), 'garbage\n{"kind":"reset"}\n');
    expect(() => Journal.open(dir, CONFIG, false)).toThrow(/line 2 is not valid JSON/);
  });
});
