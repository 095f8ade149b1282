import { describe, expect, it } from 'vitest';
import { flattenTrace, initiallyCollapsed, internalTransfers, revertOrigin, visibleRows, type TraceFrame } from './evm-trace';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const C = '0x00000000000000000000000000000000000000cc';
const REVERT_DATA = '0xdeadbeef';

function frame(type: string, from: string, to: string | undefined, extra: Partial<TraceFrame> = {}): TraceFrame {
  return { type, from, to, gas: 100_000n, gasUsed: 21_000n, input: '0x', calls: [], ...extra };
}

/** A → proxy B (delegate to C, which pays A and calls C), then a failed call that undoes a payment. */
const TREE = frame('CALL', A, B, {
  value: 3n,
  calls: [
    frame('DELEGATECALL', B, C, {
      calls: [frame('CALL', B, A, { value: 2n }), frame('STATICCALL', B, C)],
    }),
    frame('CALL', B, C, {
      value: 0n,
      error: 'execution reverted',
      output: REVERT_DATA,
      calls: [frame('CALL', C, A, { value: 1n })],
    }),
  ],
});

describe('flattenTrace', () => {
  it('default: pre-order rows with depth, subtree size and ids by position', () => {
    const rows = flattenTrace(TREE);
    expect(rows.map((row) => [row.id, row.depth, row.descendants, row.frame.type])).toEqual([
      ['0', 0, 5, 'CALL'],
      ['0.0', 1, 2, 'DELEGATECALL'],
      ['0.0.0', 2, 0, 'CALL'],
      ['0.0.1', 2, 0, 'STATICCALL'],
      ['0.1', 1, 1, 'CALL'],
      ['0.1.0', 2, 0, 'CALL'],
    ]);
    expect(rows.map((row) => row.undone)).toEqual([false, false, false, false, true, true]);
  });

  it('behavior: a 500-call tree and a 2,000-deep chain flatten without recursion', () => {
    const wide = frame('CALL', A, B, { calls: Array.from({ length: 500 }, () => frame('STATICCALL', B, C)) });
    expect(flattenTrace(wide)).toHaveLength(501);
    let deep = frame('CALL', B, C);
    for (let level = 0; level < 2000; level++) deep = frame('CALL', A, B, { calls: [deep] });
    const rows = flattenTrace(deep);
    expect(rows).toHaveLength(2001);
    expect(rows[0]!.descendants).toBe(2000);
    expect(rows[1000]!.descendants).toBe(1000);
  });
});

describe('visibleRows and initiallyCollapsed', () => {
  it('default: a collapsed row hides its whole subtree and nothing else', () => {
    const rows = flattenTrace(TREE);
    expect(visibleRows(rows, new Set(['0.0'])).map((row) => row.id)).toEqual(['0', '0.0', '0.1', '0.1.0']);
    expect(visibleRows(rows, new Set(['0'])).map((row) => row.id)).toEqual(['0']);
  });

  it('behavior: only a large tree starts folded, at the given depth', () => {
    const rows = flattenTrace(TREE);
    expect(initiallyCollapsed(rows, { depth: 1, largeTree: 10 })).toEqual(new Set());
    expect(initiallyCollapsed(rows, { depth: 1, largeTree: 3 })).toEqual(new Set(['0.0', '0.1']));
  });
});

describe('internalTransfers', () => {
  it('default: value moved by inner calls, marked when a failure undid it; the top call and zero values are left out', () => {
    expect(internalTransfers(flattenTrace(TREE))).toEqual([
      { id: '0.0.0', type: 'CALL', from: B, to: A, value: 2n, depth: 2, undone: false },
      { id: '0.1.0', type: 'CALL', from: C, to: A, value: 1n, depth: 2, undone: true },
    ]);
  });

  it('behavior: a self-destruct sends its balance (as in geth’s published trace)', async () => {
    const { result } = (await import('../../test/fixtures/call-tracer/selfdestruct.json')).default;
    const root: TraceFrame = {
      ...result,
      gas: BigInt(result.gas),
      gasUsed: BigInt(result.gasUsed),
      value: BigInt(result.value),
      calls: result.calls.map((call) => ({ ...call, gas: BigInt(call.gas), gasUsed: BigInt(call.gasUsed), value: BigInt(call.value), calls: [] })),
    };
    expect(internalTransfers(flattenTrace(root))).toEqual([
      { id: '0.0', type: 'SELFDESTRUCT', from: result.calls[0]!.from, to: '0x000000000000000000000000000000000000dead', value: 0x4d87094125a369d9bd5n, depth: 1, undone: false },
    ]);
  });
});

describe('revertOrigin', () => {
  it('default: the frame whose revert data was passed up unchanged', () => {
    const inner = frame('CALL', B, C, { error: 'execution reverted', output: REVERT_DATA });
    const root = frame('CALL', A, B, { error: 'execution reverted', output: REVERT_DATA, calls: [frame('STATICCALL', B, C), inner] });
    expect(revertOrigin(root)).toBe(inner);
  });

  it('behavior: a root that reverted with data of its own is the origin; a success has none', () => {
    const root = frame('CALL', A, B, { error: 'execution reverted', output: '0x01', calls: [frame('CALL', B, C, { error: 'execution reverted', output: REVERT_DATA })] });
    expect(revertOrigin(root)).toBe(root);
    expect(revertOrigin(TREE)).toBeNull();
  });
});
