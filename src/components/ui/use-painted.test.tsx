// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

function Probe() {
  return <p>{usePainted() ? 'painted' : 'first render'}</p>;
}

/** Runs the next animation frame, and the renders it causes. */
const nextFrame = () => act(() => vi.advanceTimersToNextFrame());
/** Runs the tasks already due (zero-delay timers), not the next frame. */
const dueTasks = () => act(() => vi.advanceTimersByTime(1));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePainted', () => {
  it('default: true only once the frame after the first render has begun, then a task', () => {
    render(<Probe />);
    expect(screen.getByText('first render')).toBeTruthy();
    nextFrame();
    dueTasks();
    expect(screen.getByText('first render')).toBeTruthy();
    nextFrame();
    dueTasks();
    expect(screen.getByText('painted')).toBeTruthy();
  });

  it('behavior: unmounted before then, it schedules nothing more', () => {
    const { unmount } = render(<Probe />);
    nextFrame();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
