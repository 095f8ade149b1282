import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { formatDuration } from '../../lib/format-time';
import { runwayEnd } from '../../lib/staking';
import { useValidatorFeeState } from '../../queries/validators';
import { Amount } from '../ui/Amount';
import { ColumnPicker } from '../ui/ColumnPicker';
import { DataTable } from '../ui/DataTable';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { useColumnChoice } from '../ui/use-column-choice';
import { useShallowSearchParams } from '../ui/use-shallow-search-params';
import { RUNWAY_TEXT } from '../validators/runway-text';
import { STAKING_TABLE_LAYOUT } from '../validators/staking-table';
import { L1_COLUMN_TIERS, l1Columns } from '../validators/validator-columns';
import type { ValidatorRow } from '../validators/validator-rows';
import { earliestRunOut, type L1SetTotals } from './l1-set-totals';
import { AbsoluteTime } from '../ui/Time';
import { useLocale } from '../ui/use-locale';

// The operator's first question is who has run out or runs out next: the table opens sorted by runway.
const BY_RUNWAY = { column: 'runway', direction: 'asc' } as const;

function EarliestRunOut({ rows, active, price, from }: { rows: readonly ValidatorRow[]; active: number; price: bigint; from: Date }) {
  const locale = useLocale();
  const earliest = earliestRunOut(rows, price);
  if (earliest === null) return <span className="text-muted">{active === 0 ? t`no active validator` : RUNWAY_TEXT.unbounded}</span>;
  return (
    <span>
      <span className="font-semibold">{formatDuration(Number(earliest.seconds), locale)}</span>, {RUNWAY_TEXT.until} <AbsoluteTime value={runwayEnd(from, earliest.seconds)} />:{' '}
      {earliest.row.validationID && <Id value={earliest.row.validationID} kind="l1Validator" />}{' '}
      <span className="text-muted">
        {t({ context: 'a validator on its node', message: 'on' })} <Id value={earliest.row.nodeID} kind="validator" noCopy />
      </span>
    </span>
  );
}

/**
 * An L1's current validators as its operator watches them: the fee balance they hold together, who runs
 * out first at today's price, and every validator's weight, balance, runway and state, each linked to
 * its L1 validator page.
 */
export function L1SetOverview({ rows, totals }: { rows: readonly ValidatorRow[]; totals: L1SetTotals }) {
  const feeState = useValidatorFeeState();
  const price = feeState.data?.price;
  const columns = useMemo(() => l1Columns(price), [price]);
  const [search, setSearch] = useShallowSearchParams();
  const columnChoice = useColumnChoice(columns, L1_COLUMN_TIERS, 'l1cols', search, setSearch);
  return (
    <div className="mt-4 space-y-3">
      <KeyValueList
        items={[
          { label: t`Total balance`, hint: t`Fee balance of every current L1 validator, inactive ones holding 0`, value: <Amount value={totals.totalBalance} /> },
          {
            label: t`Earliest run-out`,
            hint: t`The active validator whose balance pays the continuous fee for the shortest time at the current price`,
            value: feeState.data ? (
              <EarliestRunOut rows={rows} active={totals.active} price={feeState.data.price} from={feeState.data.timestamp} />
            ) : feeState.isError ? (
              t`could not be loaded`
            ) : (
              '…'
            ),
          },
        ]}
      />
      <DataTable
        {...STAKING_TABLE_LAYOUT}
        hideCaption={false}
        caption={t`L1 validators`}
        columns={columns}
        hiddenColumns={columnChoice.hidden}
        tools={<ColumnPicker choice={columnChoice} table={t`L1 validators`} />}
        rows={rows}
        rowKey={(row) => row.validationID ?? row.nodeID}
        defaultSort={BY_RUNWAY}
        exportName="l1-validators"
      />
    </div>
  );
}
