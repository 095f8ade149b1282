// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport';

/** An IntersectionObserver whose targets come within reach only when the test says so. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function renderSection() {
  render(
    <NearViewport placeholder={<p role="status">Loading the section</p>}>
      <p>The section</p>
    </NearViewport>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('NearViewport', () => {
  it('default: the placeholder until the section comes near the viewport, then the section', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the section');
    expect(screen.queryByText('The section')).not.toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer!.options?.rootMargin).toMatch(/px$/);

    observer!.report(false);
    expect(screen.queryByText('The section')).not.toBeInTheDocument();
    observer!.report(true);
    expect(screen.getByText('The section')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('behavior: without IntersectionObserver the section renders at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection();
    expect(screen.getByText('The section')).toBeInTheDocument();
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
