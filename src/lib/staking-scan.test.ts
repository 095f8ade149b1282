import { describe, expect, it } from 'vitest';
import { ownedBy, runBounded } from './staking-scan';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBounded', () => {
  it('default: every item runs once, never more than the limit at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const results: number[] = [];
    await runBounded(
      [1, 2, 3, 4, 5, 6, 7],
      async (item) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await tick();
        inFlight--;
        return item * 10;
      },
      { concurrency: 3, signal: new AbortController().signal, onResult: (_, outcome) => 'value' in outcome && results.push(outcome.value) },
    );
    expect(results.sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });
  it('behavior: stopping starts no new item and reports nothing more', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const reported: number[] = [];
    await runBounded(
      [1, 2, 3, 4, 5, 6],
      async (item) => {
        started.push(item);
        await tick();
        if (item === 1) controller.abort();
        return item;
      },
      { concurrency: 2, signal: controller.signal, onResult: (item) => reported.push(item) },
    );
    expect(started).toEqual([1, 2]);
    expect(reported).toEqual([]);
  });
  it('error: a failing item is reported and the others still run', async () => {
    const errors: number[] = [];
    const values: number[] = [];
    await runBounded(
      [1, 2, 3],
      async (item) => {
        if (item === 2) throw new Error('boom');
        return item;
      },
      { concurrency: 2, signal: new AbortController().signal, onResult: (item, outcome) => ('error' in outcome ? errors : values).push(item) },
    );
    expect(errors).toEqual([2]);
    expect(values.sort()).toEqual([1, 3]);
  });
  it('args: no items resolves at once', async () => {
    await expect(runBounded([], async () => 1, { concurrency: 4, signal: new AbortController().signal, onResult: () => {} })).resolves.toBeUndefined();
  });
});

describe('ownedBy', () => {
  it('default: matches an address of the owners', () => {
    expect(ownedBy({ addresses: ['P-a', 'P-b'] }, 'P-b')).toBe(true);
    expect(ownedBy({ addresses: ['P-a'] }, 'P-b')).toBe(false);
    expect(ownedBy(undefined, 'P-b')).toBe(false);
  });
});
