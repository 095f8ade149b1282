import { isRecord } from '../src/lib/json-value';

/**
 * The network upgrade schedule as the reference node reads it from `--upgrade-file`
 * (`upgrade.Config`): a JSON object of activation times. The devnet acts on Helicon's.
 */
export interface UpgradeSchedule {
  /** Unix seconds from which Helicon's rules (auto-renewed staking) apply. */
  heliconTime: bigint;
}

/** The reference node's `InitiallyActiveTime`, 2020-12-05 05:00 UTC: upgrades active from genesis. */
export const INITIALLY_ACTIVE_TIME = 1_607_144_400n;
/** The reference node's `UnscheduledActivationTime`, 9999-12-01 00:00 UTC. */
export const UNSCHEDULED_ACTIVATION_TIME = 253_399_622_400n;
/** Go's zero time, 0001-01-01 00:00 UTC: what a key left out of the file unmarshals to. */
const ZERO_TIME = -62_135_596_800n;

/** The devnet's default: Helicon active from genesis, so every Helicon path is exercised. */
export const DEFAULT_UPGRADE_SCHEDULE: UpgradeSchedule = { heliconTime: INITIALLY_ACTIVE_TIME };

/** The activation times in order (`Config.Validate` compares each with the next). */
const TIME_KEYS = [
  'apricotPhase1Time',
  'apricotPhase2Time',
  'apricotPhase3Time',
  'apricotPhase4Time',
  'apricotPhase5Time',
  'apricotPhasePre6Time',
  'apricotPhase6Time',
  'apricotPhasePost6Time',
  'banffTime',
  'cortinaTime',
  'durangoTime',
  'etnaTime',
  'fortunaTime',
  'graniteTime',
  'heliconTime',
] as const;

/** Go's `time.Time` JSON form: RFC 3339 with a `Z` or a numeric offset. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function unixSeconds(key: string, value: unknown): bigint {
  if (value === undefined) return ZERO_TIME;
  const millis = typeof value === 'string' && RFC3339.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(millis)) throw new Error(`unable to unmarshal upgrade bytes: ${key}: ${JSON.stringify(value)} is not an RFC 3339 time`);
  return BigInt(Math.floor(millis / 1000));
}

function isoText(seconds: bigint): string {
  return seconds === ZERO_TIME ? '0001-01-01 00:00:00 +0000 UTC' : new Date(Number(seconds) * 1000).toISOString();
}

/** Reads an upgrade file's JSON; a time left out is Go's zero time (active), as the reference node unmarshals it. */
export function parseUpgradeSchedule(text: string): UpgradeSchedule {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`unable to unmarshal upgrade bytes: ${(error as Error).message}`, { cause: error });
  }
  if (!isRecord(parsed)) throw new Error('unable to unmarshal upgrade bytes: the upgrade file must hold a JSON object');
  const times = TIME_KEYS.map((key) => unixSeconds(key, parsed[key]));
  times.forEach((time, index) => {
    const next = times[index + 1];
    if (next !== undefined && time > next) {
      throw new Error(`invalid upgrade configuration: upgrade ${index} (${isoText(time)}) is after upgrade ${index + 1} (${isoText(next)})`);
    }
  });
  return { heliconTime: times[TIME_KEYS.indexOf('heliconTime')] ?? ZERO_TIME };
}

/** The schedule a devnet config names: Helicon's time when an upgrade file gave one, the default otherwise. */
export function scheduleOf(heliconTime: number | undefined): UpgradeSchedule {
  return heliconTime === undefined ? DEFAULT_UPGRADE_SCHEDULE : { heliconTime: BigInt(heliconTime) };
}

/** Go's `time.Time` JSON: RFC 3339 in UTC, without fractional seconds when there are none. */
function goTime(seconds: bigint): string {
  return seconds === ZERO_TIME ? '0001-01-01T00:00:00Z' : new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

const GRANITE_EPOCH_DURATION_NS = 30_000_000_000;

/**
 * `info.upgrades` as the reference node answers it (`upgrade.Config`, its keys in order): the local
 * network's defaults, every upgrade active from genesis, with Helicon's time from the schedule.
 */
export function upgradeConfigJson(schedule: UpgradeSchedule): Record<string, string | number> {
  const active = goTime(INITIALLY_ACTIVE_TIME);
  const json: Record<string, string | number> = {};
  for (const key of TIME_KEYS) {
    json[key] = key === 'heliconTime' ? goTime(schedule.heliconTime) : active;
    if (key === 'apricotPhase4Time') json.apricotPhase4MinPChainHeight = 0;
    if (key === 'cortinaTime') json.cortinaXChainStopVertexID = '11111111111111111111111111111111LpoYY';
    if (key === 'graniteTime') json.graniteEpochDuration = GRANITE_EPOCH_DURATION_NS;
  }
  return json;
}

export function isHeliconActive(schedule: UpgradeSchedule, time: bigint): boolean {
  return time >= schedule.heliconTime;
}
