import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import type { HistoryProgress } from '../../lib/account-history';

/** Every string users read about an account's history, in one place; each is read when drawn, in the active locale. */
export const ACCOUNT_HISTORY_TEXT = {
  get title() { return t`Transactions`; },
  get caption() { return t`Transactions of this account`; },
  get loading() { return t`Loading the account’s history`; },
  get what() { return t`The account’s history`; },
  get stop() { return t`Stop`; },
  get continue() { return t`Continue`; },
  checkNewer: (head: bigint) => {
    const shown = head.toString();
    return t`Check up to block ${shown}`;
  },
  get newer() { return t`Newer`; },
  get older() { return t`Older`; },
  get pages() { return t`Pages of transactions`; },
  pageOf: (page: number, pages: number) => {
    const [shownPage, shownPages] = [formatInteger(page, i18n.locale), formatInteger(pages, i18n.locale)];
    return t`Page ${shownPage} of ${shownPages}`;
  },
  get empty() { return t`Nothing found: this account has sent no tx and its balance has not changed.`; },
  get emptySoFar() { return t`Nothing found yet.`; },
  get netZero() {
    return t`Found from the node’s state, without an index: blocks where the nonce or the balance changed. Value that came and went between two heights the search compared, with no tx sent, is not seen.`;
  },
  direction: {
    get out() { return t`out`; },
    get in() { return t`in`; },
    get self() { return t`self`; },
    get internal() { return t`internal`; },
  },
  columns: {
    get tx() { return t`Transaction`; },
    get block() { return t`Block`; },
    get time() { return t`Time`; },
    get direction() { return t`Direction`; },
    get counterparty() { return t`Counterparty`; },
    get value() { return t`Value`; },
    get fee() { return t`Fee`; },
    get method() { return t`Method`; },
  },
  get internalHint() { return t`Value received inside another account’s tx`; },
  get feeHint() { return t`Paid by the account for the txs it sent`; },
  oneOf: (count: number) => plural(count, { one: 'the block’s one tx', other: 'one of the block’s # txs' }),
  none: '—',
  get findingTx() { return t`finding the tx…`; },
  get contractCreation() { return t`contract creation`; },
};

/** The progress line: what was found and how far back every block is accounted for. */
export function progressText(progress: HistoryProgress, running: boolean): string {
  const { locale } = i18n;
  const found = formatInteger(progress.foundSent, locale);
  const total = progress.totalSent === undefined ? '' : formatInteger(progress.totalSent, locale);
  const checked = formatInteger(progress.checkedBackTo, locale);
  const to = formatInteger(progress.to, locale);
  const line =
    progress.totalSent === undefined
      ? t`Found ${found} sent txs; balance changes checked back to block ${checked}`
      : progress.totalSent === 0n
        ? t`No sent txs; balance changes checked back to block ${checked}`
        : t`Found ${found} of ${total} sent txs; balance changes checked back to block ${checked}`;
  if (progress.readBackTo !== undefined && progress.done) {
    const readBackTo = formatInteger(progress.readBackTo, locale);
    return t`${line}. The node could read back to block ${readBackTo} only: it no longer holds older state, which an archive node would.`;
  }
  if (progress.done) return t`${line}, up to block ${to}: the whole history.`;
  return running ? t`${line} (up to block ${to}); searching…` : t`${line} (up to block ${to}); stopped.`;
}
