import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The tests mutation testing of the devnet's issue rules runs (`stryker.devnet.config.mjs`): each
// rule at its limit, the node's refusals and the Warp quorum. The chain-wide and payout tests take
// tens of seconds each, too long to run per mutant on a shared machine.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['devnet/pchain/*-limits.test.ts', 'devnet/pchain/warp-quorum.test.ts', 'devnet/pchain/issue-errors.test.ts'],
  },
});
