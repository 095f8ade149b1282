import { describe, expect, it } from 'vitest';
import { activationSeconds, presetUpgrades } from './upgrades';

describe('activationSeconds', () => {
  it('default: a scheduled upgrade is its time in unix seconds', () => {
    expect(activationSeconds(new Date('2026-07-28T15:00:00Z'))).toBe(1_785_250_800n);
  });
  it("edge: left out, or the reference node's UnscheduledActivationTime (9999-12-01), is not scheduled", () => {
    expect(activationSeconds(undefined)).toBeUndefined();
    expect(activationSeconds(new Date('9999-12-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('presetUpgrades', () => {
  it("default: Fuji's Helicon is the reference node's (2026-07-28 15:00 UTC); mainnet's is not scheduled", () => {
    expect(activationSeconds(presetUpgrades(5)?.heliconTime)).toBe(1_785_250_800n);
    expect(presetUpgrades(1)?.graniteTime?.toISOString()).toBe('2025-11-19T16:00:00.000Z');
    expect(activationSeconds(presetUpgrades(1)?.heliconTime)).toBeUndefined();
  });
  it('edge: a network the reference node has no schedule for (local, custom) has none', () => {
    expect(presetUpgrades(12345)).toBeUndefined();
    expect(presetUpgrades(99)).toBeUndefined();
  });
});
