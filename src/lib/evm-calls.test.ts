import { describe, expect, it } from 'vitest';
import { hexByteLength, selectorOf } from './evm-calls';

describe('selectorOf', () => {
  it('default: the first four bytes, lower case; none for shorter data', () => {
    expect(selectorOf('0xDEADBEEF00')).toBe('0xdeadbeef');
    expect(selectorOf('0x')).toBeNull();
    expect(selectorOf('0xdead')).toBeNull();
  });
});

describe('hexByteLength', () => {
  it('default', () => {
    expect(hexByteLength('0x')).toBe(0);
    expect(hexByteLength('0x6080604052')).toBe(5);
  });
});
