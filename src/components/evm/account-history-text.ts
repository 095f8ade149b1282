import { groupDigits } from '../../lib/amount';
import type { HistoryProgress } from '../../lib/account-history';

/** Every string users read about an account's history, in one place for translation. */
export const ACCOUNT_HISTORY_TEXT = {
  title: 'Transactions',
  caption: 'Transactions of this account',
  loading: 'Loading the account’s history',
  what: 'The account’s history',
  stop: 'Stop',
  continue: 'Continue',
  checkNewer: (head: bigint) => `Check up to block ${head}`,
  newer: 'Newer',
  older: 'Older',
  pages: 'Pages of transactions',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  empty: 'Nothing found: this account has sent no tx and its balance has not changed.',
  emptySoFar: 'Nothing found yet.',
  netZero:
    'Found from the node’s state, without an index: blocks where the nonce or the balance changed. Value that came and went between two heights the search compared, with no tx sent, is not seen.',
  direction: { out: 'out', in: 'in', self: 'self', internal: 'internal' },
  columns: { tx: 'Transaction', block: 'Block', time: 'Time', direction: 'Direction', counterparty: 'Counterparty', value: 'Value', fee: 'Fee', method: 'Method' },
  internalHint: 'Value received inside another account’s tx',
  feeHint: 'Paid by the account for the txs it sent',
  oneOf: (count: number) => (count === 1 ? 'the block’s one tx' : `one of the block’s ${count} txs`),
  none: '—',
  findingTx: 'finding the tx…',
} as const;

/** The progress line: what was found and how far back every block is accounted for. */
export function progressText(progress: HistoryProgress, running: boolean): string {
  const sent =
    progress.totalSent === undefined
      ? `found ${groupDigits(progress.foundSent)} sent txs`
      : progress.totalSent === 0n
        ? 'no sent txs'
        : `found ${groupDigits(progress.foundSent)} of ${groupDigits(progress.totalSent)} sent txs`;
  const reach = `balance changes checked back to block ${groupDigits(progress.checkedBackTo)}`;
  const line = `${sent.charAt(0).toUpperCase()}${sent.slice(1)}; ${reach}`;
  if (progress.readBackTo !== undefined && progress.done) {
    return `${line}. The node could read back to block ${groupDigits(progress.readBackTo)} only: it no longer holds older state, which an archive node would.`;
  }
  if (progress.done) return `${line}, up to block ${groupDigits(progress.to)}: the whole history.`;
  return `${line} (up to block ${groupDigits(progress.to)})${running ? '; searching…' : '; stopped.'}`;
}
