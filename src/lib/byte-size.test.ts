import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size';

describe('formatByteSize', () => {
  it('default', () => {
    expect(formatByteSize(0)).toBe('0 B');
    expect(formatByteSize(1023)).toBe('1023 B');
    expect(formatByteSize(1536)).toBe('1.5 KB');
    expect(formatByteSize(20 * 1024 * 1024)).toBe('20.0 MB');
    expect(formatByteSize(3 * 1024 ** 4)).toBe('3072.0 GB');
  });
});
