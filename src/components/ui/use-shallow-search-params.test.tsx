// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useShallowSearchParams } from './use-shallow-search-params';

let pageRenders = 0;

/** The rest of the page: it follows the location, as the app's layout and links do. */
function Page() {
  useLocation();
  useEffect(() => {
    pageRenders += 1;
  });
  return <Sorter />;
}

function Sorter() {
  const [search, setSearch] = useShallowSearchParams();
  return (
    <button type="button" onClick={() => setSearch((current) => new URLSearchParams({ ...Object.fromEntries(current), sort: 'stake' }))}>
      sort: {search.get('sort') ?? 'none'}
    </button>
  );
}

function renderAt(url: string) {
  window.history.replaceState({ idx: 0 }, '', url);
  const router = createMemoryRouter([{ path: '/local/validators', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useShallowSearchParams', () => {
  it('default: reads the search of the current location', () => {
    renderAt('/local/validators?sort=fee&rpc=http://127.0.0.1:9650');
    expect(screen.getByRole('button')).toHaveTextContent('sort: fee');
  });
  it('behavior: a change is written to the address bar, other parameters and the history state kept, without a router navigation', () => {
    const router = renderAt('/local/validators?rpc=http://127.0.0.1:9650');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('sort: stake');
    expect(window.location.search).toBe('?rpc=http%3A%2F%2F127.0.0.1%3A9650&sort=stake');
    expect(window.history.state).toEqual({ idx: 0 });
    expect(router.state.location.search).toBe('?rpc=http://127.0.0.1:9650');
  });
  it('behavior: a router navigation wins over what was written', async () => {
    const router = renderAt('/local/validators');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('sort: stake');
    await act(() => router.navigate('/local/validators?sort=uptime'));
    expect(screen.getByRole('button')).toHaveTextContent('sort: uptime');
    await act(() => router.navigate('/local/validators'));
    expect(screen.getByRole('button')).toHaveTextContent('sort: none');
  });
  it('behavior: a change renders the view that owns the parameters, not the page around it', () => {
    renderAt('/local/validators');
    pageRenders = 0;
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('sort: stake');
    expect(pageRenders).toBe(0);
  });
});
