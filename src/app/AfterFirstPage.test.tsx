// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPage } from './AfterFirstPage';

/** Runs the tasks (timers) waiting now, not those they queue, with the promises they settle and the renders they cause. */
const nextTask = () => act(() => vi.runOnlyPendingTimersAsync());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AfterFirstPage', () => {
  it('default: the placeholder until the page has loaded and the browser is idle, then each part in a task of its own', async () => {
    render(
      <>
        <AfterFirstPage placeholder={<p>Waiting</p>}>
          <p>Alerts</p>
        </AfterFirstPage>
        <AfterFirstPage>
          <p>Fee sampler</p>
        </AfterFirstPage>
      </>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('Alerts')).not.toBeInTheDocument();

    // The page is loaded (jsdom's document is complete) and idle: the parts queue for their turns.
    await nextTask();
    expect(screen.queryByText('Alerts')).not.toBeInTheDocument();

    await nextTask();
    expect(screen.getByText('Alerts')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(screen.queryByText('Fee sampler')).not.toBeInTheDocument();

    await nextTask();
    expect(screen.getByText('Fee sampler')).toBeInTheDocument();
  });
});
