import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config.ts';

export default defineConfig({
  plugins: [...linguiPlugins(), react()],
  test: {
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'conformance/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Component tests opt into jsdom with a file comment; the rest run in node.
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
