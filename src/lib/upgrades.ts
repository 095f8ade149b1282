/** The reference node's `UnscheduledActivationTime` falls in this year: an upgrade not scheduled yet. */
const UNSCHEDULED_YEAR = 9999;

/** An upgrade's activation time from the node's `info.upgrades` in unix seconds; undefined when left out or not scheduled. */
export function activationSeconds(time: Date | undefined): bigint | undefined {
  if (time === undefined || time.getUTCFullYear() >= UNSCHEDULED_YEAR) return undefined;
  return BigInt(Math.floor(time.getTime() / 1000));
}
