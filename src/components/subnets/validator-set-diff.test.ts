import { describe, expect, it } from 'vitest';
import { diffValidatorSets, parseHeight } from './validator-set-diff';

const entry = (weight: bigint) => ({ weight, publicKey: null });

describe('diffValidatorSets', () => {
  it('default: identical sets have no change', () => {
    expect(diffValidatorSets({ 'NodeID-A': entry(1n) }, { 'NodeID-A': entry(1n) })).toEqual([]);
  });
  it('behavior: added, removed and re-weighted validators, by node ID', () => {
    const base = { 'NodeID-B': entry(5n), 'NodeID-C': entry(7n) };
    const other = { 'NodeID-A': entry(3n), 'NodeID-B': entry(6n) };
    expect(diffValidatorSets(base, other)).toEqual([
      { nodeID: 'NodeID-A', change: 'added', after: 3n },
      { nodeID: 'NodeID-B', change: 'weight', before: 5n, after: 6n },
      { nodeID: 'NodeID-C', change: 'removed', before: 7n },
    ]);
  });
});

describe('parseHeight', () => {
  it('args: digits and "proposed"', () => {
    expect(parseHeight('42')).toBe(42n);
    expect(parseHeight(' proposed ')).toBe('proposed');
  });
  it('error: anything else is null', () => {
    expect(parseHeight('-1')).toBeNull();
    expect(parseHeight('abc')).toBeNull();
    expect(parseHeight(null)).toBeNull();
  });
});
