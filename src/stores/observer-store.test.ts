// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadObservers, observerName, observersStorageKey, saveObservers } from './observer-store';

describe('observer store', () => {
  afterEach(() => localStorage.clear());

  it('default: each network keeps its own list', () => {
    saveObservers('local', [{ url: 'http://127.0.0.1:9863', label: 'second' }, { url: 'https://node.example' }]);
    expect(loadObservers('local')).toEqual([{ url: 'http://127.0.0.1:9863', label: 'second' }, { url: 'https://node.example' }]);
    expect(loadObservers('fuji')).toEqual([]);
    saveObservers('local', []);
    expect(localStorage.getItem(observersStorageKey('local'))).toBeNull();
  });

  it('error: stored entries that are not http(s) node URLs, duplicates and garbage are dropped', () => {
    localStorage.setItem(
      observersStorageKey('local'),
      JSON.stringify([{ url: 'javascript:alert(1)' }, { url: 'http://a.example/' }, { url: 'http://a.example' }, 7, { url: 'ftp://x' }, { url: 'http://b.example/path' }]),
    );
    expect(loadObservers('local')).toEqual([{ url: 'http://a.example' }]);
    localStorage.setItem(observersStorageKey('local'), '{not json');
    expect(loadObservers('local')).toEqual([]);
  });

  it('behavior: an observer is named by its label, else its host', () => {
    expect(observerName({ url: 'http://127.0.0.1:9863', label: 'backup' })).toBe('backup');
    expect(observerName({ url: 'https://node.example:9650' })).toBe('node.example:9650');
  });
});
