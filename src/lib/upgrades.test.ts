import { describe, expect, it } from 'vitest';
import { activationSeconds } from './upgrades';

describe('activationSeconds', () => {
  it('default: a scheduled upgrade is its time in unix seconds', () => {
    expect(activationSeconds(new Date('2026-07-28T15:00:00Z'))).toBe(1_785_250_800n);
  });
  it("edge: left out, or the reference node's UnscheduledActivationTime (9999-12-01), is not scheduled", () => {
    expect(activationSeconds(undefined)).toBeUndefined();
    expect(activationSeconds(new Date('9999-12-01T00:00:00Z'))).toBeUndefined();
  });
});
