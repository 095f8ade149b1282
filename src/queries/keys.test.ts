import { describe, expect, it } from 'vitest';
import { derivedKey, rpcKey } from './keys';

describe('rpcKey', () => {
  it('default', () => {
    expect(rpcKey('local', 'platform.getHeight')).toEqual(['local', 'platform.getHeight', {}]);
  });
  it('behavior: bigints and dates become strings, undefined members are dropped', () => {
    const key = rpcKey('local', 'platform.getBlockByHeight', {
      height: 18446744073709551615n,
      at: new Date(0),
      skip: undefined,
      list: [1n],
    });
    expect(key).toEqual([
      'local',
      'platform.getBlockByHeight',
      { height: '18446744073709551615', at: '1970-01-01T00:00:00.000Z', list: ['1'] },
    ]);
    expect(() => JSON.stringify(key)).not.toThrow();
  });
});

describe('rpcKey live', () => {
  it('args: head', () => {
    expect(rpcKey('local', 'platform.getCurrentSupply', {}, { head: 12n })).toEqual(['local', 'platform.getCurrentSupply', {}, { head: '12' }]);
  });
});

describe('derivedKey', () => {
  it('default', () => {
    expect(derivedKey('local@http://x', 'search', { q: 'a' })).toEqual(['local@http://x', 'derived:search', { q: 'a' }]);
  });
});
