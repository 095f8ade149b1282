/** Running many node calls without flooding the node: a fixed number in flight, stoppable at any point. */

export interface BoundedRunOptions<T, R> {
  concurrency: number;
  signal: AbortSignal;
  /** Called as each item finishes, in completion order. */
  onResult: (item: T, outcome: { value: R } | { error: unknown }) => void;
}

/**
 * Runs `worker` over `items` with at most `concurrency` calls at once. Once `signal` aborts, no new
 * item starts; calls in flight see the same signal. Resolves when every started call has settled.
 */
export async function runBounded<T, R>(
  items: readonly T[],
  worker: (item: T, signal: AbortSignal) => Promise<R>,
  { concurrency, signal, onResult }: BoundedRunOptions<T, R>,
): Promise<void> {
  // One iterator shared by the lanes, so each item goes to exactly one of them.
  const queue = items.values();
  const lane = async (): Promise<void> => {
    for (const item of queue) {
      if (signal.aborted) return;
      try {
        const value = await worker(item, signal);
        if (!signal.aborted) onResult(item, { value });
      } catch (error) {
        if (!signal.aborted) onResult(item, { error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}

/** True when `address` is one of the owners' addresses. */
export function ownedBy(owners: { addresses: readonly string[] } | undefined, address: string): boolean {
  return owners?.addresses.includes(address) ?? false;
}
