import { useMemo, useState } from 'react';
import { formatAbsolute } from '../../lib/format-time';
import { splitReward } from '../../lib/reward';
import { feePercentToShares } from '../../lib/staking';
import type { Delegator } from '../../rpc/methods/platform';
import { Amount } from '../ui/Amount';
import { Id } from '../ui/Id';
import type { SortState } from '../ui/sort-rows';
import { DataTable, type Column } from '../ui/DataTable';
import { TimeLeft } from './TimeLeft';

/** Validator and delegator rows are tall with many columns: virtualise sooner than other tables. */
const LARGE_TABLE_ROWS = 100;

interface DelegatorRow extends Delegator {
  /** First reward owner address (delegations have one in practice). */
  owner: string;
  /** The delegator's part of the potential reward after the validator's fee. */
  netReward?: bigint;
}

const amount = (value: bigint | undefined) => (value === undefined ? '–' : <Amount value={value} trimZeros />);

const COLUMNS: ReadonlyArray<Column<DelegatorRow>> = [
  { id: 'txID', header: 'Delegation tx', cell: (row) => <Id value={row.txID} kind="tx" noCopy />, sortKey: (row) => row.txID, value: (row) => row.txID },
  {
    id: 'owner',
    header: 'Reward owner',
    cell: (row) => (row.owner ? <Id value={row.owner} kind="address" noCopy /> : '–'),
    sortKey: (row) => row.owner,
    value: (row) => row.owner,
  },
  { id: 'weight', header: 'Stake', cell: (row) => amount(row.weight), sortKey: (row) => row.weight, value: (row) => row.weight, align: 'right' },
  { id: 'start', header: 'Start', cell: (row) => formatAbsolute(row.startTime), sortKey: (row) => row.startTime, value: (row) => row.startTime },
  { id: 'end', header: 'End', cell: (row) => formatAbsolute(row.endTime), sortKey: (row) => row.endTime, value: (row) => row.endTime },
  { id: 'timeLeft', header: 'Time left', cell: (row) => <TimeLeft end={row.endTime} />, sortKey: (row) => row.endTime, align: 'right' },
  {
    id: 'reward',
    header: 'Potential reward',
    cell: (row) => amount(row.potentialReward),
    sortKey: (row) => row.potentialReward,
    value: (row) => row.potentialReward,
    align: 'right',
  },
  {
    id: 'netReward',
    header: 'After fee',
    hint: "The delegator's part once the validator's delegation fee is taken",
    cell: (row) => amount(row.netReward),
    sortKey: (row) => row.netReward,
    value: (row) => row.netReward,
    align: 'right',
  },
];

export interface DelegatorTableProps {
  delegators: readonly Delegator[];
  /** Delegation fee of the validator, percent. */
  delegationFee?: number;
  exportName: string;
}

/** A validator's current delegators with their periods and potential rewards. */
export function DelegatorTable({ delegators, delegationFee, exportName }: DelegatorTableProps) {
  const [sort, setSort] = useState<SortState | null>({ column: 'weight', direction: 'desc' });
  const rows = useMemo(() => {
    const shares = delegationFee === undefined ? undefined : feePercentToShares(delegationFee);
    return delegators.map((delegator) => ({
      ...delegator,
      owner: delegator.rewardOwner?.addresses[0] ?? '',
      netReward: delegator.potentialReward === undefined || shares === undefined ? undefined : splitReward(delegator.potentialReward, shares)[1],
    }));
  }, [delegators, delegationFee]);
  return (
    <DataTable
      caption="Delegators"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.txID}
      sort={sort}
      onSortChange={setSort}
      exportName={exportName}
      hideCaption
      showCount
      nowrap
      firstDirection="desc"
      virtualizeAbove={LARGE_TABLE_ROWS}
      emptyText="Nobody delegates to this validator."
    />
  );
}
