/**
 * Every string users read about the network's upgrade schedule, in one place for translation. Each
 * is read when shown (a getter or a function), so it is in the active locale.
 */
import { t } from '@lingui/core/macro';
import type { BadgeTone } from '../ui/Badge';
import type { UpgradeState } from './upgrade-rows';

export const STATE_TEXT: Record<UpgradeState, [text: string, tone: BadgeTone]> = {
  get active(): [string, BadgeTone] { return [t`active`, 'success']; },
  get next(): [string, BadgeTone] { return [t`next`, 'info']; },
  get scheduled(): [string, BadgeTone] { return [t`scheduled`, 'neutral']; },
  get unscheduled(): [string, BadgeTone] { return [t`not scheduled`, 'neutral']; },
  get unknown(): [string, BadgeTone] { return [t`not known`, 'neutral']; },
};

export const UPGRADES_TEXT = {
  get title() { return t`Upgrades`; },
  get dashboardTitle() { return t`Network upgrades`; },
  get what() { return t`The upgrade schedule`; },
  get loading() { return t`Loading the upgrade schedule`; },
  get caption() { return t`Network upgrades`; },
  get active() { return t`Active`; },
  get noneActive() { return t`none of the recent ones`; },
  get next() { return t`Next`; },
  get noneNext() { return t`none scheduled`; },
  get schedule() { return t`Schedule`; },
  get activeUpgrades() { return t`active upgrades`; },
  get nextUpgrade() { return t`next upgrade`; },
  get nameHeader() { return t`Upgrade`; },
  get activationHeader() { return t`Activates`; },
  get stateHeader() { return t`At chain time`; },
  loadingValue: (what: string) => t`Loading ${what}`,
  /** Where a schedule comes from that is not the node's own answer. */
  preset: (reason: string | undefined) => {
    const shown = reason ?? t`no answer`;
    return t`The node did not give its schedule (${shown}): this is the one the reference node has for this network.`;
  },
};
