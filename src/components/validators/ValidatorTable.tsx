import { t } from '@lingui/core/macro';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useChainNow } from '../../queries/chain-now';
import { useUptimeRequirementOf } from '../../queries/upgrades';
import { Card } from '../ui/Card';
import type { ColumnTiers } from '../ui/column-choice';
import { ColumnPicker } from '../ui/ColumnPicker';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import type { SortState } from '../ui/sort-rows';
import { useColumnChoice } from '../ui/use-column-choice';
import type { SearchUpdate } from '../ui/use-shallow-search-params';
import { STAKING_TABLE_LAYOUT } from './staking-table';
import { validatorFilter, type ValidatorFilters, type ValidatorKind, type ValidatorRow } from './validator-rows';
import { ChainNowForCountdowns } from './TimeLeft';
import { ValidatorFiltersBar } from './ValidatorFiltersBar';
import { readFilters, readSort, writeFilters, writeSort } from './validator-url-state';

const validatorKey = (row: ValidatorRow): string => row.validationID ?? row.txID ?? row.nodeID;

export interface ValidatorTableProps {
  title: string;
  kind: ValidatorKind;
  rows: readonly ValidatorRow[];
  columns: ReadonlyArray<Column<ValidatorRow>>;
  /** From which width each column shows until the user picks; a column left out always shows. */
  columnTiers: ColumnTiers;
  /** The search parameter that keeps the picked columns (one per table of the page). */
  columnsParam: string;
  exportName: string;
  /** The network's shortest delegation (seconds), for the "delegation open" filter. */
  minDelegationSeconds: bigint;
  /** The Primary Network's validators: uptime can be filtered against what each one's reward needs. */
  primary: boolean;
  /** The page's search parameters, shared by its tables, and how to change them. */
  search: URLSearchParams;
  setSearch: (update: SearchUpdate) => void;
}

/**
 * A validator table whose search, filters and sort live in the URL, so a link reproduces the view.
 * Memoised: answers that arrive around it (fee state, subnets, the head) leave it as it is.
 */
export const ValidatorTable = memo(function ValidatorTable({ title, kind, rows, columns, columnTiers, columnsParam, exportName, minDelegationSeconds, primary, search: params, setSearch: setParams }: ValidatorTableProps) {
  // Keyed by value: a sort (or any other parameter) leaves the filters, and the filtered rows, as they were.
  const filtersKey = JSON.stringify(readFilters(params));
  const filters = useMemo(() => JSON.parse(filtersKey) as ValidatorFilters, [filtersKey]);
  const sort = useMemo(() => readSort(params), [params]);
  // Typing stays responsive while the table catches up with the last keystroke.
  const deferredFilters = useDeferredValue(filters);
  // "Ending within N days" and "delegation open" count from the chain's time (not the browser's) when
  // the table first knew it, so rows do not shift while reading.
  const chainNow = useChainNow();
  const [openedAt, setOpenedAt] = useState(chainNow === undefined ? undefined : Number(chainNow));
  if (openedAt === undefined && chainNow !== undefined) setOpenedAt(Number(chainNow));
  const onFiltersChange = useCallback((next: ValidatorFilters) => setParams((current) => writeFilters(current, next)), [setParams]);
  const onSortChange = useCallback((next: SortState | null) => setParams((current) => writeSort(current, next)), [setParams]);
  const columnChoice = useColumnChoice(columns, columnTiers, columnsParam, params, setParams);
  const requirementOf = useUptimeRequirementOf();
  const rowFilter = useMemo(
    () => validatorFilter(deferredFilters, openedAt, minDelegationSeconds, primary ? requirementOf : undefined),
    [deferredFilters, openedAt, minDelegationSeconds, primary, requirementOf],
  );
  return (
    <Card title={title}>
      <div className="space-y-3">
        <ValidatorFiltersBar kind={kind} filters={filters} onChange={onFiltersChange} requirementFilter={primary} />
        <ChainNowForCountdowns>
          <DataTable
            {...STAKING_TABLE_LAYOUT}
            caption={title}
            columns={columns}
            hiddenColumns={columnChoice.hidden}
            tools={<ColumnPicker choice={columnChoice} table={title} />}
            rows={rows}
            rowFilter={rowFilter}
            rowKey={validatorKey}
            sort={sort}
            onSortChange={onSortChange}
            exportName={exportName}
            emptyText={rows.length === 0 ? t`This set has no validators.` : t`No validator matches these filters.`}
          />
        </ChainNowForCountdowns>
      </div>
    </Card>
  );
});
