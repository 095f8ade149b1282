import { describe, expect, it } from 'vitest';
import { boundText, MAX_SHOWN_CHARS } from './bounded-text';

describe('boundText', () => {
  it('default: short text is shown whole', () => {
    expect(boundText('hello')).toEqual({ shown: 'hello', omitted: 0 });
    expect(boundText('x'.repeat(MAX_SHOWN_CHARS)).omitted).toBe(0);
  });
  it('behavior: long text is cut and what was left out is counted', () => {
    expect(boundText('abcdef', 4)).toEqual({ shown: 'abcd', omitted: 2 });
    expect(boundText('y'.repeat(10_000_000)).shown).toHaveLength(MAX_SHOWN_CHARS);
  });
});
