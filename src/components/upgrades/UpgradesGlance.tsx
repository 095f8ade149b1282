import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { useChainNow } from '../../queries/chain-now';
import { useUpgradeSchedule } from '../../queries/upgrades';
import { useNetwork } from '../../network/network-context';
import { CardLink } from '../dashboard/CardLink';
import { InlineValue, ValuePlaceholder } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { ScheduleSource } from './ScheduleSource';
import { summarizeUpgrades, upgradeRows, type UpgradeSummary } from './upgrade-rows';
import { UPGRADES_TEXT as T } from './upgrades-text';

/** The upgrade schedule at a glance: the upgrades active at the chain's time, the next one and when it activates. */
export function UpgradesGlance() {
  const { ref } = useNetwork();
  const schedule = useUpgradeSchedule();
  const now = useChainNow();
  // Both the schedule and the chain's time are needed: until the second is in too, the values load.
  const value = (what: string, show: (summary: UpgradeSummary) => ReactNode) => (
    <InlineValue query={schedule} what={what}>
      {(data) => (now === undefined ? <ValuePlaceholder label={T.loadingValue(what)} /> : show(summarizeUpgrades(upgradeRows(data.upgrades, now))))}
    </InlineValue>
  );
  return (
    <Card title={T.dashboardTitle} actions={<CardLink to={paths.node(ref)}>{T.schedule}</CardLink>}>
      <KeyValueList
        items={[
          { label: T.active, value: value(T.activeUpgrades, ({ active }) => (active.length === 0 ? T.noneActive : active.join(', '))) },
          {
            label: T.next,
            value: value(T.nextUpgrade, ({ next }) =>
              next?.activation === undefined ? (
                T.noneNext
              ) : (
                <>
                  {next.name}, <Time value={Number(next.activation)} mode="absolute" />
                </>
              ),
            ),
          },
        ]}
      />
      <ScheduleSource schedule={schedule.data} />
    </Card>
  );
}
