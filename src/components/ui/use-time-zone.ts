import { useCallback, useSyncExternalStore } from 'react';
import { useLocale } from './use-locale';
import { formatAbsolute, TIME_ZONE_CHOICES, type AbsoluteOptions, type TimeInput, type TimeZoneChoice } from '../../lib/format-time';

export const TIME_ZONE_STORAGE_KEY = 'explorer.timeZone';

const listeners = new Set<() => void>();
/** The choice of this page, for when storage is disabled. */
let chosen: TimeZoneChoice = 'utc';

function readChoice(): TimeZoneChoice {
  try {
    const saved = localStorage.getItem(TIME_ZONE_STORAGE_KEY);
    return TIME_ZONE_CHOICES.includes(saved as TimeZoneChoice) ? (saved as TimeZoneChoice) : 'utc';
  } catch {
    return chosen;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TIME_ZONE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The zone absolute times are shown in, read before the first paint so nothing moves after it. */
export function useTimeZone(): TimeZoneChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'utc' as TimeZoneChoice);
}

/** The remembered zone and a setter that stores it and redraws every time on the page. */
export function useTimeZoneChoice(): [TimeZoneChoice, (choice: TimeZoneChoice) => void] {
  const choice = useTimeZone();
  const setChoice = useCallback((next: TimeZoneChoice) => {
    chosen = next;
    try {
      localStorage.setItem(TIME_ZONE_STORAGE_KEY, next);
    } catch {
      // Storage can be disabled; the choice still applies to this page.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [choice, setChoice];
}

/** `formatAbsolute` in the chosen zone, for times inside text (titles, sentences, chart summaries). */
export function useFormatAbsolute(): (time: TimeInput, options?: Omit<AbsoluteOptions, 'zone'>) => string {
  const zone = useTimeZone();
  const locale = useLocale();
  return useCallback((time, options) => formatAbsolute(time, { ...options, zone, locale }), [zone, locale]);
}
