import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests mutation testing runs (`stryker.config.mjs`): the unit tests of the library and the RPC
// client, and the devnet tests of the issue rules and payouts. The devnet's server and chain-wide
// tests are left out: they take minutes per mutant on a shared machine and would only repeat these.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'src/lib/**/*.test.ts',
      'src/rpc/**/*.test.ts',
      'devnet/pchain/*-limits.test.ts',
      'devnet/pchain/warp-quorum.test.ts',
      'devnet/pchain/payouts.test.ts',
      'devnet/pchain/issue-errors.test.ts',
    ],
  },
});
