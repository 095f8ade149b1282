// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPage } from './AfterFirstPage';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AfterFirstPage', () => {
  it('default: the placeholder until the page has loaded and the browser is idle, then the parts', async () => {
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
    expect(screen.queryByText('Fee sampler')).not.toBeInTheDocument();

    // The page is loaded (jsdom's document is complete); the idle callback (a timer here) lets them in.
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByText('Alerts')).toBeInTheDocument();
    expect(screen.getByText('Fee sampler')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });
});
