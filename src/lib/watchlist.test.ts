import { describe, expect, it } from 'vitest';
import { exportWatchlist, mergeWatchItems, newWatchItem, parseWatchlistImport, watchKey, type WatchItem } from './watchlist';

const HRP = 'local';
const NODE = 'NodeID-7deoFLnuF2GcAhyKYxtfEXW6UALJFnyYm';
const TX = '2mbCvS39UZaUD54dzKWNtWT9Hxk24TvMsHBbt5jYPzaPB7odDd';
const VALIDATION = 'SRSn3aZHKq9mhNXy8bwxRrFmkrnNFuhD1nDfZMVyqV975hT6V';
const ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const EVM = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const NOW = 1_700_000_000_000;

const items: WatchItem[] = [
  newWatchItem('validator', NODE, undefined, NOW),
  newWatchItem('delegation', TX, NODE, NOW),
  newWatchItem('l1Validator', VALIDATION, undefined, NOW),
  newWatchItem('subnet', TX, undefined, NOW),
  newWatchItem('address', ADDRESS, undefined, NOW),
  newWatchItem('evmAddress', EVM, 'C', NOW),
];

describe('watchlist export and import', () => {
  it('default: an export reads back as the same items and network rules', () => {
    const text = exportWatchlist('local', items, { gasPriceAboveMultiple: 3 }, new Date(NOW));
    const parsed = parseWatchlistImport(text, HRP, NOW + 1);
    expect(parsed.refused).toEqual([]);
    expect(parsed.items).toEqual(items);
    expect(parsed.networkRules).toEqual({ gasPriceAboveMultiple: 3 });
    expect(parsed.network).toBe('local');
  });

  it('error: each bad entry is refused with its position and reason, the good ones kept', () => {
    const file = JSON.parse(exportWatchlist('local', items.slice(0, 1), {}, new Date(NOW))) as { items: unknown[] };
    file.items.push(
      { kind: 'validator', id: 'NodeID-nope', rules: {} },
      { kind: 'planet', id: NODE },
      { kind: 'address', id: 'P-fuji18jma8ppw3nhx5r4ap8clazz0dps7rv5uwvr3a4' },
      { kind: 'validator', id: NODE, rules: { uptimeBelowPercent: 250 } },
      { kind: 'delegation', id: TX },
      { kind: 'subnet', id: TX, rules: { runwayBelowDays: 3 } },
      'not an object',
    );
    const parsed = parseWatchlistImport(JSON.stringify(file), HRP, NOW);
    expect(parsed.items).toEqual(items.slice(0, 1));
    expect(parsed.refused.map((entry) => entry.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(parsed.refused[2]!.reason).toMatch(/not an address|another network/);
    expect(parsed.refused[3]!.reason).toMatch(/uptimeBelowPercent is outside/);
    expect(parsed.refused[4]!.reason).toMatch(/validator of the delegation/);
  });

  it('error: a file that is not a watchlist of this version is refused whole', () => {
    expect(parseWatchlistImport('{', HRP, NOW).refused[0]!.reason).toMatch(/not JSON/);
    expect(parseWatchlistImport('{"format":"other","version":1,"items":[]}', HRP, NOW).refused[0]!.reason).toMatch(/not a watchlist export/);
    expect(parseWatchlistImport('{"format":"node-explorer-watchlist","version":2,"items":[]}', HRP, NOW).refused[0]!.reason).toMatch(/version 2/);
  });

  it('behavior: merging keeps every held entry, adds new keys and takes the incoming rules of known ones', () => {
    const held = [items[0]!, items[2]!];
    const incoming = [{ ...items[0]!, rules: { endingWithinDays: 2 }, addedAt: NOW + 5 }, items[4]!];
    const merged = mergeWatchItems(held, incoming);
    expect(merged.added).toBe(1);
    expect(merged.updated).toBe(1);
    expect(merged.items.map(watchKey)).toEqual([watchKey(items[0]!), watchKey(items[2]!), watchKey(items[4]!)]);
    expect(merged.items[0]!.rules).toEqual({ endingWithinDays: 2 });
    expect(merged.items[0]!.addedAt).toBe(NOW);
  });

  it('behavior: EVM addresses are keyed per chain, whatever their letter case', () => {
    expect(watchKey({ kind: 'evmAddress', id: EVM, parent: 'C' })).toBe(watchKey({ kind: 'evmAddress', id: EVM.toLowerCase(), parent: 'C' }));
    expect(watchKey({ kind: 'evmAddress', id: EVM, parent: 'C' })).not.toBe(watchKey({ kind: 'evmAddress', id: EVM, parent: TX }));
  });
});
