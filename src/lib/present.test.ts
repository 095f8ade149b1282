import { describe, expect, it } from 'vitest';
import { present } from './present';

describe('present', () => {
  it('returns a value that is there, falsy ones included', () => {
    expect(present(0, 'The count')).toBe(0);
    expect(present('', 'The name')).toBe('');
  });

  it('throws, naming the value, for undefined and null', () => {
    expect(() => present(undefined, 'Block 12')).toThrow('Block 12 is missing');
    expect(() => present(null, 'The root')).toThrow('The root is missing');
  });
});
