import { describe, expect, it } from 'vitest';
import { PRIMARY_NETWORK_ID } from './id-constants';
import { countSubnets, subnetCountText } from './subnet-count';

describe('countSubnets', () => {
  it('default: the Primary Network getSubnets lists is not counted', () => {
    const subnets = [...Array.from({ length: 16 }, (_, i) => ({ id: `subnet-${i}` })), { id: PRIMARY_NETWORK_ID }];
    expect(countSubnets(subnets)).toBe(16);
  });
  it('args: a list without the Primary Network counts every entry', () => {
    expect(countSubnets([{ id: 'a' }, { id: 'b' }])).toBe(2);
  });
});

describe('subnetCountText', () => {
  it('default: says the Primary Network is apart', () => {
    expect(subnetCountText(16)).toBe('16 subnets (+ Primary Network)');
  });
  it('args: one subnet, and thousands grouped', () => {
    expect(subnetCountText(1)).toBe('1 subnet (+ Primary Network)');
    expect(subnetCountText(1234)).toBe('1,234 subnets (+ Primary Network)');
  });
});
