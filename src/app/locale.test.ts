// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { folderMessages } from './folder-catalogs';
import { activateLocale, initialLocale, LOCALE_STORAGE_KEY } from './locale';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('initialLocale', () => {
  it('default: the first browser language the explorer ships', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tr-TR', 'ja-JP']);
    expect(initialLocale()).toBe('ja');
  });
  it('behavior: a remembered choice wins over the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    expect(initialLocale()).toBe('es');
  });
  it('behavior: a shared ?lang= wins and is remembered', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    window.history.replaceState(null, '', '/local?lang=ko');
    expect(initialLocale()).toBe('ko');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ko');
  });
  it('error: an unknown ?lang= or stored value is ignored', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    window.history.replaceState(null, '', '/local?lang=tlh');
    expect(initialLocale()).toBe('en');
  });
});

describe('activateLocale', () => {
  it('loads the catalog of every folder whose code has run and sets <html lang>', async () => {
    // What the catalog modules that vite.config.ts adds to the dashboard's and the shell's files do.
    const catalogs = import.meta.glob<{ messages: Messages }>(['../routes/dashboard/locales/ko.po', './locales/ko.po']);
    for (const ko of Object.values(catalogs)) folderMessages({ ko });
    await activateLocale('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(t`Latest blocks`).toBe('최신 블록');
    expect(t`Language`).toBe('언어');
  });
});
