import { describe, expect, it } from 'vitest';
import { changedFields, walkFeeConfigHistory, type FeeConfigAt } from './fee-config-history';

const GENESIS = { gasLimit: 8_000_000n, minBaseFee: 25_000_000_000n };
const SECOND = { gasLimit: 15_000_000n, minBaseFee: 33_000_000_000n };
const THIRD = { gasLimit: 15_000_000n, minBaseFee: 40_000_000_000n };

/** A chain whose config changed at blocks 20 and 90, answered as a node would. */
function chain(head: bigint) {
  const asked: (bigint | undefined)[] = [];
  const fetchAt = async (block: bigint | undefined): Promise<FeeConfigAt<typeof GENESIS>> => {
    asked.push(block);
    const at = block ?? head;
    if (at >= 90n) return { feeConfig: THIRD, lastChangedAt: 90n };
    if (at >= 20n) return { feeConfig: SECOND, lastChangedAt: 20n };
    return { feeConfig: GENESIS, lastChangedAt: 0n };
  };
  return { fetchAt, asked };
}

describe('walkFeeConfigHistory', () => {
  it('default', async () => {
    const { fetchAt, asked } = chain(120n);
    const history = await walkFeeConfigHistory(fetchAt);
    expect(asked).toEqual([undefined, 89n, 19n]);
    expect(history.truncated).toBe(false);
    expect(history.changes).toEqual([
      { block: 90n, config: THIRD, previous: SECOND, changedFields: ['minBaseFee'] },
      { block: 20n, config: SECOND, previous: GENESIS, changedFields: ['gasLimit', 'minBaseFee'] },
      { block: 0n, config: GENESIS, changedFields: [] },
    ]);
  });

  it('args: stops after maxSteps', async () => {
    const history = await walkFeeConfigHistory(chain(120n).fetchAt, 1);
    expect(history.truncated).toBe(true);
    expect(history.changes.map((change) => change.block)).toEqual([90n]);
  });

  it('behavior: a chain that never changed has only its genesis entry', async () => {
    const history = await walkFeeConfigHistory(async () => ({ feeConfig: GENESIS }));
    expect(history.changes).toEqual([{ block: 0n, config: GENESIS, changedFields: [] }]);
  });

  it('error: a node that does not move back stops the walk', async () => {
    const history = await walkFeeConfigHistory(async () => ({ feeConfig: GENESIS, lastChangedAt: 7n }));
    expect(history).toEqual({ changes: [{ block: 7n, config: GENESIS, previous: GENESIS, changedFields: [] }], truncated: true });
  });

  it('error: a failing call rejects', async () => {
    await expect(walkFeeConfigHistory(async () => Promise.reject(new Error('cannot query unfinalized data')))).rejects.toThrow('unfinalized');
  });
});

describe('changedFields', () => {
  it('default', () => {
    expect(changedFields(GENESIS, SECOND)).toEqual(['gasLimit', 'minBaseFee']);
    expect(changedFields(SECOND, SECOND)).toEqual([]);
  });
});
