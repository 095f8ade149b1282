import type { UpgradeSchedule } from '../../queries/upgrades';
import { UPGRADES_TEXT as T } from './upgrades-text';

/** Says so when the schedule shown is not the node's own answer but the preset for its network. */
export function ScheduleSource({ schedule }: { schedule: UpgradeSchedule | undefined }) {
  if (schedule?.source !== 'preset') return null;
  return <p className="mt-2 text-sm text-muted">{T.preset(schedule.reason)}</p>;
}
