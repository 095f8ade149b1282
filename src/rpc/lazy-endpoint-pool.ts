import type { EndpointPool, EndpointStatus } from './endpoint-pool';

const NONE: readonly EndpointStatus[] = [];

/**
 * An endpoint pool whose code loads when a network with several endpoints is opened, not with the
 * app: calls made meanwhile wait for it, and its state shows once it is there.
 */
export function lazyEndpointPool(size: number, load: () => Promise<EndpointPool>): EndpointPool {
  const listeners = new Set<() => void>();
  let pool: EndpointPool | undefined;
  const loading = load().then((loaded) => {
    pool = loaded;
    loaded.subscribe(() => listeners.forEach((listener) => listener()));
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return {
    size,
    statuses: () => pool?.statuses() ?? NONE,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: async (attempt, options) => (await loading).read(attempt, options),
    write: async (attempt) => (await loading).write(attempt),
    noteHead: (url, head, chain) => void loading.then((loaded) => loaded.noteHead(url, head, chain)),
    dispose: () => void loading.then((loaded) => loaded.dispose()),
  };
}
