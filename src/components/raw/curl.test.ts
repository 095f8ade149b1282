import { describe, expect, it } from 'vitest';
import { toCurl } from './curl';

describe('toCurl', () => {
  it('default', () => {
    expect(toCurl('http://127.0.0.1:9650/ext/bc/P', '{"a":1}')).toBe(
      `curl -s -X POST -H 'content-type: application/json' --data '{"a":1}' 'http://127.0.0.1:9650/ext/bc/P'`,
    );
  });
  it('behavior: escapes single quotes', () => {
    expect(toCurl('u', `{"m":"it's"}`)).toContain(`'{"m":"it'\\''s"}'`);
  });
});
