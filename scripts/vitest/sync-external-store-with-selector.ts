/**
 * `useSyncExternalStoreWithSelector` (of the `use-sync-external-store` package) as an ES module,
 * for the unit tests only. That package ships CommonJS alone, so under Node its `require('react')`
 * would load React itself beside the Preact the tests render with; as an ES module its `react`
 * import meets the test config's aliases. The built app bundles the package itself, aliased.
 */
/* eslint-disable react-hooks/refs, react-hooks/immutability -- as in the package, the memo of the last selection lives outside React's state */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Selection<Selected> {
  hasValue: boolean;
  value: Selected | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selected>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  const selection = useRef<Selection<Selected>>({ hasValue: false, value: null }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoized: { snapshot: Snapshot; selected: Selected } | undefined;
    const select = (snapshot: Snapshot): Selected => {
      if (memoized === undefined) {
        const selected = selector(snapshot);
        const kept = isEqual !== undefined && selection.hasValue && isEqual(selection.value as Selected, selected);
        memoized = { snapshot, selected: kept ? (selection.value as Selected) : selected };
        return memoized.selected;
      }
      if (Object.is(memoized.snapshot, snapshot)) return memoized.selected;
      const selected = selector(snapshot);
      if (isEqual !== undefined && isEqual(memoized.selected, selected)) {
        memoized = { snapshot, selected: memoized.selected };
        return memoized.selected;
      }
      memoized = { snapshot, selected };
      return selected;
    };
    const server = getServerSnapshot ?? undefined;
    return [() => select(getSnapshot()), server === undefined ? undefined : () => select(server())];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, selection]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    selection.hasValue = true;
    selection.value = value;
  }, [value, selection]);
  useDebugValue(value);
  return value;
}
