import { describe, expect, it } from 'vitest';
import { PROFILES, withValidators } from './profiles';

const expectedL1Validators = (profile: { l1s: number; l1Validators: readonly [number, number] }) => (profile.l1s * (profile.l1Validators[0] + profile.l1Validators[1])) / 2;

describe('withValidators', () => {
  it('default: delegators grow with the validators, subnets and L1s stay as many', () => {
    const grown = withValidators(PROFILES.mainnet, 10_000);
    expect(grown).toMatchObject({ validators: 10_000, delegators: 110_000, l1s: PROFILES.mainnet.l1s, permissionedSubnets: PROFILES.mainnet.permissionedSubnets });
  });

  it('behavior: L1 validators grow in proportion, but never past half the L1 validator fee target', () => {
    const doubled = withValidators(PROFILES.mainnet, 4_000);
    expect(doubled.l1Validators).toEqual([40, 640]);
    for (const validators of [10_000, 50_000]) expect(expectedL1Validators(withValidators(PROFILES.mainnet, validators))).toBeLessThanOrEqual(5_000);
  });
});
