import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { onCleanup } from './processes';

/**
 * Builds the bare page (`bare/`) with the explorer's own Vite config (its chunks, Brotli files and
 * Content-Security-Policy) into a directory of its own; `remove` deletes it.
 */
export async function buildBarePage(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const remove = async () => rmSync(dir, { recursive: true, force: true });
  const forget = onCleanup(remove);
  await build({
    configFile: 'vite.config.ts',
    root: join(import.meta.dirname, 'bare'),
    base: '/',
    logLevel: 'warn',
    build: { outDir: dir, emptyOutDir: true },
  });
  return {
    dir,
    remove: async () => {
      forget();
      await remove();
    },
  };
}
