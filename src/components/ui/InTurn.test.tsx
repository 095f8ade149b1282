// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InTurn } from './InTurn';

/** Runs the next waiting task (a timer), and the renders it causes. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('InTurn', () => {
  it('default: each section renders in a task of its own, in page order, after the page around them', () => {
    render(
      <div>
        <h1>Page</h1>
        <InTurn>
          <p>First</p>
        </InTurn>
        <InTurn>
          <p>Second</p>
        </InTurn>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    nextTask();
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    nextTask();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('behavior: a section that leaves before its turn does not hold up the next one', () => {
    const { rerender } = render(
      <div>
        <InTurn>
          <p>Gone</p>
        </InTurn>
        <InTurn>
          <p>Kept</p>
        </InTurn>
      </div>,
    );
    rerender(
      <div>
        {null}
        <InTurn>
          <p>Kept</p>
        </InTurn>
      </div>,
    );
    nextTask();
    expect(screen.getByText('Kept')).toBeInTheDocument();
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });
});
