/**
 * Alert rules of the watchlist: which conditions hold for what was observed, and which of them
 * start a new episode (an alert fires once per episode, not on every check). Pure functions.
 */
import { runwaySeconds } from './staking';
import { watchKey, type NetworkRules, type WatchItem, type WatchKind } from './watchlist';

const SECONDS_PER_DAY = 86_400;
/** Multiples are compared in integers with this many fractional steps (two decimals). */
const MULTIPLE_SCALE = 100;

export type AlertRuleId = 'ending' | 'uptimeRequirement' | 'uptime' | 'disconnected' | 'exits' | 'runway' | 'deactivated' | 'gasPrice';

/** What a check saw of one item; `null` where the entity is no longer there. */
export type ObservedState =
  | {
      kind: 'validator';
      validator: {
        endTime?: bigint;
        uptime?: number;
        connected?: boolean;
        /** The uptime (percent) its reward needs, by when it started; undefined where not known. */
        uptimeRequirement?: number;
        /** An auto-renewed validator's next cycle (seconds); 0 when it exits at the end of this one. */
        nextPeriod?: bigint;
      } | null;
    }
  | { kind: 'delegation'; delegation: { endTime: bigint } | null }
  | { kind: 'l1Validator'; balance: bigint; price: bigint };

/** The facts an alert message is written from. */
export interface AlertFacts {
  secondsLeft?: number;
  uptimePercent?: number;
  runwaySeconds?: bigint;
  price?: bigint;
  minPrice?: bigint;
  /** The threshold the rule had when the condition began. */
  threshold?: number;
}

/** A condition that holds now. */
export interface AlertCondition {
  /** One per item and rule (or per network rule): the episode's identity. */
  key: string;
  rule: AlertRuleId;
  /** The item it is about; absent for a network rule. */
  item?: { kind: WatchKind; id: string; parent?: string };
  facts: AlertFacts;
}

/** A fired alert, kept until dismissed. */
export interface Alert {
  id: string;
  condition: AlertCondition;
  firedAt: number;
  /** The condition no longer holds (the episode is over). */
  resolved: boolean;
  /** Whether a browser notification was shown for it. */
  notified?: 'shown' | 'failed';
}

export interface AlertsState {
  /** Condition keys whose episode is ongoing (fired, and not yet seen to clear). */
  active: string[];
  alerts: Alert[];
}

export const EMPTY_ALERTS: AlertsState = { active: [], alerts: [] };

export const NETWORK_KEY = 'network';

const conditionKey = (scopeKey: string, rule: AlertRuleId): string => `${scopeKey}|${rule}`;

/** The conditions that hold for one item, given what was observed at chain time `nowSeconds`. */
export function evaluateItem(item: WatchItem, state: ObservedState, nowSeconds: bigint): AlertCondition[] {
  const key = watchKey(item);
  const ref = { kind: item.kind, id: item.id, ...(item.parent === undefined ? {} : { parent: item.parent }) };
  const conditions: AlertCondition[] = [];
  const add = (rule: AlertRuleId, facts: AlertFacts) => conditions.push({ key: conditionKey(key, rule), rule, item: ref, facts });
  const { rules } = item;
  const ending = (endTime: bigint | undefined) => {
    if (rules.endingWithinDays === undefined || endTime === undefined) return;
    const left = endTime - nowSeconds;
    if (left <= BigInt(Math.round(rules.endingWithinDays * SECONDS_PER_DAY))) {
      add('ending', { secondsLeft: Math.max(0, Number(left)), threshold: rules.endingWithinDays });
    }
  };
  switch (state.kind) {
    case 'validator': {
      const validator = state.validator;
      if (!validator) break;
      ending(validator.endTime);
      const { uptime, uptimeRequirement } = validator;
      if (rules.uptimeBelowRequirement && uptime !== undefined && uptimeRequirement !== undefined && uptime < uptimeRequirement) {
        add('uptimeRequirement', { uptimePercent: uptime, threshold: uptimeRequirement });
      }
      if (rules.uptimeBelowPercent !== undefined && validator.uptime !== undefined && validator.uptime < rules.uptimeBelowPercent) {
        add('uptime', { uptimePercent: validator.uptime, threshold: rules.uptimeBelowPercent });
      }
      if (rules.disconnected && validator.connected === false) add('disconnected', {});
      if (rules.exitsAtCycleEnd && validator.nextPeriod === 0n) {
        add('exits', validator.endTime === undefined ? {} : { secondsLeft: Math.max(0, Number(validator.endTime - nowSeconds)) });
      }
      break;
    }
    case 'delegation':
      if (state.delegation) ending(state.delegation.endTime);
      break;
    case 'l1Validator': {
      if (state.balance === 0n) {
        if (rules.deactivated) add('deactivated', {});
        break;
      }
      const seconds = runwaySeconds(state.balance, state.price);
      if (rules.runwayBelowDays === undefined || seconds === null) break;
      if (seconds < BigInt(Math.round(rules.runwayBelowDays * SECONDS_PER_DAY))) {
        add('runway', { runwaySeconds: seconds, price: state.price, threshold: rules.runwayBelowDays });
      }
      break;
    }
  }
  return conditions;
}

/** The network's conditions: the P-Chain gas price against its minimum. */
export function evaluateNetwork(rules: NetworkRules, gas: { price: bigint; minPrice: bigint }): AlertCondition[] {
  const multiple = rules.gasPriceAboveMultiple;
  if (multiple === undefined) return [];
  const limit = BigInt(Math.round(multiple * MULTIPLE_SCALE)) * gas.minPrice;
  if (gas.price * BigInt(MULTIPLE_SCALE) <= limit) return [];
  return [{ key: conditionKey(NETWORK_KEY, 'gasPrice'), rule: 'gasPrice', facts: { price: gas.price, minPrice: gas.minPrice, threshold: multiple } }];
}

export interface CheckOutcome {
  /** Every condition that holds among what was checked. */
  conditions: AlertCondition[];
  /** Item keys (and NETWORK_KEY) whose state was read; the others failed and keep their episodes. */
  checked: ReadonlySet<string>;
}

const scopeOfKey = (key: string): string => key.slice(0, key.lastIndexOf('|'));

/**
 * Applies a check: a condition not already in an episode fires a new alert; an episode whose item
 * was checked and whose condition no longer holds ends (its alert, if still listed, is marked
 * resolved). Episodes of items no longer watched are dropped with their alerts.
 */
export function applyCheck(state: AlertsState, outcome: CheckOutcome, watchedKeys: ReadonlySet<string>, now: number): { state: AlertsState; fired: Alert[] } {
  const holding = new Map(outcome.conditions.map((condition) => [condition.key, condition]));
  const watched = (key: string) => {
    const scope = scopeOfKey(key);
    return scope === NETWORK_KEY || watchedKeys.has(scope);
  };
  const active = new Set<string>();
  for (const key of state.active) {
    if (!watched(key)) continue;
    if (holding.has(key) || !outcome.checked.has(scopeOfKey(key))) active.add(key);
  }
  const fired: Alert[] = [];
  for (const condition of outcome.conditions) {
    if (active.has(condition.key)) continue;
    active.add(condition.key);
    fired.push({ id: `${condition.key}@${now}`, condition, firedAt: now, resolved: false });
  }
  const alerts = state.alerts
    .filter((alert) => watched(alert.condition.key))
    .map((alert) => (alert.resolved || active.has(alert.condition.key) ? alert : { ...alert, resolved: true }));
  const unchanged =
    fired.length === 0 &&
    active.size === state.active.length &&
    alerts.length === state.alerts.length &&
    alerts.every((alert, index) => alert === state.alerts[index]);
  // The same state object when nothing changed, so a quiet check costs no write.
  return { state: unchanged ? state : { active: [...active], alerts: [...fired, ...alerts] }, fired };
}

/** Removes an alert from the list; its episode goes on, so it does not fire again until it clears. */
export function dismissAlert(state: AlertsState, alertId: string): AlertsState {
  return { ...state, alerts: state.alerts.filter((alert) => alert.id !== alertId) };
}

export function markNotified(state: AlertsState, alertId: string, outcome: 'shown' | 'failed'): AlertsState {
  return { ...state, alerts: state.alerts.map((alert) => (alert.id === alertId ? { ...alert, notified: outcome } : alert)) };
}
