import { describe, expect, it } from 'vitest';
import { shorten } from './shorten';

describe('shorten', () => {
  it('default', () => {
    expect(shorten('2ZW6HUePBW49dP5sfPsQHP2kaPRUMNHDFJvMyzazCDmZxrM3Gv')).toBe('2ZW6HU…xrM3Gv');
  });
  it('behavior: keeps known prefixes', () => {
    expect(shorten('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg')).toBe('NodeID-7Xhw2m…bSt3Lg');
    expect(shorten('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u')).toBe('P-local18jma8p…00z96u');
    expect(shorten('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC')).toBe('0x8db97C…BF52FC');
  });
  it('args: short text and keep', () => {
    expect(shorten('abc')).toBe('abc');
    expect(shorten('abcdefghij', 2)).toBe('ab…ij');
  });
});
