import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { PRIMARY_REWARD_CONFIG, rewardConfigForStakeStart, splitReward } from '../../lib/reward';
import { estimateReward } from '../../lib/reward-estimate';
import { feePercentToShares } from '../../lib/staking';
import { useCurrentSupply } from '../../queries/dashboard';
import { useHeliconActivation } from '../../queries/upgrades';
import type { Delegator } from '../../rpc/methods/platform-types';
import { AnnualYield } from '../rewards/AnnualYield';
import type { ColumnTiers } from '../ui/column-choice';
import { ColumnPicker } from '../ui/ColumnPicker';
import { Id } from '../ui/Id';
import { useColumnChoice } from '../ui/use-column-choice';
import { useShallowSearchParams } from '../ui/use-shallow-search-params';
import { StarButton } from '../watchlist/StarButton';
import { WATCHLIST_TEXT } from '../watchlist/watchlist-text';
import type { SortState } from '../ui/sort-rows';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { amountColumn, optional, STAKING_TABLE_LAYOUT } from './staking-table';
import { STAKING_TEXT } from './staking-text';
import { ChainNowForCountdowns, TimeLeft } from './TimeLeft';
import { AbsoluteTime } from '../ui/Time';

interface DelegatorRow extends Delegator {
  /** First reward owner address (delegations have one in practice). */
  owner: string;
  /** The delegator's part of the potential reward after the validator's fee. */
  netReward?: bigint;
  /** That part as a yearly rate at the node's current supply, basis points. */
  annualYield?: bigint;
}

const COLUMNS: ReadonlyArray<Column<DelegatorRow>> = [
  { id: 'txID', get header() { return t`Delegation tx`; }, cell: (row) => <Id value={row.txID} kind="tx" noCopy />, sortKey: (row) => row.txID, value: (row) => row.txID },
  {
    id: 'owner',
    get header() { return t`Reward owner`; },
    cell: (row) => (row.owner ? <Id value={row.owner} kind="address" noCopy /> : '–'),
    sortKey: (row) => row.owner,
    value: (row) => row.owner,
  },
  amountColumn('weight', () => t`Stake`, (row) => row.weight),
  { id: 'start', get header() { return t`Start`; }, cell: (row) => <AbsoluteTime value={row.startTime} />, sortKey: (row) => row.startTime, value: (row) => row.startTime },
  { id: 'end', get header() { return t`End`; }, cell: (row) => <AbsoluteTime value={row.endTime} />, sortKey: (row) => row.endTime, value: (row) => row.endTime },
  { id: 'timeLeft', get header() { return t`Time left`; }, cell: (row) => <TimeLeft end={row.endTime} />, sortKey: (row) => row.endTime, align: 'right' },
  amountColumn('reward', () => t`Potential reward`, (row) => row.potentialReward),
  amountColumn('netReward', () => t`After fee`, (row) => row.netReward, () => t`The delegator's part once the validator's delegation fee is taken`),
  {
    id: 'apr',
    header: STAKING_TEXT.aprColumn,
    get hint() { return STAKING_TEXT.delegationAprColumnHint; },
    cell: (row) => optional(row.annualYield, (basisPoints) => <AnnualYield basisPoints={basisPoints} />),
    sortKey: (row) => row.annualYield,
    value: (row) => row.annualYield,
    align: 'right',
  },
  { id: 'watch', get header() { return WATCHLIST_TEXT.starColumn; }, cell: (row) => <StarButton kind="delegation" id={row.txID} parent={row.nodeID} compact /> },
];

/**
 * From which width each column shows until the user picks (the delegation, its stake, time left
 * and the star always): at 1400 px all but Start fit; narrower, the reward owner and rewards go first.
 */
const COLUMN_TIERS: ColumnTiers = {
  owner: 'lg',
  netReward: 'md',
  apr: 'lg',
  end: 'xl',
  reward: 'xl',
  start: 'asked',
};

export interface DelegatorTableProps {
  delegators: readonly Delegator[];
  /** Delegation fee of the validator, percent. */
  delegationFee?: number;
  exportName: string;
}

/** A validator's current delegators with their periods and potential rewards. */
export function DelegatorTable({ delegators, delegationFee, exportName }: DelegatorTableProps) {
  const [sort, setSort] = useState<SortState | null>({ column: 'weight', direction: 'desc' });
  const currentSupply = useCurrentSupply().data;
  const helicon = useHeliconActivation();
  const rows = useMemo(() => {
    const shares = delegationFee === undefined ? undefined : feePercentToShares(delegationFee);
    return delegators.map((delegator) => ({
      ...delegator,
      owner: delegator.rewardOwner?.addresses[0] ?? '',
      netReward: delegator.potentialReward === undefined || shares === undefined ? undefined : splitReward(delegator.potentialReward, shares)[1],
      annualYield:
        currentSupply === undefined || shares === undefined || helicon.pending
          ? undefined
          : estimateReward({
              kind: 'delegator',
              config: rewardConfigForStakeStart(PRIMARY_REWARD_CONFIG, delegator.startTime, helicon.activation),
              stake: delegator.weight,
              durationSeconds: delegator.endTime - delegator.startTime,
              currentSupply,
              shares,
            }).annualYield,
    }));
  }, [delegators, delegationFee, currentSupply, helicon.pending, helicon.activation]);
  const [search, setSearch] = useShallowSearchParams();
  const columnChoice = useColumnChoice(COLUMNS, COLUMN_TIERS, 'cols', search, setSearch);
  return (
    <ChainNowForCountdowns>
      <DataTable
        {...STAKING_TABLE_LAYOUT}
        caption={t`Delegators`}
        columns={COLUMNS}
        hiddenColumns={columnChoice.hidden}
        tools={<ColumnPicker choice={columnChoice} table={t`Delegators`} />}
        rows={rows}
        rowKey={(row) => row.txID}
        sort={sort}
        onSortChange={setSort}
        exportName={exportName}
        emptyText={t`Nobody delegates to this validator.`}
      />
    </ChainNowForCountdowns>
  );
}
