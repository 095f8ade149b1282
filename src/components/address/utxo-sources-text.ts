/** Every string users read about where an address's UTXOs came from, in one place for translation. */
export const UTXO_SOURCES_TEXT = {
  title: 'Staking history and where its UTXOs came from',
  intro:
    'The txs that made this address’s current UTXOs, read from the node: a validation or delegation that returned stake or paid a reward to it shows its node, period, stake and reward. Follow back reads the txs whose outputs those txs spent, one generation at a time.',
  limit:
    'The P-Chain keeps no index of an address’s past: UTXOs it spent long ago, from which no current UTXO descends, and stakes whose outputs it has spent since, are not found here.',
  what: 'Source txs',
  caption: (generation: number) => (generation === 1 ? 'Txs that made its UTXOs' : `Txs ${generation} generations back`),
  followBack: 'Follow back',
  firstOf: (read: number, total: number) => `The first ${read} of ${total} txs are read (a call each).`,
  readAll: (total: number) => `Read all ${total}`,
  noUtxos: 'This address holds no UTXO: there is nothing to follow back from.',
  end: 'Nothing further back: these txs spent no UTXO on the P-Chain that is not listed above (genesis allocations and imports come from outside it).',
  notFound: (reason: string) => `not on the node (${reason}): a genesis allocation`,
  columns: { tx: 'Tx', kind: 'Kind', node: 'Node', period: 'Period', stake: 'Stake', reward: 'Reward to it' },
  rewardHint: 'The reward UTXOs of the staking tx paid to this address (none before its period ends)',
  none: '–',
} as const;
