import { i18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '../lib/locales';

/** One converted folder's compiled catalogs, each its own lazy chunk (vite.config.ts). */
export type FolderCatalogs = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** The folders whose code has run, in the order it ran: a switch of language loads each one's new catalog. */
const folders: FolderCatalogs[] = [];
const loads = new Map<FolderCatalogs, Map<Locale, Promise<void>>>();

async function messagesOf(folder: FolderCatalogs, locale: Locale): Promise<Messages> {
  const load = folder[locale];
  if (!load) throw new Error(`no ${locale} catalog`);
  return (await load()).messages;
}

/**
 * Adds the folder's messages in `locale` to Lingui's. A catalog that cannot be loaded (a dropped
 * connection, a chunk gone after a deploy) is replaced by the folder's English one, so that folder
 * reads in English rather than as message ids; only when that fails too does the load fail, and a
 * later call tries again.
 */
function loadFolder(folder: FolderCatalogs, locale: Locale): Promise<void> {
  const byLocale = loads.get(folder) ?? new Map<Locale, Promise<void>>();
  loads.set(folder, byLocale);
  let loading = byLocale.get(locale);
  if (!loading) {
    loading = messagesOf(folder, locale)
      .catch(() => messagesOf(folder, SOURCE_LOCALE))
      .then((messages) => i18n.load(locale, messages));
    loading.catch(() => byLocale.delete(locale));
    byLocale.set(locale, loading);
  }
  return loading;
}

/**
 * Called by a converted folder's catalog module (vite.config.ts adds it to each of the folder's
 * files), before any of the folder's code runs. Until the first language is active (the first
 * load's modules) it only records the folder: `loadLocale` then loads every recorded folder at
 * once. After that it returns the load of the folder's messages in the active language, which the
 * catalog module awaits, so a lazily loaded chunk resolves only once its messages are in. It never
 * rejects: a folder whose catalogs all failed shows its ids rather than stopping its page.
 */
export function folderMessages(folder: FolderCatalogs): Promise<void> | undefined {
  folders.push(folder);
  const active = i18n.locale as Locale | '';
  return active ? loadFolder(folder, active).catch(() => undefined) : undefined;
}

/**
 * Loads `locale`'s catalog of every folder whose code has run, including any that ran while these
 * loaded, so the locale can be activated with no message missing. Rejects when a folder has neither
 * that catalog nor its English one.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  let loaded;
  do {
    loaded = folders.length;
    await Promise.all(folders.map((folder) => loadFolder(folder, locale)));
  } while (folders.length !== loaded);
}
