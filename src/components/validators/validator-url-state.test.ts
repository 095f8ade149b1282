import { describe, expect, it } from 'vitest';
import { readFilters, readSort, writeFilters, writeSort } from './validator-url-state';

describe('readFilters', () => {
  it('default: an empty URL sets no filter', () => {
    expect(Object.values(readFilters(new URLSearchParams())).every((value) => value === undefined)).toBe(true);
  });
  it('args: every filter is read', () => {
    const filters = readFilters(new URLSearchParams('q=NodeID-4&connected=no&uptimeBelow=80&endingWithin=7&bls=yes&autoRenew=no&open=yes&active=no'));
    expect(filters).toEqual({ query: 'NodeID-4', connected: 'no', uptimeBelow: 80, endingWithinDays: 7, bls: 'yes', autoRenewing: 'no', delegationOpen: true, active: 'no' });
  });
  it("args: uptime below each validator's requirement", () => {
    expect(readFilters(new URLSearchParams('uptimeBelow=requirement')).uptimeBelow).toBe('requirement');
    expect(writeFilters(new URLSearchParams(), { uptimeBelow: 'requirement' }).toString()).toBe('uptimeBelow=requirement');
  });
  it('error: malformed values are ignored', () => {
    const filters = readFilters(new URLSearchParams('connected=maybe&uptimeBelow=abc&endingWithin=-3'));
    expect(filters.connected).toBeUndefined();
    expect(filters.uptimeBelow).toBeUndefined();
    expect(filters.endingWithinDays).toBeUndefined();
  });
});

describe('writeFilters', () => {
  it('behavior: round-trips and keeps other parameters', () => {
    const params = writeFilters(new URLSearchParams('subnet=abc&connected=yes'), { uptimeBelow: 90, bls: 'no' });
    expect(params.get('subnet')).toBe('abc');
    expect(params.has('connected')).toBe(false);
    expect(readFilters(params)).toMatchObject({ uptimeBelow: 90, bls: 'no' });
  });
});

describe('sort in the URL', () => {
  it('default: no sort parameter means no sort', () => {
    expect(readSort(new URLSearchParams())).toBeNull();
  });
  it('behavior: round-trips a sort and clears it', () => {
    const params = writeSort(new URLSearchParams('q=x'), { column: 'totalWeight', direction: 'asc' });
    expect(readSort(params)).toEqual({ column: 'totalWeight', direction: 'asc' });
    expect(writeSort(params, null).toString()).toBe('q=x');
  });
});
