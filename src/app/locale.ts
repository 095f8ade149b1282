import { useCallback } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { isLocale, localeOf, preferredLocale, SOURCE_LOCALE, type Locale } from '../lib/locales';
import { useLocale } from '../components/ui/use-locale';

export const LOCALE_STORAGE_KEY = 'explorer.locale';
/** `?lang=ko` on a shared link: the visitor reads the page in that language, remembered. */
export const LOCALE_PARAM = 'lang';

/**
 * Every converted folder's compiled catalogs, each loaded only when its locale is: the build puts a
 * locale's catalogs in one chunk of their own (vite.config.ts), so a visitor loads their language's only.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>('../**/locales/*.po');

async function loadMessages(locale: Locale): Promise<Messages> {
  const loads = Object.entries(CATALOGS)
    .filter(([path]) => path.endsWith(`/locales/${locale}.po`))
    .map(([, load]) => load());
  const catalogs = await Promise.all(loads);
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages));
}

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

/** Loads the locale's messages, then switches every message and `<html lang>` to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
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
