import { describe, expect, it } from 'vitest';
import { blockedPort, firstBlocked } from './blocked-port';

describe('blockedPort', () => {
  it('names the ports of the Fetch standard’s bad-port list', () => {
    for (const port of [1, 7, 9, 22, 25, 6000, 6665, 6669, 6697, 10080]) expect(blockedPort(`http://127.0.0.1:${port}`)).toBe(port);
  });

  it('allows node ports, the ports next to blocked ones and URLs without a port', () => {
    for (const url of ['http://127.0.0.1:9650', 'http://127.0.0.1:2', 'http://127.0.0.1:6664', 'http://127.0.0.1:6670', 'https://node.example', 'http://127.0.0.1:80']) {
      expect(blockedPort(url)).toBeNull();
    }
  });

  it('is null for text that is not a URL', () => {
    expect(blockedPort('not a url')).toBeNull();
  });

  it('finds the first blocked URL of a list', () => {
    expect(firstBlocked(['http://a:9650', 'http://b:22', 'http://c:1'])).toEqual({ url: 'http://b:22', port: 22 });
    expect(firstBlocked(['http://a:9650'])).toBeNull();
  });
});
