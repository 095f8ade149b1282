// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chosenNetworkPath, loadSavedNode, parseRpcParam, saveNode } from './custom-node';

describe('parseRpcParam', () => {
  it('default', () => {
    expect(parseRpcParam('http://127.0.0.1:9650/')).toEqual({ kind: 'valid', url: 'http://127.0.0.1:9650' });
  });
  it('args: several nodes of one network, comma-separated', () => {
    expect(parseRpcParam('http://127.0.0.1:9650/,http://127.0.0.1:9660')).toEqual({ kind: 'valid', url: 'http://127.0.0.1:9650,http://127.0.0.1:9660' });
    expect(parseRpcParam('http://127.0.0.1:9650,javascript:alert(1)')).toMatchObject({ kind: 'invalid', error: expect.objectContaining({ problem: { code: 'scheme', protocol: 'javascript:' }, message: 'only http and https node URLs are allowed, got javascript:' }) });
  });
  it('args: absent or empty', () => {
    expect(parseRpcParam(null)).toEqual({ kind: 'none' });
    expect(parseRpcParam(' ')).toEqual({ kind: 'none' });
  });
  it('error: other schemes and non-URLs', () => {
    expect(parseRpcParam('javascript:alert(1)')).toMatchObject({ kind: 'invalid', error: expect.objectContaining({ problem: { code: 'scheme', protocol: 'javascript:' }, message: 'only http and https node URLs are allowed, got javascript:' }) });
    expect(parseRpcParam('ftp://x')).toMatchObject({ kind: 'invalid' });
    expect(parseRpcParam('not a url')).toMatchObject({ kind: 'invalid', error: expect.objectContaining({ problem: { code: 'not-a-url', input: 'not' }, message: 'not a URL: "not"' }) });
  });
});

describe('saved nodes', () => {
  afterEach(() => localStorage.clear());

  it('behavior: each network keeps its own saved node, which choosing the network applies', () => {
    saveNode('local', 'http://127.0.0.1:9660');
    expect(loadSavedNode('local')).toBe('http://127.0.0.1:9660');
    expect(loadSavedNode('fuji')).toBeNull();
    expect(chosenNetworkPath('local')).toBe('/local?rpc=http%3A%2F%2F127.0.0.1%3A9660');
    expect(chosenNetworkPath('fuji')).toBe('/fuji');
    saveNode('local', null);
    expect(chosenNetworkPath('local')).toBe('/local');
  });

  it('error: a stored value that is not an http(s) URL is ignored', () => {
    localStorage.setItem('explorer.customNode.local', 'javascript:alert(1)');
    expect(loadSavedNode('local')).toBeNull();
    expect(chosenNetworkPath('local')).toBe('/local');
  });
});
