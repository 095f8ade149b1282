import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT, reactRouter } from './vite.config.ts';

export default defineConfig({
  resolve: {
    mainFields: ['module', 'main'],
    alias: [
      // Its ES module build, so its react and react-dom imports meet the aliases too.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/, replacement: fileURLToPath(new URL('scripts/vitest/sync-external-store-with-selector.ts', import.meta.url)) },
      ...PREACT,
      ...reactRouter('development'),
    ],
  },
  test: {
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'conformance/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests opt into jsdom with a file comment; the rest run in node.
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    // Inlined so that their imports of react and react-dom go through the same aliases.
    server: { deps: { inline: ['@testing-library/react', '@tanstack/react-query', '@tanstack/react-virtual', 'react-router', 'recharts', 'react-redux'] } },
  },
});
