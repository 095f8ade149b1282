import { describe, expect, it } from 'vitest';
import { configRows } from './config-rows';

describe('configRows', () => {
  it('default', () => {
    expect(configRows({ minPrice: 1n, target: 10_000n }, { target: 'aimed for', minPrice: 'lowest' })).toEqual([
      { field: 'target', value: '10,000', meaning: 'aimed for' },
      { field: 'minPrice', value: '1', meaning: 'lowest' },
    ]);
  });

  it('args: a list value is shown in brackets', () => {
    expect(configRows({ weights: [1n, 1000n] }, { weights: 'per resource' })).toEqual([{ field: 'weights', value: '[1, 1,000]', meaning: 'per resource' }]);
  });

  it('behavior: fields the text does not explain are left out', () => {
    const config = { capacity: 2n, targetPerSecond: 3n };
    expect(configRows(config, { capacity: 'most' }).map((row) => row.field)).toEqual(['capacity']);
  });
});
