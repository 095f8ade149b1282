import { useCallback } from 'react';
import { i18n } from '@lingui/core';
import { isLocale, localeOf, preferredLocale, SOURCE_LOCALE, type Locale } from '../lib/locales';
import { useLocale } from '../components/ui/use-locale';
import { activateFolders } from './folder-catalogs';

export const LOCALE_STORAGE_KEY = 'explorer.locale';
/** `?lang=ko` on a shared link: the visitor reads the page in that language, remembered. */
export const LOCALE_PARAM = 'lang';

function remembered(): Locale | undefined {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

function remember(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled; the choice still applies to this page.
  }
}

/** A shared link's `?lang=` (remembered from then on), else the visitor's last choice, else the browser's languages. */
export function initialLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  const linked = asked === null ? undefined : localeOf(asked);
  if (linked) {
    remember(linked);
    return linked;
  }
  return remembered() ?? preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language ?? SOURCE_LOCALE]);
}

/**
 * Loads the locale's messages of every folder whose code has run (each lazily loaded folder loads
 * its own when its code first runs: folder-catalogs.ts), then switches every message and
 * `<html lang>` to it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await activateFolders(locale);
  document.documentElement.lang = locale;
}

/** English with no catalog, when none could be loaded: the page draws, its messages as their ids. */
export function activateWithoutMessages(): void {
  i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });
  document.documentElement.lang = SOURCE_LOCALE;
}

/** The active locale and a setter that loads, applies and remembers a new one. */
export function useLocaleChoice(): [Locale, (locale: Locale) => Promise<void>] {
  const locale = useLocale();
  const choose = useCallback(async (next: Locale) => {
    remember(next);
    await activateLocale(next);
  }, []);
  return [isLocale(locale) ? locale : SOURCE_LOCALE, choose];
}
