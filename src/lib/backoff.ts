/** The longest wait between two tries of a node that does not answer: a few tries a minute. */
export const BACKOFF_MAX_MS = 30_000;

/** The wait after `failures` failures in a row: `firstMs`, doubling with each further failure, at most `maxMs`. */
export function backoffDelay(failures: number, firstMs: number, maxMs = BACKOFF_MAX_MS): number {
  if (failures <= 1) return Math.min(firstMs, maxMs);
  // Past 2^30 the doubling has long reached any cap; the bound keeps the power finite.
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - 1, 30));
}

/** What `pollDelay` reads of a polled query's state (TanStack Query's names). */
export interface PollState {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  errorUpdateCount: number;
}

/**
 * The wait before polling again: `pollMs` while the last poll answered; after failures, as long as
 * the query has been failing since its last answer (so the wait doubles with each failure), at most
 * `maxMs`. The first answer after a failure brings it back to `pollMs`.
 */
export function pollDelay(state: PollState, pollMs: number, maxMs = BACKOFF_MAX_MS): number {
  if (state.errorUpdatedAt <= state.dataUpdatedAt) return pollMs;
  // Never answered: every error so far is one of the run.
  if (state.dataUpdatedAt === 0) return backoffDelay(state.errorUpdateCount, pollMs, maxMs);
  return Math.min(maxMs, Math.max(pollMs, state.errorUpdatedAt - state.dataUpdatedAt));
}

/** A query's `refetchInterval` that polls every `pollMs`, backing off while the node fails (`pollDelay`). */
export const pollingEvery =
  (pollMs: number) =>
  (query: { state: PollState }): number =>
    pollDelay(query.state, pollMs);
