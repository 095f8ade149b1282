import base from './stryker.config.mjs';

// Mutation testing of the devnet's issue rules (`npm run mutate` runs it after the library's).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-devnet.config.ts', related: true },
  mutate: ['devnet/pchain/verify-rules.ts', 'devnet/pchain/verify-spend.ts', 'devnet/pchain/verify-tx.ts', 'devnet/pchain/warp-signers.ts'],
  incrementalFile: '.stryker-tmp/incremental-devnet.json',
  jsonReporter: { fileName: '.stryker-tmp/mutation-devnet.json' },
};
