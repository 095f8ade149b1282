import { describe, expect, it } from 'vitest';
import { weiToGweiText } from './BaseFeeChart';

describe('weiToGweiText', () => {
  it('default', () => {
    expect(weiToGweiText(25_000_000_000n)).toBe('25');
    expect(weiToGweiText(44_636_744_339n)).toBe('44.636744339');
  });

  it('args: below one gwei', () => {
    expect(weiToGweiText(1n)).toBe('0.000000001');
  });
});
