import { groupDigits } from '../../lib/amount';

/** Every string users read about where a contract came from, in one place for translation. */
export const CONTRACT_CREATION_TEXT = {
  label: 'Created',
  hint: 'Found from the node’s state: the block where the code first appears, then the tx in it that made the contract',
  what: 'the contract’s creation',
  genesis: 'In the genesis state (no tx made it)',
  by: 'By',
  byContract: 'By contract',
  inTx: 'in tx',
  atBlock: 'at block',
  inBlock: 'In block',
  oneOf: (count: number) => (count === 1 ? ', by its one tx' : `, by one of its ${groupDigits(count)} txs`),
  pruned: (readBackTo: bigint) =>
    `At block ${groupDigits(readBackTo)} or before: the node could read back to block ${groupDigits(readBackTo)} only, and an archive node would hold older state.`,
} as const;
