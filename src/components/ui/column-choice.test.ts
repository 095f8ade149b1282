import { describe, expect, it } from 'vitest';
import { defaultColumns, readShownColumns, toggleColumn, writeShownColumns } from './column-choice';

const IDS = ['node', 'stake', 'fee', 'start', 'bls'];
const TIERS = { stake: 'md', fee: 'xl', start: 'asked', bls: 'asked' } as const;

describe('defaultColumns', () => {
  it('shows more columns as the screen widens, and never the ones only asked for', () => {
    expect(defaultColumns(IDS, TIERS, 'base')).toEqual(['node']);
    expect(defaultColumns(IDS, TIERS, 'lg')).toEqual(['node', 'stake']);
    expect(defaultColumns(IDS, TIERS, 'xl')).toEqual(['node', 'stake', 'fee']);
  });
});

describe('readShownColumns', () => {
  const defaults = ['node', 'stake'];
  it('takes the width’s defaults when the URL has no choice', () => {
    expect(readShownColumns(new URLSearchParams(), 'cols', IDS, defaults)).toEqual(defaults);
  });
  it('takes the URL’s choice in the table’s order and drops unknown ids', () => {
    expect(readShownColumns(new URLSearchParams('cols=bls,node,gone'), 'cols', IDS, defaults)).toEqual(['node', 'bls']);
  });
  it('falls back to the defaults when the URL names no column of the table', () => {
    expect(readShownColumns(new URLSearchParams('cols=gone,'), 'cols', IDS, defaults)).toEqual(defaults);
  });
});

describe('writeShownColumns', () => {
  it('writes the choice and keeps the other parameters', () => {
    expect(writeShownColumns(new URLSearchParams('sort=fee'), 'cols', ['node', 'bls']).toString()).toBe('sort=fee&cols=node%2Cbls');
  });
  it('removes the choice to go back to the defaults', () => {
    expect(writeShownColumns(new URLSearchParams('cols=node&q=x'), 'cols', undefined).toString()).toBe('q=x');
  });
});

describe('toggleColumn', () => {
  it('adds a column at its place in the table', () => {
    expect(toggleColumn(IDS, ['node', 'bls'], 'fee')).toEqual(['node', 'fee', 'bls']);
  });
  it('takes a column away but never the last one', () => {
    expect(toggleColumn(IDS, ['node', 'bls'], 'bls')).toEqual(['node']);
    expect(toggleColumn(IDS, ['node'], 'node')).toEqual(['node']);
  });
});
