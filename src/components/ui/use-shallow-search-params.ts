import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The next search parameters, made from the current ones. */
export type SearchUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * Search parameters a view owns (a large table's sort and filters), written to the address bar
 * without a router navigation: a change re-renders the view that owns them, not the whole app and
 * every link in it. A navigation by the router (a link, back, forward) wins over what was written.
 *
 * Kept on React: the router's own `setSearchParams` is a navigation that the router runs as a
 * transition, so a filter field fed from it would show each keystroke late (and drop some when
 * typed fast), and every keystroke would re-render each location consumer (the frame's links).
 * Here the field's state changes at once and the table follows through `useDeferredValue`.
 */
export function useShallowSearchParams(): [URLSearchParams, (update: SearchUpdate) => void] {
  const location = useLocation();
  const [state, setState] = useState(() => ({ key: location.key, params: new URLSearchParams(location.search) }));
  let current = state;
  if (state.key !== location.key) {
    current = { key: location.key, params: new URLSearchParams(location.search) };
    setState(current);
  }
  useEffect(() => {
    const search = current.params.toString();
    if (search === window.location.search.slice(1)) return;
    const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
    // The router's own history state is kept, so back and forward still work through it.
    window.history.replaceState(window.history.state, '', url);
  }, [current.params]);
  const update = useCallback((next: SearchUpdate) => setState((previous) => ({ key: previous.key, params: next(previous.params) })), []);
  return [current.params, update];
}
