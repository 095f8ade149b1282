import { describe, expect, it } from 'vitest';
import { blockTimeMs, formatBlockInterval, intervalMs, minBlockDelayMs } from './evm-block-time';

describe('minBlockDelayMs', () => {
  // The reference node's own pairs (vms/evm/acp226/acp226_test.go, readerTests).
  it.each([
    [0n, 1n],
    [726_820n, 2n],
    [200n, 1n],
    [4_828_872n, 100n],
    [6_516_490n, 500n],
    [7_243_307n, 1_000n],
    [7_970_124n, 2_000n],
    [8_930_925n, 5_000n],
    [9_657_742n, 10_000n],
    [11_536_538n, 60_000n],
    [13_224_156n, 300_000n],
    [45_789_502n, 9_223_368_741_047_657_702n],
  ])('default: excess %d is a minimum delay of %d ms', (excess, delay) => {
    expect(minBlockDelayMs(excess)).toBe(delay);
  });
});

describe('block times in ms', () => {
  it('default: a Granite header gives its own milliseconds, and the interval to its parent in ms', () => {
    const parent = { timestamp: 1_700_000_000n, timestampMilliseconds: 1_700_000_000_250n };
    const block = { timestamp: 1_700_000_001n, timestampMilliseconds: 1_700_000_001_080n };
    expect(blockTimeMs(block)).toBe(1_700_000_001_080n);
    expect(intervalMs(block, parent)).toBe(830n);
  });

  it('edge: a block before Granite has seconds only, and no interval in ms is made up for it', () => {
    const old = { timestamp: 1_600_000_000n };
    expect(blockTimeMs(old)).toBe(1_600_000_000_000n);
    expect(intervalMs({ timestamp: 1_600_000_002n, timestampMilliseconds: 1_600_000_002_100n }, old)).toBeUndefined();
  });
});

describe('formatBlockInterval', () => {
  it('default: a sub-second interval reads in ms, a longer one grouped', () => {
    expect(formatBlockInterval({ timestamp: 11n, timestampMilliseconds: 11_080n }, { timestamp: 10n, timestampMilliseconds: 10_250n })).toBe('830 ms');
    expect(formatBlockInterval({ timestamp: 12n, timestampMilliseconds: 12_500n }, { timestamp: 10n, timestampMilliseconds: 10_250n })).toBe('2,250 ms');
    expect(formatBlockInterval({ timestamp: 10n, timestampMilliseconds: 10_999n }, { timestamp: 10n, timestampMilliseconds: 10_998n })).toBe('1 ms');
  });

  it('edge: without milliseconds on both sides, seconds as before', () => {
    expect(formatBlockInterval({ timestamp: 12n }, { timestamp: 10n })).toBe('2 s');
    expect(formatBlockInterval({ timestamp: 12n, timestampMilliseconds: 12_100n }, { timestamp: 10n })).toBe('2 s');
  });
});
