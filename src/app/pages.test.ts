import { describe, expect, it, vi } from 'vitest';
import { loadedPage, loadPage, type PageEntry, type PageModule } from './pages';

const module: PageModule = { Component: () => null };

describe('loadPage', () => {
  it('default: loads a page once and then has it at hand without waiting', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const entry: PageEntry = { path: 'somewhere', load };
    expect(loadedPage(entry)).toBeUndefined();
    const first = loadPage(entry);
    expect(loadPage(entry)).toBe(first);
    await expect(first).resolves.toBe(module);
    expect(loadedPage(entry)).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('error: a failed load is not kept, so the next visit asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValueOnce(module);
    const entry: PageEntry = { path: 'elsewhere', load };
    await expect(loadPage(entry)).rejects.toThrow('chunk gone');
    expect(loadedPage(entry)).toBeUndefined();
    await expect(loadPage(entry)).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
