import { describe, expect, it } from 'vitest';
import { compareRules, ruleLabel } from './rules-diff';

const before = {
  ethRules: { IsLondon: true, IsPrague: false },
  chainRules: { IsDurango: true, IsHelicon: false },
  precompiles: ['feeManagerConfig', 'txAllowListConfig'],
};
const after = {
  ethRules: { IsLondon: true, IsPrague: true },
  chainRules: { IsDurango: true, IsHelicon: false },
  precompiles: ['feeManagerConfig'],
};

describe('compareRules', () => {
  it('default', () => {
    expect(compareRules(before)).toEqual([
      { group: 'eth', key: 'IsLondon', at: true, changed: false },
      { group: 'eth', key: 'IsPrague', at: false, changed: false },
      { group: 'chain', key: 'IsDurango', at: true, changed: false },
      { group: 'chain', key: 'IsHelicon', at: false, changed: false },
      { group: 'precompile', key: 'feeManagerConfig', at: true, changed: false },
      { group: 'precompile', key: 'txAllowListConfig', at: true, changed: false },
    ]);
  });

  it('args: a second time marks what changed', () => {
    const changed = compareRules(before, after).filter((row) => row.changed);
    expect(changed).toEqual([
      { group: 'eth', key: 'IsPrague', at: false, vs: true, changed: true },
      { group: 'precompile', key: 'txAllowListConfig', at: true, vs: false, changed: true },
    ]);
  });

  it('behavior: a flag only one side knows counts as off on the other', () => {
    const rows = compareRules({ ...before, chainRules: {} }, before);
    expect(rows.find((row) => row.key === 'IsDurango')).toEqual({ group: 'chain', key: 'IsDurango', at: false, vs: true, changed: true });
  });
});

describe('ruleLabel', () => {
  it('default', () => {
    expect(ruleLabel('IsSubnetEVM')).toBe('SubnetEVM');
    expect(ruleLabel('txAllowListConfig')).toBe('txAllowListConfig');
  });
});
