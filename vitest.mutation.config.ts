import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests mutation testing of the library and the RPC client runs (`stryker.config.mjs`): their
// unit tests. Slower devnet and component tests would only repeat them, at minutes per mutant, and
// the head subscription's test waits on a live devnet, which a loaded machine makes miss its time.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['src/lib/**/*.test.ts', 'src/rpc/**/*.test.ts'], exclude: [...configDefaults.exclude, 'src/rpc/head-subscription.test.ts'] },
});
