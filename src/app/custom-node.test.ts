import { describe, expect, it } from 'vitest';
import { parseRpcParam } from './custom-node';

describe('parseRpcParam', () => {
  it('default', () => {
    expect(parseRpcParam('http://127.0.0.1:9650/')).toEqual({ kind: 'valid', url: 'http://127.0.0.1:9650' });
  });
  it('args: absent or empty', () => {
    expect(parseRpcParam(null)).toEqual({ kind: 'none' });
    expect(parseRpcParam(' ')).toEqual({ kind: 'none' });
  });
  it('error: other schemes and non-URLs', () => {
    expect(parseRpcParam('javascript:alert(1)')).toMatchObject({ kind: 'invalid', reason: expect.stringMatching(/http and https/) });
    expect(parseRpcParam('ftp://x')).toMatchObject({ kind: 'invalid' });
    expect(parseRpcParam('not a url')).toMatchObject({ kind: 'invalid', reason: expect.stringMatching(/not a URL/) });
  });
});
