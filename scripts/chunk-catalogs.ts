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
const MESSAGE = /\/\*i18n\*\/\s*\{\s*id:\s*"((?:[^"\\]|\\.)*)"/g;

/** The ids of the messages a module compiled by Lingui's macro uses, each once. */
export function messageIds(code: string): string[] {
  return [...new Set([...code.matchAll(MESSAGE)].map(([, id]) => JSON.parse(`"${id}"`) as string))];
}

/** The messages of `ids` from a locale's compiled catalog; an id the catalog lacks fails the build rather than show as an id. */
export function selectMessages(ids: Iterable<string>, compiled: Compiled, where: string): Compiled {
  const selected: Compiled = {};
  for (const id of [...ids].sort()) {
    if (!(id in compiled)) throw new Error(`message ${id} of ${where} is in no catalog: run npm run extract`);
    selected[id] = compiled[id];
  }
  return selected;
}

/** A catalog file, named for its chunk and locale and by its content: `assets/messages-<chunk>-<locale>-<hash>.js`. */
export function catalogFile(chunk: string, locale: string, messages: Compiled): { fileName: string; source: string } {
  const source = `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
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
 * files are made from the compiled `.po` catalogs once the chunks are known. A loader lands in its
 * file's chunk (it is imported by that file only), which the build checks.
 */
export function chunkCatalogs({ registry, locales, sourceLocale }: { registry: string; locales: readonly string[]; sourceLocale: string }): Plugin {
  const idsByFile = new Map<string, string[]>();
  const files = new Map<string, string>();
  let compiled: Promise<Map<string, Compiled>>;
  return {
    name: 'chunk-catalogs',
    apply: 'build',
    // After Lingui's macro (itself `pre`), whose `/*i18n*/` marks the later transforms drop.
    enforce: 'pre',
    buildStart: () => {
      idsByFile.clear();
      files.clear();
      compiled = compiledCatalogs(locales, sourceLocale);
    },
    resolveId: (id) => (id.startsWith(LOADER) ? `\0${id}` : null),
    load: (id) => {
      if (!id.startsWith(`\0${LOADER}`)) return null;
      return [
        `import { folderMessages } from ${JSON.stringify(registry)};`,
        `const loading = folderMessages(${CHUNK_CATALOGS});`,
        'if (loading) await loading;',
      ].join('\n');
    },
    transform: (code, id) => {
      const ids = /[\\/]src[\\/].*\.tsx?$/.test(id) ? messageIds(code) : [];
      if (ids.length === 0) return null;
      idsByFile.set(id, ids);
      // On the first line, before the file's own first import: no line of the file moves.
      return { code: `import ${JSON.stringify(LOADER + id)}; ${code}`, map: null };
    },
    renderChunk: async (code, chunk) => {
      const writers = chunk.moduleIds.filter((id) => idsByFile.has(id));
      if (writers.length === 0) return null;
      const strays = writers.filter((id) => !chunk.moduleIds.includes(`\0${LOADER}${id}`));
      if (strays.length > 0) throw new Error(`chunk ${chunk.name}: the catalog loader of ${relative(process.cwd(), strays[0] ?? '')} is in another chunk`);
      const ids = new Set(writers.flatMap((id) => idsByFile.get(id) ?? []));
      const chunkFiles: Record<string, string> = {};
      for (const [locale, messages] of await compiled) {
        const file = catalogFile(chunk.name, locale, selectMessages(ids, messages, `chunk ${chunk.name}`));
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
