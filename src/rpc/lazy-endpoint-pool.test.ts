import { createEndpointPool } from './endpoint-pool';
import { lazyEndpointPool } from './lazy-endpoint-pool';

describe('lazyEndpointPool', () => {
  test('default: calls made while the pool loads wait for it, and listeners hear of it once loaded', async () => {
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const pool = lazyEndpointPool(2, async () => {
      await loaded;
      return createEndpointPool(['http://a.test', 'http://b.test'], { random: () => 0 });
    });
    const listener = vi.fn();
    pool.subscribe(listener);
    expect(pool.size).toBe(2);
    expect(pool.statuses()).toEqual([]);
    const read = pool.read(async (url) => url);
    load();
    await expect(read).resolves.toBe('http://a.test');
    expect(listener).toHaveBeenCalled();
    expect(pool.statuses().map((status) => status.url)).toEqual(['http://a.test', 'http://b.test']);
    pool.dispose();
  });
});
