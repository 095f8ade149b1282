/** The reference node's `UnscheduledActivationTime` falls in this year: an upgrade not scheduled yet. */
const UNSCHEDULED_YEAR = 9999;

/** The recent upgrades' activation times, as the node's `info.upgrades` gives them (`upgrade.Config`). */
export interface UpgradeTimes {
  durangoTime?: Date;
  etnaTime?: Date;
  fortunaTime?: Date;
  graniteTime?: Date;
  heliconTime?: Date;
}

const MAINNET_NETWORK_ID = 1;
const FUJI_NETWORK_ID = 5;
const UNSCHEDULED = new Date('9999-12-01T00:00:00Z');

/**
 * The schedules the reference node's release carries for its public networks (`upgrade/upgrade.go`
 * of avalanchego v1.15.0-fuji: `Mainnet` and `Fuji`), for a node that does not say its own.
 */
const PRESET_UPGRADES: ReadonlyMap<number, UpgradeTimes> = new Map([
  [
    MAINNET_NETWORK_ID,
    {
      durangoTime: new Date('2024-03-06T16:00:00Z'),
      etnaTime: new Date('2024-12-16T17:00:00Z'),
      fortunaTime: new Date('2025-04-08T15:00:00Z'),
      graniteTime: new Date('2025-11-19T16:00:00Z'),
      heliconTime: UNSCHEDULED,
    },
  ],
  [
    FUJI_NETWORK_ID,
    {
      durangoTime: new Date('2024-02-13T16:00:00Z'),
      etnaTime: new Date('2024-11-25T16:00:00Z'),
      fortunaTime: new Date('2025-03-13T15:00:00Z'),
      graniteTime: new Date('2025-10-29T15:00:00Z'),
      heliconTime: new Date('2026-07-28T15:00:00Z'),
    },
  ],
]);

/** The reference node's schedule for the network with this ID; undefined for a network it has none for (local, custom). */
export function presetUpgrades(networkId: number): UpgradeTimes | undefined {
  return PRESET_UPGRADES.get(networkId);
}

/** An upgrade's activation time from the node's `info.upgrades` in unix seconds; undefined when left out or not scheduled. */
export function activationSeconds(time: Date | undefined): bigint | undefined {
  if (time === undefined || time.getUTCFullYear() >= UNSCHEDULED_YEAR) return undefined;
  return BigInt(Math.floor(time.getTime() / 1000));
}
