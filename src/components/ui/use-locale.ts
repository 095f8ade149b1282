import { useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';

const subscribe = (listener: () => void) => i18n.on('change', listener);
const activeLocale = () => i18n.locale;

/** The active locale, for the formatting of numbers and times; a switch redraws. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
