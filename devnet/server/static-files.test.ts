import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './static-files';

describe('acceptedEncodings', () => {
  it('default: the codings a browser lists, in lower case', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('GZIP;q=0.8')]).toEqual(['gzip']);
  });

  it('error: nothing asked, or a coding refused with q=0, is not taken', () => {
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0').size).toBe(0);
  });
});
