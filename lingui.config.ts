import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/lib/locales.ts';

/**
 * Each converted folder keeps its own catalogs in `<folder>/locales/<locale>.po` and holds the
 * messages of that folder's files only: a folder is converted without touching another's catalog.
 * The folders are found by their `locales/` directory, so no list here needs extending.
 */
const folders = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name === 'locales')
  .map((entry) => dirname(`${entry.parentPath}/${entry.name}`))
  .sort();

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // A message not yet translated shows in English, never as its id.
  fallbackLocales: { default: SOURCE_LOCALE },
  // Origins without line numbers: a message's entry changes when its text does, not when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: folders.map((folder) => ({
    path: `<rootDir>/${folder}/locales/{locale}`,
    include: [`<rootDir>/${folder}/`],
    exclude: ['**/*.test.*', `<rootDir>/${folder}/*/**/*`],
  })),
});
