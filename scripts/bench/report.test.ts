import { failed, figure, markdownTable, notRun, summary, textTable } from './report';

describe('figure', () => {
  it('default', () => {
    expect(figure('first rows', [420, 380, 900], { unit: 'ms', budget: { at: 'most', limit: 800 } })).toEqual({
      figure: 'first rows',
      value: '420 ms',
      spread: '380–900 ms',
      budget: '≤ 800 ms',
      mark: 'met',
      note: 'median of 3 runs',
    });
  });

  it('behavior: a figure past its budget is marked MISSED', () => {
    expect(figure('throughput', [4000], { unit: 'req/s', budget: { at: 'least', limit: 5000 } }).mark).toBe('MISSED');
    expect(figure('score', [99], { unit: '', budget: { at: 'exactly', limit: 100 } }).mark).toBe('MISSED');
    expect(figure('repeats', [0], { unit: '', budget: { at: 'exactly', limit: 0 } }).mark).toBe('met');
  });

  it('behavior: one run has no spread; no budget is report only', () => {
    const row = figure('heap', [12.345], { unit: 'MB', digits: 1, note: 'after GC' });
    expect(row).toMatchObject({ value: '12.3 MB', spread: '', budget: '', mark: 'report only', note: 'after GC' });
  });
});

describe('tables', () => {
  const rows = [figure('a | b', [1, 3], { unit: 'ms' }), notRun('lighthouse', 'offline'), failed('page', new Error('timed out\nstack'))];

  it('default', () => {
    const lines = textTable(rows).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]!.indexOf('Median')).toBe(lines[2]!.indexOf('2 ms'));
    expect(lines[4]).toContain('FAILED');
    expect(lines[4]).toContain('timed out');
    expect(lines[4]).not.toContain('stack');
  });

  it('behavior: markdown escapes pipes inside cells', () => {
    const lines = markdownTable(rows).split('\n');
    expect(lines[1]).toBe('| --- | --- | --- | --- | --- | --- |');
    expect(lines[2]).toBe('| a \\| b | 2 ms | 1–3 ms |  | report only | median of 2 runs |');
    expect(lines[3]).toContain('| not run | offline |');
  });
});

describe('summary', () => {
  it('default', () => {
    const budget = { at: 'most', limit: 10 } as const;
    const rows = [figure('a', [5], { unit: 'ms', budget }), figure('b', [50], { unit: 'ms', budget }), figure('c', [1], { unit: 'ms', budget }), notRun('d', 'offline')];
    expect(summary(rows)).toBe('2 met, 1 MISSED, 1 not run');
  });
});
