import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import type { Column } from '../../components/ui/column';
import { DataTable } from '../../components/ui/DataTable';
import { Id } from '../../components/ui/Id';
import { AbsoluteTime } from '../../components/ui/Time';
import { useSettledCycles, type CycleSearch, type SettledCycle } from '../../queries/auto-renewed-cycles';
import { AUTO_RENEWAL_TEXT as TEXT } from './auto-renewal-text';

const COLUMNS: ReadonlyArray<Column<SettledCycle>> = [
  { id: 'end', get header() { return TEXT.ended; }, cell: (cycle) => <AbsoluteTime value={cycle.end} />, value: (cycle) => cycle.end },
  { id: 'outcome', get header() { return TEXT.outcome; }, cell: () => <Badge tone="success">{TEXT.renewed}</Badge> },
  { id: 'rewardTx', get header() { return TEXT.rewardTx; }, cell: (cycle) => <Id value={cycle.rewardTxId} kind="tx" />, value: (cycle) => cycle.rewardTxId },
];

/** The validator's ended cycles, each with the reward tx that settled it; `search` is undefined until its validator tx is read. */
export function CycleHistory({ search }: { search: CycleSearch | undefined }) {
  const cycles = useSettledCycles(search);
  return (
    <Card title={TEXT.cycles}>
      <QueryView query={cycles} what={TEXT.cycles} skeleton={<Skeleton lines={3} label={TEXT.loadingCycles} />}>
        {(found) => (
          <div className="space-y-2">
            <DataTable caption={TEXT.cyclesCaption} hideCaption columns={COLUMNS} rows={found} rowKey={(cycle) => cycle.rewardTxId} emptyText={TEXT.noCycles} />
            <p className="text-xs text-muted">{TEXT.cyclesNote}</p>
          </div>
        )}
      </QueryView>
    </Card>
  );
}
