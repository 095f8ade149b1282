export interface Limiter {
  acquire(signal?: AbortSignal): Promise<void>;
  release(): void;
}

/** Caps concurrent work; a released slot passes straight to the next waiter. */
export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    acquire(signal) {
      if (active < max) {
        active++;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal?.reason);
        };
        waiting.push(grant);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else active--;
    },
  };
}

