import { describe, expect, it } from 'vitest';
import { acrossNodesCheck } from './across-nodes';

const A = 'http://a:9650';
const B = 'http://b:9650';
const C = 'http://c:9650';

describe('acrossNodesCheck', () => {
  it('default: the hash every node gives is the one shown', () => {
    expect(acrossNodesCheck('block hash', '0xaa', [{ url: A, answer: '0xaa' }, { url: B, answer: '0xaa' }])).toEqual({
      name: 'Same block hash on every node',
      status: 'verified',
      reason: `the block hash shown is the one ${A}, ${B} give`,
    });
  });

  it('error: a node that gives another hash does not verify, naming it and both values', () => {
    const check = acrossNodesCheck('block ID', 'X', [{ url: A, answer: 'X' }, { url: B, answer: 'Y' }]);
    expect(check).toMatchObject({ status: 'fails', compared: [{ label: 'block ID shown', value: 'X' }, { label: `block ID from ${B}`, value: 'Y' }] });
    expect(check.reason).toContain(`${B} gives another`);
  });

  it('behavior: a node that gives no answer is named without failing the check; none answering is not checked', () => {
    const some = acrossNodesCheck('block ID', 'X', [{ url: A, answer: 'X' }, { url: B, answer: 'X' }, { url: C, error: 'timed out' }]);
    expect(some).toMatchObject({ status: 'verified', reason: `the block ID shown is the one ${A}, ${B} give; no answer from ${C}` });
    expect(acrossNodesCheck('block ID', 'X', [{ url: A, error: 'down' }, { url: B, error: 'down' }])).toMatchObject({ status: 'not-checked', reason: `no node answered; no answer from ${A}, ${B}` });
  });
});
