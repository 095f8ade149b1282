import { describe, expect, it } from 'vitest';
import { DEFAULT_UPGRADE_SCHEDULE, INITIALLY_ACTIVE_TIME, isHeliconActive, parseUpgradeSchedule, scheduleOf, UNSCHEDULED_ACTIVATION_TIME, upgradeConfigJson } from './upgrades';

describe('the upgrade file', () => {
  it('default: Helicon active from genesis', () => {
    expect(DEFAULT_UPGRADE_SCHEDULE.heliconTime).toBe(INITIALLY_ACTIVE_TIME);
    expect(isHeliconActive(DEFAULT_UPGRADE_SCHEDULE, 1_767_225_600n)).toBe(true);
  });

  it("behavior: heliconTime read as the reference node's JSON time; active from that second on", () => {
    const schedule = parseUpgradeSchedule('{"graniteTime": "2025-11-19T16:00:00Z", "heliconTime": "2026-07-28T15:00:00Z", "graniteEpochDuration": 30000000000}');
    expect(schedule.heliconTime).toBe(1_785_250_800n);
    expect(isHeliconActive(schedule, 1_785_250_799n)).toBe(false);
    expect(isHeliconActive(schedule, 1_785_250_800n)).toBe(true);
    expect(parseUpgradeSchedule('{"heliconTime": "9999-12-01T00:00:00Z"}').heliconTime).toBe(UNSCHEDULED_ACTIVATION_TIME);
  });

  it('behavior: a time left out is Go\'s zero time, so that upgrade is active', () => {
    expect(isHeliconActive(parseUpgradeSchedule('{}'), 0n)).toBe(true);
  });

  it('error: not JSON, not an object, a time not in RFC 3339, upgrades out of order', () => {
    expect(() => parseUpgradeSchedule('{')).toThrow(/^unable to unmarshal upgrade bytes: /);
    expect(() => parseUpgradeSchedule('[]')).toThrow('unable to unmarshal upgrade bytes: the upgrade file must hold a JSON object');
    expect(() => parseUpgradeSchedule('{"heliconTime": 1785250800}')).toThrow('unable to unmarshal upgrade bytes: heliconTime: 1785250800 is not an RFC 3339 time');
    expect(() => parseUpgradeSchedule('{"graniteTime": "2026-08-01T00:00:00Z", "heliconTime": "2026-07-28T15:00:00Z"}')).toThrow(
      'invalid upgrade configuration: upgrade 13 (2026-08-01T00:00:00.000Z) is after upgrade 14 (2026-07-28T15:00:00.000Z)',
    );
  });

  it("behavior: info.upgrades answers the reference node's upgrade.Config, keys in order, Helicon's time from the schedule", () => {
    const json = upgradeConfigJson(scheduleOf(Number(UNSCHEDULED_ACTIVATION_TIME)));
    expect(Object.keys(json)).toEqual([
      'apricotPhase1Time', 'apricotPhase2Time', 'apricotPhase3Time', 'apricotPhase4Time', 'apricotPhase4MinPChainHeight', 'apricotPhase5Time',
      'apricotPhasePre6Time', 'apricotPhase6Time', 'apricotPhasePost6Time', 'banffTime', 'cortinaTime', 'cortinaXChainStopVertexID',
      'durangoTime', 'etnaTime', 'fortunaTime', 'graniteTime', 'graniteEpochDuration', 'heliconTime',
    ]);
    expect(json).toMatchObject({ apricotPhase1Time: '2020-12-05T05:00:00Z', graniteEpochDuration: 30_000_000_000, heliconTime: '9999-12-01T00:00:00Z' });
    expect(upgradeConfigJson(scheduleOf(undefined)).heliconTime).toBe('2020-12-05T05:00:00Z');
  });
});
