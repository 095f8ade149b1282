import { useState } from 'react';
import { DISAGREEMENT_SPREAD_POINTS, type ObservedPeer } from '../../lib/observer-views';
import { UPTIME_OBSERVERS_TEXT as TEXT } from '../../lib/uptime-observers-text';
import type { ObserverColumn } from '../../queries/observers';
import { Badge } from '../ui/Badge';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { onlyDisagreements, toUptimeRows, UPTIME_SORT_KEYS, type UptimeRow } from './uptime-rows';
import { formatDecimal, formatPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';
import { errorText } from '../status/error-text';

/** An uptime as the locale writes it: "99.50 %". */
export function formatUptime(uptime: number, locale: string): string {
  return formatPercent(uptime, { locale });
}

/** One observer's view of one validator: its uptime and connected flag, or why there is none. */
export function ObservedCell({ view, column }: { view: ObservedPeer | undefined; column: ObserverColumn }) {
  const locale = useLocale();
  if (column.query.isPending) return <span className="text-muted" aria-label={TEXT.loadingObserver}>…</span>;
  if (view === undefined) {
    const reason = column.query.isError ? `${TEXT.observerFailed}: ${errorText(column.query.error)}` : TEXT.notSeen;
    return (
      <span className="text-muted" title={reason} aria-label={reason}>
        —
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <span>{formatUptime(view.uptime, locale)}</span>
      <Badge tone={view.connected ? 'success' : 'danger'}>{view.connected ? TEXT.connectedYes : TEXT.connectedNo}</Badge>
    </span>
  );
}

function AgreementBadge({ row }: { row: UptimeRow }) {
  const { agreement } = row;
  if (agreement.seenBy < 2) return <span className="text-muted">—</span>;
  if (!agreement.disagrees) return <Badge tone="neutral">{TEXT.agree}</Badge>;
  return (
    <Badge tone="warning" title={TEXT.disagreeWhy(agreement.connectedDiffers, agreement.uptimeSpreads)}>
      ⚠ {TEXT.disagree}
    </Badge>
  );
}

/** Every Primary Network validator as each observer sees it, with the median and the disagreements marked. */
export function ObserverUptimeTable({ columns }: { columns: readonly ObserverColumn[] }) {
  const [disagreementsOnly, setDisagreementsOnly] = useState(false);
  const locale = useLocale();
  // A few thousand rows build and sort in milliseconds; the page re-renders only when an answer arrives.
  const rows = toUptimeRows(columns.map((column) => column.query.data));
  const shown = disagreementsOnly ? onlyDisagreements(rows) : rows;
  const tableColumns: Column<UptimeRow>[] = [
    { id: 'validator', header: TEXT.columns.validator, cell: (row) => <Id value={row.nodeID} kind="validator" noCopy />, value: (row) => row.nodeID },
    ...columns.map(
      (column, index): Column<UptimeRow> => ({
        id: `observer-${index}`,
        header: TEXT.observerUptime(column.name),
        hint: TEXT.observerUptimeHint(column.name),
        cell: (row) => <ObservedCell view={row.views[index]} column={column} />,
        sortKey: UPTIME_SORT_KEYS.observer(index),
        value: (row) => row.views[index]?.uptime,
        align: 'right',
      }),
    ),
    {
      id: 'median',
      header: TEXT.columns.median,
      cell: (row) => (row.agreement.medianUptime === undefined ? '—' : formatUptime(row.agreement.medianUptime, locale)),
      sortKey: UPTIME_SORT_KEYS.median,
      value: (row) => row.agreement.medianUptime,
      align: 'right',
    },
    {
      id: 'spread',
      header: TEXT.columns.spread,
      cell: (row) => (row.agreement.spread === undefined ? '—' : formatDecimal(row.agreement.spread, { locale })),
      sortKey: UPTIME_SORT_KEYS.spread,
      value: (row) => row.agreement.spread,
      align: 'right',
    },
    {
      id: 'connected',
      header: TEXT.columns.connected,
      cell: (row) => TEXT.connectedCount(row.agreement.connectedCount, row.agreement.seenBy),
      sortKey: UPTIME_SORT_KEYS.connected,
      value: (row) => row.agreement.connectedCount,
      align: 'right',
    },
    {
      id: 'agreement',
      header: TEXT.columns.agreement,
      cell: (row) => <AgreementBadge row={row} />,
      sortKey: UPTIME_SORT_KEYS.agreement,
      value: (row) => (row.agreement.disagrees ? TEXT.disagree : TEXT.agree),
    },
  ];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={disagreementsOnly} onChange={(event) => setDisagreementsOnly(event.target.checked)} />
          {TEXT.disagreementsOnly}
        </label>
        <span className="text-muted">{TEXT.thresholdNote(DISAGREEMENT_SPREAD_POINTS)}</span>
      </div>
      <DataTable
        caption={TEXT.tableCaption}
        hideCaption
        columns={tableColumns}
        rows={shown}
        rowKey={(row) => row.nodeID}
        exportName="validator-uptime"
        showCount
        nowrap
        emptyText={disagreementsOnly ? TEXT.emptyDisagreements : TEXT.empty}
      />
    </div>
  );
}
