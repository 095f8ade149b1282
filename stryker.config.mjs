// Mutation testing of the logic a one-line bug would hurt most (`npm run mutate`; not part of
// `npm test`): the library and the RPC client here, the devnet's issue rules in
// stryker.devnet.config.mjs. Scores are recorded in docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [
    // money, fees and staking
    'src/lib/amount.ts',
    'src/lib/locale-numbers.ts',
    'src/lib/fees.ts',
    'src/lib/reward.ts',
    'src/lib/staking.ts',
    'src/lib/runway-projection.ts',
    // the codec, IDs and addresses
    'src/lib/codec/*.ts',
    '!src/lib/codec/*.test.ts',
    '!src/lib/codec/test-samples.ts',
    'src/lib/cb58.ts',
    'src/lib/checksum.ts',
    'src/lib/ids.ts',
    'src/lib/address.ts',
    'src/lib/evm-address.ts',
    // ABI decoding
    'src/lib/abi/decode.ts',
    // the client's endpoint pool, lossless JSON and schemas
    'src/rpc/endpoint-pool.ts',
    'src/rpc/json.ts',
    'src/rpc/schema.ts',
  ],
  incremental: true,
  incrementalFile: '.stryker-tmp/incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: '.stryker-tmp/mutation.json' },
  // One test runner: the machine's cores are shared, and each runner starts its own Vitest.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  timeoutMS: 30_000,
  thresholds: { high: 85, low: 70, break: null },
};
