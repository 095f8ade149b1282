import type { DevnetConfig } from './pchain';
import { UNSCHEDULED_ACTIVATION_TIME, type UpgradeSchedule } from '../upgrades';

/** Helicon unscheduled: the chain as it was before auto-renewed staking, which most tests describe. */
export const BEFORE_HELICON: UpgradeSchedule = { heliconTime: UNSCHEDULED_ACTIVATION_TIME };

/** A fixed config for tests: the same chain every run. */
export const TEST_CONFIG: DevnetConfig = {
  seed: 'test-seed',
  genesisTime: 1_767_225_600,
  blockIntervalSeconds: 2,
  profile: 'small',
  dialect: 'reference',
  networkId: 12345,
  hrp: 'local',
  heliconTime: Number(UNSCHEDULED_ACTIVATION_TIME),
};

/** JSON text of a handler answer (bigints marked so they compare exactly). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner));
}
