import { describe, expect, it } from 'vitest';
import { applyCheck, dismissAlert, EMPTY_ALERTS, evaluateItem, evaluateNetwork, NETWORK_KEY, type AlertCondition, type AlertsState } from './alert-rules';
import { newWatchItem, watchKey, type WatchItem } from './watchlist';

const NODE = 'NodeID-7deoFLnuF2GcAhyKYxtfEXW6UALJFnyYm';
const TX = '2mbCvS39UZaUD54dzKWNtWT9Hxk24TvMsHBbt5jYPzaPB7odDd';
const VALIDATION = 'SRSn3aZHKq9mhNXy8bwxRrFmkrnNFuhD1nDfZMVyqV975hT6V';
const DAY = 86_400n;
const NOW = 1_800_000_000n;

const validator = newWatchItem('validator', NODE, undefined, 0);
const delegation = newWatchItem('delegation', TX, NODE, 0);
const l1 = newWatchItem('l1Validator', VALIDATION, undefined, 0);
const rules = (conditions: AlertCondition[]) => conditions.map((condition) => condition.rule);

describe('evaluateItem', () => {
  it('behavior: a validation ending within the window alerts, one ending later does not', () => {
    expect(rules(evaluateItem(validator, { kind: 'validator', validator: { endTime: NOW + 6n * DAY } }, NOW))).toEqual(['ending']);
    expect(rules(evaluateItem(validator, { kind: 'validator', validator: { endTime: NOW + 8n * DAY } }, NOW))).toEqual([]);
    const custom: WatchItem = { ...validator, rules: { endingWithinDays: 0.5 } };
    const [condition] = evaluateItem(custom, { kind: 'validator', validator: { endTime: NOW + 3600n } }, NOW);
    expect(condition!.facts).toEqual({ secondsLeft: 3600, threshold: 0.5 });
  });

  it('behavior: uptime below a chosen threshold and a disconnected node alert', () => {
    const custom: WatchItem = { ...validator, rules: { uptimeBelowPercent: 80, disconnected: true } };
    const state = { kind: 'validator' as const, validator: { endTime: NOW + 30n * DAY, uptime: 79.5, connected: false } };
    expect(rules(evaluateItem(custom, state, NOW))).toEqual(['uptime', 'disconnected']);
    expect(rules(evaluateItem(custom, { ...state, validator: { ...state.validator, uptime: 80, connected: true } }, NOW))).toEqual([]);
    expect(rules(evaluateItem({ ...validator, rules: {} }, state, NOW))).toEqual([]);
  });

  it("default: uptime below the requirement in force for the validator alerts (90 % after Helicon, 80 % before), with that requirement", () => {
    const state = (uptime: number, uptimeRequirement: number | undefined) => ({ kind: 'validator' as const, validator: { endTime: NOW + 30n * DAY, uptime, uptimeRequirement } });
    const [after] = evaluateItem(validator, state(85, 90), NOW);
    expect(after).toMatchObject({ rule: 'uptimeRequirement', facts: { uptimePercent: 85, threshold: 90 } });
    expect(evaluateItem(validator, state(85, 80), NOW)).toEqual([]);
    expect(evaluateItem(validator, state(90, 90), NOW)).toEqual([]);
    expect(evaluateItem(validator, state(10, undefined), NOW)).toEqual([]);
  });

  it('default: an auto-renewed validator whose next period is 0 alerts that it exits at the end of its cycle; one that renews does not', () => {
    const state = (nextPeriod: bigint | undefined) => ({ kind: 'validator' as const, validator: { endTime: NOW + 30n * DAY, nextPeriod } });
    const [exits] = evaluateItem(validator, state(0n), NOW);
    expect(exits).toMatchObject({ rule: 'exits', facts: { secondsLeft: 30 * 86_400 } });
    expect(evaluateItem(validator, state(14n * DAY), NOW)).toEqual([]);
    expect(evaluateItem(validator, state(undefined), NOW)).toEqual([]);
    expect(evaluateItem({ ...validator, rules: { exitsAtCycleEnd: false } }, state(0n), NOW)).toEqual([]);
  });

  it('behavior: a delegation ending soon alerts; a validator or delegation no longer there does not', () => {
    expect(rules(evaluateItem(delegation, { kind: 'delegation', delegation: { endTime: NOW + DAY } }, NOW))).toEqual(['ending']);
    expect(evaluateItem(delegation, { kind: 'delegation', delegation: null }, NOW)).toEqual([]);
    expect(evaluateItem(validator, { kind: 'validator', validator: null }, NOW)).toEqual([]);
  });

  it('behavior: an L1 validator alerts on a short runway, and on deactivation instead of runway', () => {
    const short = evaluateItem(l1, { kind: 'l1Validator', balance: 6n * DAY * 2n, price: 2n }, NOW);
    expect(rules(short)).toEqual(['runway']);
    expect(short[0]!.facts.runwaySeconds).toBe(6n * DAY);
    expect(rules(evaluateItem(l1, { kind: 'l1Validator', balance: 8n * DAY * 2n, price: 2n }, NOW))).toEqual([]);
    expect(rules(evaluateItem(l1, { kind: 'l1Validator', balance: 0n, price: 2n }, NOW))).toEqual(['deactivated']);
    expect(rules(evaluateItem(l1, { kind: 'l1Validator', balance: 5n, price: 0n }, NOW))).toEqual([]);
  });

  it('behavior: the gas price alerts above the multiple of its minimum', () => {
    expect(rules(evaluateNetwork({ gasPriceAboveMultiple: 2.5 }, { price: 26n, minPrice: 10n }))).toEqual(['gasPrice']);
    expect(evaluateNetwork({ gasPriceAboveMultiple: 2.5 }, { price: 25n, minPrice: 10n })).toEqual([]);
    expect(evaluateNetwork({}, { price: 1_000n, minPrice: 1n })).toEqual([]);
  });
});

describe('applyCheck', () => {
  const watched = new Set([watchKey(validator), watchKey(l1)]);
  const down = evaluateItem(validator, { kind: 'validator', validator: { connected: false } }, NOW);
  const check = (state: AlertsState, conditions: AlertCondition[], checked = [watchKey(validator), NETWORK_KEY], now = 1) =>
    applyCheck(state, { conditions, checked: new Set(checked) }, watched, now);

  it('behavior: an alert fires once per episode, again only after the condition cleared', () => {
    const first = check(EMPTY_ALERTS, down);
    expect(first.fired).toHaveLength(1);
    const second = check(first.state, down, undefined, 2);
    expect(second.fired).toEqual([]);
    expect(second.state.alerts).toHaveLength(1);
    const cleared = check(second.state, [], undefined, 3);
    expect(cleared.state.active).toEqual([]);
    expect(cleared.state.alerts[0]!.resolved).toBe(true);
    const again = check(cleared.state, down, undefined, 4);
    expect(again.fired).toHaveLength(1);
    expect(again.state.alerts).toHaveLength(2);
  });

  it('behavior: a check that changes nothing returns the same state', () => {
    const first = check(EMPTY_ALERTS, down);
    expect(check(first.state, down, undefined, 2).state).toBe(first.state);
    expect(check(EMPTY_ALERTS, []).state).toBe(EMPTY_ALERTS);
  });

  it('behavior: a dismissed alert stays quiet while its episode goes on', () => {
    const first = check(EMPTY_ALERTS, down);
    const dismissed = dismissAlert(first.state, first.fired[0]!.id);
    expect(dismissed.alerts).toEqual([]);
    expect(check(dismissed, down, undefined, 2).fired).toEqual([]);
  });

  it('behavior: an item whose read failed keeps its episode; an unwatched item loses it', () => {
    const first = check(EMPTY_ALERTS, down);
    const failed = check(first.state, [], [NETWORK_KEY], 2);
    expect(failed.state.active).toEqual(first.state.active);
    const unwatched = applyCheck(first.state, { conditions: [], checked: new Set() }, new Set(), 3);
    expect(unwatched.state).toEqual({ active: [], alerts: [] });
  });
});
