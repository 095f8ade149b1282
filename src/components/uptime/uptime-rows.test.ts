import { describe, expect, it } from 'vitest';
import { sortByKeys } from '../ui/sort-rows';
import { onlyDisagreements, toUptimeRows, UPTIME_SORT_KEYS } from './uptime-rows';

const A = 'NodeID-A';
const B = 'NodeID-B';
const C = 'NodeID-C';

const current = new Map([
  [A, { uptime: 99, connected: true }],
  [B, { uptime: 97, connected: true }],
]);
const other = new Map([
  [A, { uptime: 98.5, connected: true }],
  [B, { uptime: 70, connected: false }],
  [C, { uptime: 90, connected: true }],
]);

describe('toUptimeRows', () => {
  it('default: one row per validator any observer lists, with every observer\'s view in column order', () => {
    const rows = toUptimeRows([current, other]);
    expect(rows.map((row) => row.nodeID)).toEqual([A, B, C]);
    expect(rows[0]!.views).toEqual([current.get(A), other.get(A)]);
    expect(rows[2]!.views).toEqual([undefined, other.get(C)]);
    expect(rows[0]!.agreement).toMatchObject({ medianUptime: 98.75, disagrees: false });
    expect(rows[1]!.agreement).toMatchObject({ medianUptime: 83.5, connectedDiffers: true, uptimeSpreads: true, disagrees: true });
  });

  it('behavior: an observer still loading or down counts for nothing', () => {
    const rows = toUptimeRows([current, undefined]);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.agreement.seenBy === 1 && !row.agreement.disagrees)).toBe(true);
  });

  it('behavior: "disagreements only" keeps just the marked validators', () => {
    expect(onlyDisagreements(toUptimeRows([current, other])).map((row) => row.nodeID)).toEqual([B]);
  });

  it('behavior: sorting by an observer\'s uptime, the median or the marks orders rows, validators it does not see last', () => {
    const rows = toUptimeRows([current, other]);
    expect(sortByKeys(rows, UPTIME_SORT_KEYS.observer(0), 'asc').map((row) => row.nodeID)).toEqual([B, A, C]);
    expect(sortByKeys(rows, UPTIME_SORT_KEYS.observer(0), 'desc').map((row) => row.nodeID)).toEqual([A, B, C]);
    expect(sortByKeys(rows, UPTIME_SORT_KEYS.median, 'asc').map((row) => row.nodeID)).toEqual([B, C, A]);
    expect(sortByKeys(rows, UPTIME_SORT_KEYS.agreement, 'desc')[0]!.nodeID).toBe(B);
    expect(sortByKeys(rows, UPTIME_SORT_KEYS.connected, 'asc')[0]!.nodeID).toBe(B);
  });
});
