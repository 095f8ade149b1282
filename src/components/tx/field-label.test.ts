import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label';

describe('fieldLabel', () => {
  it('default', () => {
    expect(fieldLabel('subnetID')).toBe('Subnet');
  });
  it('behavior: splits unknown camelCase keys', () => {
    expect(fieldLabel('minStakeDuration')).toBe('Min stake duration');
    expect(fieldLabel('fooBarID')).toBe('Foo bar ID');
  });
});
