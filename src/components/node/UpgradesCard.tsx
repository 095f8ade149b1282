import { useChainNow } from '../../queries/chain-now';
import { useUpgrades } from '../../queries/upgrades';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Card } from '../ui/Card';
import type { Column } from '../ui/column';
import { DataTable } from '../ui/DataTable';
import { AbsoluteTime } from '../ui/Time';
import { upgradeRows, type UpgradeRow, type UpgradeState } from './upgrade-rows';

const STATE_TEXT: Record<UpgradeState, [text: string, tone: BadgeTone]> = {
  active: ['active', 'success'],
  next: ['next', 'info'],
  scheduled: ['scheduled', 'neutral'],
  unscheduled: ['not scheduled', 'neutral'],
  unknown: ['not known', 'neutral'],
};

const COLUMNS: ReadonlyArray<Column<UpgradeRow>> = [
  { id: 'name', header: 'Upgrade', cell: (row) => row.name, value: (row) => row.name },
  {
    id: 'activation',
    header: 'Activates',
    cell: (row) => (row.activation === undefined ? <span className="text-muted">—</span> : <AbsoluteTime value={row.activation} />),
    value: (row) => row.activation,
  },
  { id: 'state', header: 'At chain time', cell: (row) => <Badge tone={STATE_TEXT[row.state][1]}>{STATE_TEXT[row.state][0]}</Badge>, value: (row) => row.state },
];

/** The network upgrades the node runs (`info.upgrades`): which are active at the chain's time and which comes next. */
export function UpgradesCard() {
  const upgrades = useUpgrades();
  const now = useChainNow();
  return (
    <Card title="Upgrades">
      <QueryView query={upgrades} what="The upgrade schedule" skeleton={<Skeleton lines={5} label="Loading the upgrade schedule" />}>
        {(data) => <DataTable caption="Network upgrades" hideCaption columns={COLUMNS} rows={upgradeRows(data, now)} rowKey={(row) => row.name} />}
      </QueryView>
    </Card>
  );
}
