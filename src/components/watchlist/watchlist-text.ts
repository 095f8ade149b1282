/**
 * Every string users read about the watchlist and its alerts, in one place for translation.
 */
import type { AlertCondition } from '../../lib/alert-rules';
import { groupDigits } from '../../lib/amount';
import { formatDuration } from '../../lib/format-time';
import { formatPercent } from '../../lib/percent';
import { shorten } from '../../lib/shorten';
import type { AlertRuleField, WatchKind } from '../../lib/watchlist';

export const KIND_LABEL: Record<WatchKind, string> = {
  validator: 'Validator',
  delegation: 'Delegation',
  l1Validator: 'L1 validator',
  subnet: 'Subnet',
  address: 'Address',
  evmAddress: 'EVM address',
};

export const WATCHLIST_TEXT = {
  pageTitle: 'Watchlist',
  /** Visible on the toggle; its pressed state says whether the item is watched. */
  star: 'Watch',
  starLabel: (kind: WatchKind, id: string) => `Watch ${KIND_LABEL[kind].toLowerCase()} ${id}`,
  starColumn: 'Watch',
  itemsCaption: 'Watched items',
  itemColumn: 'Item',
  stateColumn: 'Now',
  rulesColumn: 'Alert rules',
  remove: 'Remove',
  removeLabel: (id: string) => `Stop watching ${id}`,
  emptyTitle: 'Nothing is watched yet',
  emptyBody:
    'Star a validator, a delegation (in the delegators of a validator), an L1 validator, a subnet or an address with the Watch button on its page. It then shows here with its live state and alert rules.',
  storageMemory: 'This browser does not let the explorer store data: the watchlist lasts only while this tab is open.',
  loading: 'Loading the watchlist',
  notFound: 'not found on this node',
  noLongerValidating: 'no longer a current validator',
  delegationGone: 'no longer a current delegation',
  stake: 'Stake',
  ends: 'Ends',
  left: 'left',
  uptime: 'Uptime',
  connected: 'connected',
  disconnected: 'not connected',
  amount: 'Amount',
  balance: 'Balance',
  runway: 'Runway',
  active: 'Active',
  deactivated: 'Deactivated',
  validators: 'Validators',
  kind: 'Kind',
  rulesNone: 'No alert rule for this kind.',
  rulesEdit: 'Edit rules',
  rulesSave: 'Save rules',
  rulesSaved: 'Saved.',
  networkRulesTitle: 'Network alert',
  gasRuleLabel: 'P-Chain gas price above this many times its minimum',
  ruleOn: 'On',
  exportTitle: 'Export and import',
  exportButton: 'Export JSON',
  importLabel: 'Import JSON',
  importHint: 'Entries are merged by item: nothing already watched is removed.',
  importReport: (added: number, updated: number) => `Imported: ${added} added, ${updated} updated.`,
  importRefused: (count: number) => `${count} ${count === 1 ? 'entry was' : 'entries were'} refused:`,
  refusedEntry: (index: number, reason: string) => (index < 0 ? reason : `entry ${index + 1}: ${reason}`),
  alertsTitle: 'Alerts',
  lastChecked: 'Rules last checked at',
  notCheckedYet: 'Rules are checked every few seconds while the explorer is open.',
  alertsEmpty: 'No alert. Rules are checked every few seconds while a tab of the explorer is open.',
  dismiss: 'Dismiss',
  dismissLabel: (title: string) => `Dismiss: ${title}`,
  resolved: 'no longer holds',
  notified: 'browser notification shown',
  notifyFailed: 'browser notification failed',
  indicatorUnit: (count: number) => (count === 1 ? 'alert' : 'alerts'),
  notificationsTitle: 'Browser notifications',
  notificationsEnable: 'Enable browser notifications',
  notificationsGranted: 'Alerts are also shown as browser notifications.',
  notificationsDenied: 'This browser blocks notifications from the explorer; allow them in the site settings to get them.',
  notificationsUnsupported: 'This browser cannot show notifications; alerts show here only.',
  notificationsDefault: 'Alerts show here. The explorer can also show them as browser notifications while a tab is open.',
} as const;

export const RULE_LABEL: Record<AlertRuleField, string> = {
  endingWithinDays: 'Ends within (days)',
  uptimeBelowRequirement: 'Uptime below what its reward needs',
  uptimeBelowPercent: 'Uptime below (%)',
  disconnected: 'Node not connected',
  exitsAtCycleEnd: 'Exits at the end of its cycle',
  runwayBelowDays: 'Runway below (days)',
  deactivated: 'Deactivated',
};

/** The short title and the sentence of an alert; prices are in `baseUnit` (the token's base unit, `nAVAX`). */
export function alertText(condition: AlertCondition, baseUnit: string): { title: string; body: string } {
  const what = condition.item ? `${KIND_LABEL[condition.item.kind]} ${shorten(condition.item.id)}` : 'P-Chain';
  const { facts } = condition;
  switch (condition.rule) {
    case 'ending':
      return {
        title: `${what} ends soon`,
        body: `It ends in ${formatDuration(facts.secondsLeft ?? 0)}, within the ${facts.threshold} days of the rule.`,
      };
    case 'uptimeRequirement':
      return {
        title: `${what}: uptime below what its reward needs`,
        body: `Its uptime is ${formatPercent(facts.uptimePercent ?? 0)}, below the ${formatPercent(facts.threshold ?? 0, { trimZeros: true })} its reward needs: ended so, neither it nor its delegators are rewarded.`,
      };
    case 'uptime':
      return { title: `${what}: low uptime`, body: `Its uptime is ${formatPercent(facts.uptimePercent ?? 0)}, below ${formatPercent(facts.threshold ?? 0, { trimZeros: true })}.` };
    case 'disconnected':
      return { title: `${what} is not connected`, body: 'The node answering no longer sees it connected.' };
    case 'exits':
      return {
        title: `${what} will exit at the end of its cycle`,
        body: `Its next period is 0: ${facts.secondsLeft === undefined ? 'when this cycle ends' : `in ${formatDuration(facts.secondsLeft)}`} it stops validating and its stake comes back.`,
      };
    case 'runway':
      return {
        title: `${what}: runway below ${facts.threshold} days`,
        body: `Its balance pays the fee for ${formatDuration(Number(facts.runwaySeconds ?? 0n))} at today's price (${groupDigits(facts.price ?? 0n)} ${baseUnit}/s).`,
      };
    case 'deactivated':
      return { title: `${what} is deactivated`, body: 'Its balance is empty: it no longer validates until the balance is increased.' };
    case 'gasPrice':
      return {
        title: 'P-Chain gas price is high',
        body: `The gas price is ${groupDigits(facts.price ?? 0n)} ${baseUnit}/gas, more than ${facts.threshold}× its minimum of ${groupDigits(facts.minPrice ?? 0n)}.`,
      };
  }
}
