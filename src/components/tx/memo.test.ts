import { describe, expect, it } from 'vitest';
import { hexByteLength, memoText } from './memo';

describe('memoText', () => {
  it('default', () => {
    expect(memoText('0x68656c6c6f')).toBe('hello');
  });
  it('behavior: empty and binary memos have no text', () => {
    expect(memoText('0x')).toBeNull();
    expect(memoText('0x00ff')).toBeNull();
    expect(memoText('nothex')).toBeNull();
  });
});

describe('hexByteLength', () => {
  it('default', () => {
    expect(hexByteLength('0x0011')).toBe(2);
    expect(hexByteLength('0x')).toBe(0);
  });
});
