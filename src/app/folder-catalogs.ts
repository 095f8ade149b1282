import { i18n, type Messages } from '@lingui/core';
import { isLocale, SOURCE_LOCALE, type Locale } from '../lib/locales';

/**
 * The compiled catalogs of some code, a lazy load per locale: in builds a chunk's (the messages its
 * modules use; scripts/chunk-catalogs.ts), on the dev server a converted folder's (vite.config.ts).
 * Each is called a folder below.
 */
export type FolderCatalogs = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** The folders whose code has run, each with its loads by locale: a switch of language loads each one's new catalog. */
const folders = new Map<FolderCatalogs, Map<Locale, Promise<void>>>();

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
  const byLocale = folders.get(folder) ?? new Map<Locale, Promise<void>>();
  folders.set(folder, byLocale);
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

/** The language being loaded to be activated: a folder whose code runs meanwhile loads it too. */
let activating: Locale | undefined;

/**
 * Called before the folder's code runs, by each of its files that writes messages (through the
 * module the build or the dev server makes it import first), with the same catalogs each time.
 * Until a first language is being activated (the first load's modules) it only records the folder,
 * for `activateFolders` to load with the others at once. After that it returns the load of the
 * folder's messages in the active language (and in the one being switched to), which that module
 * awaits at its top level, so a lazily loaded chunk resolves only with its messages in. It never
 * rejects: a folder whose catalogs all failed shows its ids rather than stopping its page.
 */
export function folderMessages(folder: FolderCatalogs): Promise<void> | undefined {
  if (!folders.has(folder)) folders.set(folder, new Map());
  const locales = new Set([i18n.locale, activating].filter(isLocale));
  if (locales.size === 0) return undefined;
  return Promise.all([...locales].map((locale) => loadFolder(folder, locale))).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Loads `locale`'s catalog of every folder whose code has run, then activates it; a folder whose
 * code runs meanwhile loads its own before it draws. Rejects, activating nothing, when a folder has
 * neither that catalog nor its English one.
 */
export async function activateFolders(locale: Locale): Promise<void> {
  activating = locale;
  try {
    await Promise.all([...folders.keys()].map((folder) => loadFolder(folder, locale)));
    i18n.activate(locale);
  } finally {
    if (activating === locale) activating = undefined;
  }
}
