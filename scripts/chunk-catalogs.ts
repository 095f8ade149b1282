import { createHash } from 'node:crypto';
import { posix, relative } from 'node:path';
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** A locale's compiled messages by id, as Lingui's runtime takes them. */
export type Compiled = Record<string, unknown>;

/** The module that loads the catalogs of the chunk a file lands in: `chunk-catalogs:<the file's absolute path>`. */
const LOADER = 'chunk-catalogs:';

/**
 * The name the loaders pass for their chunk's catalogs: a global as far as the bundler knows, which
 * each chunk then declares at its top with the loads of its own catalog files.
 */
export const CHUNK_CATALOGS = '__explorerChunkCatalogs';

/** Lingui's macro writes each message it compiles as `/*i18n*\/ { id: "…"`, in production with no text. */
const MESSAGE = /(\/\*i18n\*\/\s*\{\s*id:\s*)"([^"]+)"/g;

/**
 * The build's id of each message: its place among all the catalogs' ids, sorted, in base 36, one
 * or two characters where Lingui's is six, in the code and in the catalogs alike.
 */
export function shortIds(ids: Iterable<string>): Map<string, string> {
  return new Map([...ids].sort().map((id, index) => [id, index.toString(36)]));
}

/**
 * A module compiled by Lingui's macro, with each message's id replaced by its short id, and the
 * short ids it uses, each once. An id in no catalog fails the build rather than show as an id.
 */
export function withShortIds(code: string, short: ReadonlyMap<string, string>, where: string): { code: string; ids: string[] } {
  const ids = new Set<string>();
  const shortened = code.replace(MESSAGE, (_, head: string, id: string) => {
    const replacement = short.get(id);
    if (replacement === undefined) throw new Error(`a message of ${where} (id ${id}) is in no catalog: run npm run extract`);
    ids.add(replacement);
    return `${head}${JSON.stringify(replacement)}`;
  });
  return { code: shortened, ids: [...ids] };
}

/** The messages of `ids` from a locale's compiled catalog. */
export function selectMessages(ids: Iterable<string>, compiled: Compiled): Compiled {
  return Object.fromEntries([...ids].sort().map((id) => [id, compiled[id]]));
}

/** A catalog file, named for its chunk and locale and by its content: `assets/messages-<chunk>-<locale>-<hash>.js`. */
export function catalogFile(chunk: string, locale: string, messages: Compiled): { fileName: string; source: string } {
  const source = `export const messages=${JSON.stringify(messages)};`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/messages-${chunk}-${locale}-${hash}.js`, source };
}

/**
 * The declaration a chunk starts with: its catalog file in each locale, as a lazy import relative to
 * the chunk. On the chunk's first line, so no line of the chunk moves.
 */
export function chunkCatalogsDeclaration(chunkFileName: string, files: Record<string, string>): string {
  const loads = Object.entries(files).map(([locale, fileName]) => {
    const path = posix.relative(posix.dirname(chunkFileName), fileName);
    return `${JSON.stringify(locale)}:()=>import(${JSON.stringify(path.startsWith('.') ? path : `./${path}`)})`;
  });
  return `const ${CHUNK_CATALOGS}={${loads.join(',')}};`;
}

/**
 * A module that hands `catalogs` (an expression) to the registry and, once a language is active,
 * awaits them at its top level: whatever imports it runs only with those messages in.
 */
export function catalogsLoader(registry: string, catalogs: string): string {
  return [`import { folderMessages } from ${JSON.stringify(registry)};`, `const loading = folderMessages(${catalogs});`, 'if (loading) await loading;'].join('\n');
}

/** Every catalog's messages in each locale, compiled, with English for a message not yet translated. */
async function compiledCatalogs(locales: readonly string[], sourceLocale: string): Promise<Map<string, Compiled>> {
  const config = getConfig({ cwd: process.cwd() });
  const catalogs = await getCatalogs(config);
  const options = { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale };
  const byLocale = new Map<string, Compiled>();
  for (const locale of locales) {
    const translations = await Promise.all(catalogs.map(async (catalog) => (await catalog.getTranslations(locale, options)).messages));
    const { source, errors } = createCompiledCatalog(locale, Object.assign({}, ...translations), { namespace: 'json' });
    if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
    byLocale.set(locale, (JSON.parse(String(source)) as { messages: Compiled }).messages);
  }
  return byLocale;
}

/**
 * In builds, each chunk loads the messages its own modules use, in the reader's language only: every
 * file that writes messages imports a loader first, which hands its chunk's catalogs to the registry
 * and awaits them at its top level, as the dev server's folder catalogs do; each chunk's catalog
 * files are made from the compiled `.po` catalogs once the chunks are known, keyed by short ids. A
 * loader lands in its file's chunk (it is imported by that file only), which the build checks.
 */
export function chunkCatalogs({ registry, locales, sourceLocale }: { registry: string; locales: readonly string[]; sourceLocale: string }): Plugin {
  const idsByFile = new Map<string, string[]>();
  const files = new Map<string, string>();
  let short = new Map<string, string>();
  let compiled = new Map<string, Compiled>();
  return {
    name: 'chunk-catalogs',
    apply: 'build',
    // After Lingui's macro (itself `pre`), whose `/*i18n*/` marks the later transforms drop.
    enforce: 'pre',
    buildStart: async () => {
      files.clear();
      const byLongId = await compiledCatalogs(locales, sourceLocale);
      short = shortIds(Object.keys(byLongId.get(sourceLocale) ?? {}));
      const rekeyed = (messages: Compiled) => Object.fromEntries(Object.entries(messages).map(([id, message]) => [short.get(id), message]));
      compiled = new Map([...byLongId].map(([locale, messages]) => [locale, rekeyed(messages)]));
    },
    resolveId: (id) => (id.startsWith(LOADER) ? `\0${id}` : null),
    load: (id) => {
      if (!id.startsWith(`\0${LOADER}`)) return null;
      return catalogsLoader(registry, CHUNK_CATALOGS);
    },
    transform: (code, id) => {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return null;
      const shortened = withShortIds(code, short, relative(process.cwd(), id));
      if (shortened.ids.length === 0) return null;
      idsByFile.set(id, shortened.ids);
      // On the first line, before the file's own first import, and ids shortened in place: no line of the file moves.
      return { code: `import ${JSON.stringify(LOADER + id)}; ${shortened.code}`, map: null };
    },
    renderChunk: (code, chunk) => {
      const writers = chunk.moduleIds.filter((id) => idsByFile.has(id));
      if (writers.length === 0) return null;
      const strays = writers.filter((id) => !chunk.moduleIds.includes(`\0${LOADER}${id}`));
      if (strays.length > 0) throw new Error(`chunk ${chunk.name}: the catalog loader of ${relative(process.cwd(), strays[0] ?? '')} is in another chunk`);
      const ids = new Set(writers.flatMap((id) => idsByFile.get(id) ?? []));
      const chunkFiles: Record<string, string> = {};
      for (const [locale, messages] of compiled) {
        const file = catalogFile(chunk.name, locale, selectMessages(ids, messages));
        files.set(file.fileName, file.source);
        chunkFiles[locale] = file.fileName;
      }
      return { code: chunkCatalogsDeclaration(chunk.fileName, chunkFiles) + code, map: null };
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
