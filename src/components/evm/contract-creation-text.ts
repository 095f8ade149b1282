import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';

/** Every string users read about where a contract came from, in one place; each is read when drawn, in the active locale. */
export const CONTRACT_CREATION_TEXT = {
  get label() { return t`Created`; },
  get hint() { return t`Found from the node’s state: the block where the code first appears, then the tx in it that made the contract`; },
  get what() { return t`the contract’s creation`; },
  get genesis() { return t`In the genesis state (no tx made it)`; },
  get by() { return t`By`; },
  get byContract() { return t`By contract`; },
  get inTx() { return t`in tx`; },
  get atBlock() { return t`at block`; },
  get inBlock() { return t`In block`; },
  oneOf: (count: number) => plural(count, { one: ', by its one tx', other: ', by one of its # txs' }),
  pruned: (readBackTo: bigint) => {
    const block = formatInteger(readBackTo, i18n.locale);
    return t`At block ${block} or before: the node could read back to block ${block} only, and an archive node would hold older state.`;
  },
};
