// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADINGS } from '../lib/page-headings';
import { PageFallback } from './PageFallback';
import { PAGE_SKELETONS } from './page-skeletons';
import { PAGES } from './pages';

function renderFallbackAt(path: string, url: string) {
  const entry = PAGES.find((page) => page.path === path)!;
  const element = <PageFallback heading={entry.heading} skeleton={PAGE_SKELETONS[entry.path]} />;
  const router = createMemoryRouter([{ path: `/:net/${entry.path}`, element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('PageFallback', () => {
  it('default: the page’s own title stands while its code loads', () => {
    renderFallbackAt('validators', '/local/validators');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Primary Network validators');
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
  });

  it('behavior: the title follows the URL, as the page’s does', () => {
    renderFallbackAt('validators', '/local/validators?subnet=2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGE_HEADINGS.validators('2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r'));
    expect(PAGE_HEADINGS.validators('2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r')).toBe('Subnet validators');
  });

  it('default: a page whose title needs its data gets room only, no title', () => {
    renderFallbackAt('watchlist', '/local/watchlist');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
  });

  it('behavior: a tx page shows its ID with the frame, in the card the page then fills', () => {
    const txId = '2oJ6MGeHzUfDkMpsqJqNVVRENPpT3pBVbkCVJNiYfBaSkD3Ga9';
    renderFallbackAt('tx/:txId', `/local/tx/${txId}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGE_HEADINGS.transaction);
    expect(screen.getByText(txId)).toBeTruthy();
    expect(screen.getByLabelText('Loading transaction status')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading transaction' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();
  });
});
