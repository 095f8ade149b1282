import { t } from '@lingui/core/macro';

/**
 * Every text people read about keyboard use, in one place. Each is read when it is shown (a getter
 * or a function), so it is in the active locale.
 */
export const SHORTCUT_STRINGS = {
  get skipToContent() { return t`Skip to content`; },
  get dialogTitle() { return t`Keyboard shortcuts`; },
  get dialogIntro() { return t`Shortcuts work anywhere outside a text field.`; },
  get close() { return t`Close`; },
  get itemsHeading() { return t`Moving around`; },
  get sectionsHeading() { return t`Going to a section`; },
  get thenKey() { return t`then`; },
  get orKey() { return t`or`; },
  get next() { return t`Next item: the next block or transaction, or the next row of a table`; },
  get previous() { return t`Previous item: the previous block or transaction, or the previous row of a table`; },
  get open() { return t`Open the focused row`; },
  get search() { return t`Search`; },
  get help() { return t`Show these shortcuts`; },
  get arrowRight() { return t`Right arrow`; },
  get arrowLeft() { return t`Left arrow`; },
  get neighbouringTxs() { return t`Neighbouring transactions in the block`; },
  previousTx: (index: bigint) => {
    const shown = index.toString();
    return t`← Previous transaction (#${shown})`;
  },
  nextTx: (index: bigint) => {
    const shown = index.toString();
    return t`Next transaction (#${shown}) →`;
  },
  sections: {
    get dashboard() { return t`Dashboard`; },
    get blocks() { return t`Blocks`; },
    get validators() { return t`Validators`; },
    get subnets() { return t`Subnets`; },
    get chains() { return t`All chains`; },
    get uptime() { return t`Uptime from several nodes`; },
    get watchlist() { return t`Watchlist`; },
    get fees() { return t`Fees`; },
    evmChain: (name: string) => t`${name}: latest blocks and transactions`,
    get tools() { return t`Tools (broadcast)`; },
    get decode() { return t`Decode (tx, block or UTXO hex)`; },
    get rewards() { return t`Rewards calculator`; },
    get node() { return t`Node`; },
  },
};
