import { describe, expect, it } from 'vitest';
import { acrossNodesCheck } from './across-nodes';

const A = 'http://a:9650';
const B = 'http://b:9650';
const C = 'http://c:9650';

describe('acrossNodesCheck', () => {
  it('default: the hash every node gives is the one shown', () => {
    expect(acrossNodesCheck('blockHash', '0xaa', [{ url: A, answer: '0xaa' }, { url: B, answer: '0xaa' }])).toEqual({
      name: { code: 'acrossNodes', what: 'blockHash' },
      status: 'verified',
      reason: { kind: 'across-agrees', what: 'blockHash', answered: [A, B], silent: [] },
    });
  });

  it('error: a node that gives another hash does not verify, naming it and both values', () => {
    const check = acrossNodesCheck('blockId', 'X', [{ url: A, answer: 'X' }, { url: B, answer: 'Y' }]);
    expect(check).toEqual({
      name: { code: 'acrossNodes', what: 'blockId' },
      status: 'fails',
      compared: [
        { label: { code: 'acrossShown', what: 'blockId' }, value: 'X' },
        { label: { code: 'acrossFrom', what: 'blockId', url: B }, value: 'Y' },
      ],
      reason: { kind: 'across-differs', what: 'blockId', nodes: 2, other: B },
    });
  });

  it('error: a node without the block gives no hash, which does not verify', () => {
    const check = acrossNodesCheck('blockHash', '0xaa', [{ url: A, answer: '0xaa' }, { url: B, answer: '' }]);
    expect(check).toMatchObject({ status: 'fails', compared: [{ value: '0xaa' }, { value: { kind: 'no-block' } }], reason: { kind: 'across-differs', other: B } });
  });

  it('behavior: a node that gives no answer is named without failing the check; none answering is not checked', () => {
    const some = acrossNodesCheck('blockId', 'X', [{ url: A, answer: 'X' }, { url: B, answer: 'X' }, { url: C, error: 'timed out' }]);
    expect(some).toMatchObject({ status: 'verified', reason: { kind: 'across-agrees', what: 'blockId', answered: [A, B], silent: [C] } });
    expect(acrossNodesCheck('blockId', 'X', [{ url: A, error: 'down' }, { url: B, error: 'down' }])).toMatchObject({ status: 'not-checked', reason: { kind: 'none-answered', silent: [A, B] } });
  });
});
