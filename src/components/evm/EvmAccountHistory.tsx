import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { historyProgress } from '../../lib/account-history';
import { useEvmHistory } from '../../queries/evm-history';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { ACCOUNT_HISTORY_TEXT as TEXT, progressText } from './account-history-text';
import { historyRowKey, useHistoryColumns } from './use-history-columns';
import type { ScanRange } from './use-scan-range';

const HISTORY_PAGE_SIZE = 25;

/**
 * Every tx an EVM account sent, every plain transfer to it and every other change of its balance,
 * newest first, found from the node's state (no index) up to the page's head: the search's progress
 * in one line with Stop and Continue, the finds in pages, and an export of all found so far.
 */
export function EvmAccountHistory({ chain, address, scan }: { chain: string; address: string; scan: ScanRange }) {
  const history = useEvmHistory(chain, address, scan.range?.to);
  const columns = useHistoryColumns(chain, address);
  const [page, setPage] = useState(0);
  if (scan.headError) return <ErrorPanel what={t`The chain head`} error={scan.headError.error} onRetry={scan.headError.retry} />;
  const { state } = history;
  if (!state) {
    return history.error ? (
      <ErrorPanel what={TEXT.what} error={history.error} onRetry={history.resume} />
    ) : (
      <Skeleton lines={5} className="h-32" label={TEXT.loading} />
    );
  }
  const progress = historyProgress(state);
  const pages = Math.max(1, Math.ceil(state.entries.length / HISTORY_PAGE_SIZE));
  const shown = Math.min(page, pages - 1);
  const rows = state.entries.slice(shown * HISTORY_PAGE_SIZE, (shown + 1) * HISTORY_PAGE_SIZE);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <p role="status" aria-label={TEXT.what}>
          {progressText(progress, history.running)}
        </p>
        {history.running && (
          <Button variant="secondary" size="sm" onClick={history.stop}>
            {TEXT.stop}
          </Button>
        )}
        {!history.running && !progress.done && !history.error && (
          <Button variant="secondary" size="sm" onClick={history.resume}>
            {TEXT.continue}
          </Button>
        )}
        {scan.newerHead !== undefined && !history.running && (
          <Button variant="secondary" size="sm" onClick={scan.moveToHead}>
            {TEXT.checkNewer(scan.newerHead)}
          </Button>
        )}
      </div>
      {history.error && <ErrorPanel what={TEXT.what} error={history.error} onRetry={history.resume} />}
      <DataTable
        caption={TEXT.caption}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={historyRowKey}
        exportName={`transactions-${address}`}
        exportAll={state.entries}
        emptyText={progress.done ? TEXT.empty : TEXT.emptySoFar}
      />
      {pages > 1 && (
        <nav aria-label={TEXT.pages} className="flex items-center gap-2 text-sm">
          <Button variant="secondary" size="sm" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            {TEXT.newer}
          </Button>
          <span>{TEXT.pageOf(shown + 1, pages)}</span>
          <Button variant="secondary" size="sm" disabled={shown === pages - 1} onClick={() => setPage(shown + 1)}>
            {TEXT.older}
          </Button>
        </nav>
      )}
      <p className="text-xs text-muted">{TEXT.netZero}</p>
    </div>
  );
}
