import { useChainNow } from '../../queries/chain-now';
import { useUpgradeSchedule } from '../../queries/upgrades';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import type { Column } from '../ui/column';
import { DataTable } from '../ui/DataTable';
import { AbsoluteTime } from '../ui/Time';
import { ScheduleSource } from './ScheduleSource';
import { upgradeRows, type UpgradeRow } from './upgrade-rows';
import { STATE_TEXT, UPGRADES_TEXT as T } from './upgrades-text';

function columns(): ReadonlyArray<Column<UpgradeRow>> {
  return [
    { id: 'name', header: T.nameHeader, cell: (row) => row.name, value: (row) => row.name },
    {
      id: 'activation',
      header: T.activationHeader,
      cell: (row) => (row.activation === undefined ? <span className="text-muted">—</span> : <AbsoluteTime value={row.activation} />),
      value: (row) => row.activation,
    },
    { id: 'state', header: T.stateHeader, cell: (row) => <Badge tone={STATE_TEXT[row.state][1]}>{STATE_TEXT[row.state][0]}</Badge>, value: (row) => row.state },
  ];
}

/** The network's upgrades (the node's `info.upgrades`, else the preset): which are active at the chain's time and which comes next. */
export function UpgradesCard() {
  const schedule = useUpgradeSchedule();
  const now = useChainNow();
  return (
    <Card title={T.title}>
      <QueryView query={schedule} what={T.what} skeleton={<Skeleton lines={5} label={T.loading} />}>
        {(data) => (
          <>
            <DataTable caption={T.caption} hideCaption columns={columns()} rows={upgradeRows(data.upgrades, now)} rowKey={(row) => row.name} />
            <ScheduleSource schedule={data} />
          </>
        )}
      </QueryView>
    </Card>
  );
}
