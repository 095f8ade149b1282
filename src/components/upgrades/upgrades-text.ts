/**
 * Every string users read about the network's upgrade schedule, in one place for translation.
 */
import type { BadgeTone } from '../ui/Badge';
import type { UpgradeState } from './upgrade-rows';

export const STATE_TEXT: Record<UpgradeState, [text: string, tone: BadgeTone]> = {
  active: ['active', 'success'],
  next: ['next', 'info'],
  scheduled: ['scheduled', 'neutral'],
  unscheduled: ['not scheduled', 'neutral'],
  unknown: ['not known', 'neutral'],
};

export const UPGRADES_TEXT = {
  title: 'Upgrades',
  dashboardTitle: 'Network upgrades',
  what: 'The upgrade schedule',
  loading: 'Loading the upgrade schedule',
  caption: 'Network upgrades',
  active: 'Active',
  noneActive: 'none of the recent ones',
  next: 'Next',
  noneNext: 'none scheduled',
  schedule: 'Schedule',
  /** Where a schedule comes from that is not the node's own answer. */
  preset: (reason: string | undefined) => `The node did not give its schedule (${reason ?? 'no answer'}): this is the one the reference node has for this network.`,
} as const;
