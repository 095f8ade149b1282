// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountColumn } from './staking-table';

interface Row {
  reward?: bigint;
}

const column = amountColumn<Row>('reward', () => 'Reward', (row) => row.reward, () => 'Paid at the end');

describe('amountColumn', () => {
  it('default: sorts and exports by the amount, aligned right', () => {
    expect(column).toMatchObject({ id: 'reward', header: 'Reward', hint: 'Paid at the end', align: 'right' });
    expect(column.sortKey!({ reward: 5n })).toBe(5n);
    expect(column.value!({ reward: 5n })).toBe(5n);
  });
  it('behavior: a missing amount shows a dash', () => {
    render(<>{column.cell({})}</>);
    expect(screen.getByText('–')).toBeInTheDocument();
  });
});
