/**
 * Every string users read about the watchlist and its alerts, in one place. Each is read when it is
 * shown (a getter or a function), so it is in the active locale.
 */
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { AlertCondition } from '../../lib/alert-rules';
import { formatAmount, formatInteger } from '../../lib/amount';
import { formatDuration } from '../../lib/format-time';
import { exactDecimal, formatPercent } from '../../lib/percent';
import { shorten } from '../../lib/shorten';
import type { AlertRuleField, WatchKind } from '../../lib/watchlist';

export const KIND_LABEL: Record<WatchKind, string> = {
  get validator() { return t`Validator`; },
  get delegation() { return t`Delegation`; },
  get l1Validator() { return t`L1 validator`; },
  get subnet() { return t`Subnet`; },
  get address() { return t`Address`; },
  get evmAddress() { return t`EVM address`; },
};

/** The star's accessible name: one sentence per kind, as languages do not lower-case a label alike. */
function starLabel(kind: WatchKind, id: string): string {
  switch (kind) {
    case 'validator':
      return t`Watch validator ${id}`;
    case 'delegation':
      return t`Watch delegation ${id}`;
    case 'l1Validator':
      return t`Watch L1 validator ${id}`;
    case 'subnet':
      return t`Watch subnet ${id}`;
    case 'address':
      return t`Watch address ${id}`;
    case 'evmAddress':
      return t`Watch EVM address ${id}`;
  }
}

/** A rule's threshold as typed (7, 1.5), with the locale's decimal sign. */
function threshold(value: number | undefined): string {
  const { units, scale } = exactDecimal(value ?? 0);
  return formatAmount(units, { decimals: scale, group: false, locale: i18n.locale });
}

export const WATCHLIST_TEXT = {
  /** Visible on the toggle; its pressed state says whether the item is watched. */
  get star() { return t`Watch`; },
  starLabel,
  get starColumn() { return t`Watch`; },
  get itemsCaption() { return t`Watched items`; },
  get itemColumn() { return t`Item`; },
  get stateColumn() { return t`Now`; },
  get rulesColumn() { return t`Alert rules`; },
  rulesLabel: (item: string) => t`Alert rules: ${item}`,
  get remove() { return t`Remove`; },
  removeLabel: (id: string) => t`Stop watching ${id}`,
  get notFound() { return t`not found on this node`; },
  get noLongerValidating() { return t`no longer a current validator`; },
  get delegationGone() { return t`no longer a current delegation`; },
  get stake() { return t`Stake`; },
  get ends() { return t`Ends`; },
  get left() { return t`left`; },
  get uptime() { return t`Uptime`; },
  get connected() { return t`connected`; },
  get disconnected() { return t`not connected`; },
  get amount() { return t`Amount`; },
  get balance() { return t`Balance`; },
  get runway() { return t`Runway`; },
  get active() { return t`Active`; },
  get deactivated() { return t`Deactivated`; },
  get validators() { return t`Validators`; },
  get kind() { return t`Kind`; },
  get rulesNone() { return t`No alert rule for this kind.`; },
  get rulesSave() { return t`Save rules`; },
  get rulesSaved() { return t`Saved.`; },
  get networkRulesTitle() { return t`Network alert`; },
  get gasRuleLabel() { return t`P-Chain gas price above this many times its minimum`; },
  get exportButton() { return t`Export JSON`; },
  get importLabel() { return t`Import JSON`; },
  get importHint() { return t`Entries are merged by item: nothing already watched is removed.`; },
  importReport: (added: number, updated: number) => {
    const shownAdded = formatInteger(added, i18n.locale);
    const shownUpdated = formatInteger(updated, i18n.locale);
    return t`Imported: ${shownAdded} added, ${shownUpdated} updated.`;
  },
  importRefused: (count: number) => plural(count, { one: '# entry was refused:', other: '# entries were refused:' }),
  refusedEntry: (index: number, reason: string) => {
    const number = formatInteger(index + 1, i18n.locale);
    return index < 0 ? reason : t`entry ${number}: ${reason}`;
  },
  get alertsTitle() { return t`Alerts`; },
  get alertsEmpty() { return t`No alert. Rules are checked every few seconds while a tab of the explorer is open.`; },
  get dismiss() { return t`Dismiss`; },
  dismissLabel: (title: string) => t`Dismiss: ${title}`,
  get resolved() { return t`no longer holds`; },
  get notified() { return t`browser notification shown`; },
  get notifyFailed() { return t`browser notification failed`; },
  indicatorUnit: (count: number) => plural(count, { one: 'alert', other: 'alerts' }),
  get notificationsEnable() { return t`Enable browser notifications`; },
  get notificationsGranted() { return t`Alerts are also shown as browser notifications.`; },
  get notificationsDenied() { return t`This browser blocks notifications from the explorer; allow them in the site settings to get them.`; },
  get notificationsUnsupported() { return t`This browser cannot show notifications; alerts show here only.`; },
  get notificationsDefault() { return t`Alerts show here. The explorer can also show them as browser notifications while a tab is open.`; },
};

export const RULE_LABEL: Record<AlertRuleField, string> = {
  get endingWithinDays() { return t`Ends within (days)`; },
  get uptimeBelowRequirement() { return t`Uptime below what its reward needs`; },
  get uptimeBelowPercent() { return t`Uptime below (%)`; },
  get disconnected() { return t`Node not connected`; },
  get exitsAtCycleEnd() { return t`Exits at the end of its cycle`; },
  get runwayBelowDays() { return t`Runway below (days)`; },
  get deactivated() { return t`Deactivated`; },
};

/** The short title and the sentence of an alert; prices are in `baseUnit` (the token's base unit, `nAVAX`). */
export function alertText(condition: AlertCondition, baseUnit: string): { title: string; body: string } {
  const { locale } = i18n;
  const what = condition.item ? `${KIND_LABEL[condition.item.kind]} ${shorten(condition.item.id)}` : 'P-Chain';
  const { facts } = condition;
  const days = threshold(facts.threshold);
  const uptime = formatPercent(facts.uptimePercent ?? 0, { locale });
  const least = formatPercent(facts.threshold ?? 0, { trimZeros: true, locale });
  const price = formatInteger(facts.price ?? 0n, locale);
  switch (condition.rule) {
    case 'ending': {
      const left = formatDuration(facts.secondsLeft ?? 0, locale);
      return { title: t`${what} ends soon`, body: t`It ends in ${left}, within the ${days} days of the rule.` };
    }
    case 'uptimeRequirement':
      return {
        title: t`${what}: uptime below what its reward needs`,
        body: t`Its uptime is ${uptime}, below the ${least} its reward needs: ended so, neither it nor its delegators are rewarded.`,
      };
    case 'uptime':
      return { title: t`${what}: low uptime`, body: t`Its uptime is ${uptime}, below ${least}.` };
    case 'disconnected':
      return { title: t`${what} is not connected`, body: t`The node answering no longer sees it connected.` };
    case 'exits': {
      const left = facts.secondsLeft === undefined ? undefined : formatDuration(facts.secondsLeft, locale);
      return {
        title: t`${what} will exit at the end of its cycle`,
        body:
          left === undefined
            ? t`Its next period is 0: when this cycle ends it stops validating and its stake comes back.`
            : t`Its next period is 0: in ${left} it stops validating and its stake comes back.`,
      };
    }
    case 'runway': {
      const runway = formatDuration(Number(facts.runwaySeconds ?? 0n), locale);
      return {
        title: t`${what}: runway below ${days} days`,
        body: t`Its balance pays the fee for ${runway} at today's price (${price} ${baseUnit}/s).`,
      };
    }
    case 'deactivated':
      return { title: t`${what} is deactivated`, body: t`Its balance is empty: it no longer validates until the balance is increased.` };
    case 'gasPrice': {
      const minPrice = formatInteger(facts.minPrice ?? 0n, locale);
      return {
        title: t`P-Chain gas price is high`,
        body: t`The gas price is ${price} ${baseUnit}/gas, more than ${days}× its minimum of ${minPrice}.`,
      };
    }
  }
}
