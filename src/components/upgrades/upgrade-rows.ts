import { activationSeconds, type UpgradeTimes } from '../../lib/upgrades';

/** The recent network upgrades, oldest first, and their keys in `info.upgrades`. */
const UPGRADES: ReadonlyArray<readonly [name: string, key: keyof UpgradeTimes]> = [
  ['Durango', 'durangoTime'],
  ['Etna', 'etnaTime'],
  ['Fortuna', 'fortunaTime'],
  ['Granite', 'graniteTime'],
  ['Helicon', 'heliconTime'],
];

export type UpgradeState = 'active' | 'next' | 'scheduled' | 'unscheduled' | 'unknown';

export interface UpgradeRow {
  name: string;
  /** Unix seconds; undefined when the node leaves the upgrade out or has not scheduled it. */
  activation: bigint | undefined;
  state: UpgradeState;
}

/** Each upgrade's state at the chain's time `now`: active, the next to come, scheduled later, not scheduled. */
export function upgradeRows(upgrades: UpgradeTimes, now: bigint | undefined): UpgradeRow[] {
  let nextSeen = false;
  return UPGRADES.map(([name, key]) => {
    const time = upgrades[key];
    if (time === undefined) return { name, activation: undefined, state: 'unknown' };
    const activation = activationSeconds(time);
    if (activation === undefined) return { name, activation: undefined, state: 'unscheduled' };
    if (now === undefined) return { name, activation, state: 'unknown' };
    if (activation <= now) return { name, activation, state: 'active' };
    const state = nextSeen ? 'scheduled' : 'next';
    nextSeen = true;
    return { name, activation, state };
  });
}

export interface UpgradeSummary {
  /** The upgrades active at the chain's time, oldest first. */
  active: string[];
  /** The first upgrade still to come, with its time; undefined when none is scheduled. */
  next: UpgradeRow | undefined;
}

/** What a glance needs of the rows: which upgrades are active and which comes next. */
export function summarizeUpgrades(rows: readonly UpgradeRow[]): UpgradeSummary {
  return { active: rows.filter((row) => row.state === 'active').map((row) => row.name), next: rows.find((row) => row.state === 'next') };
}
