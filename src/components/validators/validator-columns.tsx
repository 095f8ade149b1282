import { t } from '@lingui/core/macro';
import { formatDuration } from '../../lib/format-time';
import { useLocale } from '../ui/use-locale';
import { Badge } from '../ui/Badge';
import { Id } from '../ui/Id';
import type { ColumnTiers } from '../ui/column-choice';
import type { Column as TableColumn } from '../ui/column';
import { amountColumn, optional, weightColumn } from './staking-table';
import { Percent } from './Percent';
import { TimeLeft } from './TimeLeft';
import type { ValidatorRow } from './validator-rows';
import { AbsoluteTime } from '../ui/Time';

type Column = TableColumn<ValidatorRow>;

const yesNo = (value: boolean | undefined): string => (value === undefined ? '' : value ? t`yes` : t`no`);
// Minutes in the cell; the exact second, which decides when a staker leaves, on hover.
const dateCell = (seconds: bigint) => <AbsoluteTime value={seconds} withSeconds={false} />;

const nodeColumn: Column = {
  id: 'nodeID',
  get header() { return t`Node ID`; },
  cell: (row) => <Id value={row.nodeID} kind="validator" noCopy />,
  sortKey: (row) => row.nodeID,
  value: (row) => row.nodeID,
};

const shareColumn: Column = {
  id: 'share',
  get header() { return t`Share`; },
  get hint() { return t`Share of the total weight of this set; an inactive L1 validator’s share stays in the set but cannot sign`; },
  cell: (row) =>
    row.active === false ? (
      <span title={t`Inactive: this weight counts in the set’s total and in Warp quorums, but cannot sign`}>
        <Percent value={row.share} /> <span className="text-muted">{t`cannot sign`}</span>
      </span>
    ) : (
      <Percent value={row.share} />
    ),
  sortKey: (row) => row.share,
  value: (row) => row.share,
  align: 'right',
};

const startColumn: Column = {
  id: 'start',
  get header() { return t`Start`; },
  cell: (row) => dateCell(row.startTime),
  sortKey: (row) => row.startTime,
  value: (row) => row.startTime,
};

const endColumns: Column[] = [
  {
    id: 'end',
    get header() { return t`End`; },
    cell: (row) => optional(row.endTime, dateCell),
    sortKey: (row) => row.endTime,
    value: (row) => row.endTime,
  },
  {
    id: 'timeLeft',
    get header() { return t`Time left`; },
    cell: (row) => optional(row.endTime, (end) => <TimeLeft end={end} />),
    sortKey: (row) => row.endTime,
    align: 'right',
  },
];

const blsColumn: Column = {
  id: 'bls',
  get header() { return t`BLS`; },
  get hint() { return t`Has a BLS key (signs warp messages)`; },
  cell: (row) => (row.hasBls ? <Badge tone="success">{t`yes`}</Badge> : <Badge>{t`no`}</Badge>),
  sortKey: (row) => row.hasBls,
  value: (row) => yesNo(row.hasBls),
};

/** Auto-renewed validators (Helicon) renew at each cycle's end, or exit there once their next period is 0. */
const autoRenewColumn: Column = {
  id: 'autoRenew',
  get header() { return t`Auto-renewing`; },
  get hint() { return t`Starts a new cycle at the end of this one (Helicon), unless set to exit`; },
  cell: (row) => (row.nextPeriod === undefined ? <Badge>{t`no`}</Badge> : row.nextPeriod > 0n ? <Badge tone="success">{t`renews`}</Badge> : <Badge tone="warning">{t`exits`}</Badge>),
  sortKey: (row) => (row.nextPeriod === undefined ? 0 : row.nextPeriod > 0n ? 2 : 1),
  value: (row) => (row.nextPeriod === undefined ? t`no` : row.nextPeriod > 0n ? t`renews` : t`exits`),
};

const percentColumn = (id: string, header: () => string, hint: () => string, value: (row: ValidatorRow) => number | undefined, firstDirection?: 'asc'): Column => ({
  id,
  get header() { return header(); },
  get hint() { return hint(); },
  cell: (row) => optional(value(row), (percent) => <Percent value={percent} isPercent />),
  sortKey: value,
  value,
  align: 'right',
  firstDirection,
});

const uptimeColumn = percentColumn('uptime', () => t`Uptime`, () => t`As the node answering sees it (each node has its own view), not the network`, (row) => row.uptime);

/** A permissioned or L1 validator's weight is a plain number, not an amount of the token. */
const ownWeightColumn = weightColumn<ValidatorRow>('weight', () => t`Weight`, (row) => row.ownStake);

/**
 * Staking validators: stake, delegation, uptime and reward. Only Primary Network stake is an amount
 * of the native token; an elastic subnet's is of its own asset, shown as a plain integer.
 */
function stakingColumns(stakeIsNative: boolean): Column[] {
  const quantity = stakeIsNative ? amountColumn : weightColumn;
  return [
    nodeColumn,
    quantity('ownStake', () => t`Own stake`, (row) => row.ownStake),
    quantity('delegated', () => t`Delegated`, (row) => row.delegatedWeight),
    {
      id: 'delegators',
      get header() { return t`Delegators`; },
      cell: (row) => <span className="tabular-nums">{row.delegatorCount.toString()}</span>,
      sortKey: (row) => row.delegatorCount,
      value: (row) => row.delegatorCount,
      align: 'right',
    },
    quantity('totalWeight', () => t`Total weight`, (row) => row.totalWeight),
    shareColumn,
    quantity('capacity', () => t`Capacity left`, (row) => row.capacity, () => t`min(5 × own stake, max validator stake) − total weight`),
    // A delegator looks for the cheapest: lowest first, unlike the table's other numbers.
    percentColumn('fee', () => t`Fee`, () => t`Delegation fee`, (row) => row.delegationFee, 'asc'),
    uptimeColumn,
    {
      id: 'connected',
      get header() { return t`Connected`; },
      get hint() { return t`Connected to the node answering`; },
      cell: (row) => optional(row.connected, (connected) => (connected ? <Badge tone="success">{t`yes`}</Badge> : <Badge tone="danger">{t`no`}</Badge>)),
      sortKey: (row) => row.connected,
      value: (row) => yesNo(row.connected),
    },
    startColumn,
    ...endColumns,
    quantity('reward', () => t`Potential reward`, (row) => row.potentialReward),
    autoRenewColumn,
    blsColumn,
  ];
}

/** Primary Network validators. */
export const STAKING_COLUMNS: readonly Column[] = stakingColumns(true);
/** Elastic subnet validators: the same columns, their stake in the subnet's own asset. */
export const ELASTIC_STAKING_COLUMNS: readonly Column[] = stakingColumns(false);

/**
 * From which width each staking column is shown until the user picks. A phone shows what a delegator
 * decides by (node, total weight, fee, uptime, time left); at 1400 px the rest of the defaults fit the
 * page without sideways scrolling; connection, dates, capacity, reward, auto-renewal and BLS are one click away
 * under Columns.
 */
export const STAKING_COLUMN_TIERS: ColumnTiers = {
  share: 'md',
  ownStake: 'lg',
  delegated: 'xl',
  delegators: 'xl',
  capacity: 'asked',
  connected: 'asked',
  start: 'asked',
  end: 'asked',
  reward: 'asked',
  autoRenew: 'asked',
  bls: 'asked',
};

/** Validators added by the subnet's owners (proof of authority). */
export const PERMISSIONED_COLUMNS: readonly Column[] = [
  nodeColumn,
  ownWeightColumn,
  shareColumn,
  startColumn,
  ...endColumns,
  {
    id: 'txID',
    get header() { return t`Added by`; },
    cell: (row) => optional(row.txID, (txID) => <Id value={txID} kind="tx" noCopy />),
    value: (row) => row.txID,
  },
];

/**
 * The subnet page's list of its permissioned validators: weight, uptime and when each leaves, the node
 * ID linking to the validator's page. Nodes that do not track a subnet's uptime leave it out (a dash).
 */
export const PERMISSIONED_OVERVIEW_COLUMNS: readonly Column[] = [nodeColumn, ownWeightColumn, uptimeColumn, ...endColumns];

const L1_ID_KEEP = 4;

function Runway({ seconds }: { seconds: bigint }) {
  const locale = useLocale();
  return <span className="tabular-nums">{formatDuration(Number(seconds), locale)}</span>;
}

/** L1 validators: weight, fee balance and how long it lasts at `pricePerSecond`. */
export function l1Columns(pricePerSecond: bigint | undefined): Column[] {
  // An inactive validator has run out already (its state says so): no runway, so it sorts after the ones still paying.
  const runway = (row: ValidatorRow): bigint | undefined =>
    row.balance === undefined || row.active === false || !pricePerSecond ? undefined : row.balance / pricePerSecond;
  return [
    nodeColumn,
    {
      id: 'validationID',
      get header() { return t`Validation ID`; },
      // Fewer characters than other IDs: a phone keeps it beside the balance and the runway.
      cell: (row) => optional(row.validationID, (id) => <Id value={id} kind="l1Validator" noCopy keep={L1_ID_KEEP} />),
      sortKey: (row) => row.validationID,
      value: (row) => row.validationID,
    },
    ownWeightColumn,
    shareColumn,
    amountColumn('balance', () => t`Balance`, (row) => row.balance),
    {
      id: 'runway',
      get header() { return t`Runway`; },
      get hint() { return t`How long the balance pays the fee at the current price`; },
      cell: (row) => optional(runway(row), (seconds) => <Runway seconds={seconds} />),
      sortKey: runway,
      value: runway,
      align: 'right',
    },
    {
      id: 'active',
      get header() { return t`Active`; },
      cell: (row) => optional(row.active, (active) => (active ? <Badge tone="success">{t`active`}</Badge> : <Badge tone="danger">{t`inactive`}</Badge>)),
      sortKey: (row) => row.active,
      value: (row) => yesNo(row.active),
    },
    startColumn,
  ];
}

/**
 * From which width each L1 validator column is shown until the user picks: a phone keeps what an
 * operator watches (the validation, its balance and runway); the rest come as the screen widens.
 */
export const L1_COLUMN_TIERS: ColumnTiers = {
  nodeID: 'md',
  weight: 'md',
  active: 'md',
  share: 'lg',
  start: 'xl',
};
