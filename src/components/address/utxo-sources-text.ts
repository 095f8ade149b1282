import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';

/**
 * Every string users read about where an address's UTXOs came from, in one place. Each is read when
 * it is shown (a getter or a function), so it is in the active locale.
 */
export const UTXO_SOURCES_TEXT = {
  get title() { return t`Staking history and where its UTXOs came from`; },
  get intro() {
    return t`The txs that made this address’s current UTXOs, read from the node: a validation or delegation that returned stake or paid a reward to it shows its node, period, stake and reward. Follow back reads the txs whose outputs those txs spent, one generation at a time.`;
  },
  get limit() {
    return t`The P-Chain keeps no index of an address’s past: UTXOs it spent long ago, from which no current UTXO descends, and stakes whose outputs it has spent since, are not found here.`;
  },
  get what() { return t`Source txs`; },
  get loading() { return t`Loading Source txs`; },
  caption: (generation: number) => {
    const shown = formatInteger(generation, i18n.locale);
    return generation === 1 ? t`Txs that made its UTXOs` : t`Txs ${shown} generations back`;
  },
  get followBack() { return t`Follow back`; },
  firstOf: (read: number, total: number) => {
    const shownRead = formatInteger(read, i18n.locale);
    const shownTotal = formatInteger(total, i18n.locale);
    return t`The first ${shownRead} of ${shownTotal} txs are read (a call each).`;
  },
  readAll: (total: number) => {
    const shown = formatInteger(total, i18n.locale);
    return t`Read all ${shown}`;
  },
  get noUtxos() { return t`This address holds no UTXO: there is nothing to follow back from.`; },
  get end() {
    return t`Nothing further back: these txs spent no UTXO on the P-Chain that is not listed above (genesis allocations and imports come from outside it).`;
  },
  notFound: (reason: string) => t`not on the node (${reason}): a genesis allocation`,
  columns: {
    get tx() { return t`Tx`; },
    get kind() { return t`Kind`; },
    get node() { return t`Node`; },
    get period() { return t`Period`; },
    get stake() { return t`Stake`; },
    get reward() { return t`Reward to it`; },
  },
  get rewardHint() { return t`The reward UTXOs of the staking tx paid to this address (none before its period ends)`; },
  none: '–',
};
