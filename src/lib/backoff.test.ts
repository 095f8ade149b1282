import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, pollDelay } from './backoff';

describe('backoffDelay', () => {
  it('starts at the first wait and doubles with each failure in a row', () => {
    expect([1, 2, 3, 4].map((failures) => backoffDelay(failures, 2000))).toEqual([2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(backoffDelay(5, 2000)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(10_000, 2000)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(3, 1000, 2500)).toBe(2500);
  });

  it('waits the first delay when nothing has failed yet', () => {
    expect(backoffDelay(0, 2000)).toBe(2000);
  });
});

describe('pollDelay', () => {
  const POLL_MS = 2000;

  it('polls at the interval while the query answers', () => {
    expect(pollDelay({ dataUpdatedAt: 10_000, errorUpdatedAt: 0, errorUpdateCount: 0 }, POLL_MS)).toBe(POLL_MS);
    expect(pollDelay({ dataUpdatedAt: 10_000, errorUpdatedAt: 9000, errorUpdateCount: 3 }, POLL_MS)).toBe(POLL_MS);
  });

  it('waits as long as the query has been failing since its last answer, up to the cap', () => {
    const answered = 100_000;
    const waits = [2000, 4000, 8000, 16_000, 32_000].map((failingFor) => pollDelay({ dataUpdatedAt: answered, errorUpdatedAt: answered + failingFor, errorUpdateCount: 1 }, POLL_MS));
    expect(waits).toEqual([2000, 4000, 8000, 16_000, BACKOFF_MAX_MS]);
  });

  it('never polls faster than the interval after a failure', () => {
    expect(pollDelay({ dataUpdatedAt: 100_000, errorUpdatedAt: 100_300, errorUpdateCount: 1 }, POLL_MS)).toBe(POLL_MS);
  });

  it('doubles with each error of a query that never answered', () => {
    const waits = [1, 2, 3, 4, 5].map((errors) => pollDelay({ dataUpdatedAt: 0, errorUpdatedAt: 5000, errorUpdateCount: errors }, POLL_MS));
    expect(waits).toEqual([2000, 4000, 8000, 16_000, BACKOFF_MAX_MS]);
  });
});
