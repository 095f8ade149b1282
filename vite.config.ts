import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin, PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { LOCALES, SOURCE_LOCALE } from './src/lib/locales.ts';
import { catalogsLoader, chunkCatalogs } from './scripts/chunk-catalogs.ts';

// `npm run dev` talks to `npm run devnet` through the same origin, as the built app does.
const NODE_PROXY = { '/ext': { target: 'http://127.0.0.1:9650', changeOrigin: true } };

/** The path the app is served under, e.g. `EXPLORER_BASE=/explorer/ npm run build` (docs/deploy.md); `/` by default. */
const BASE = process.env.EXPLORER_BASE ?? '/';

/**
 * The built app's Content-Security-Policy: scripts and styles only from the app's own origin (no
 * inline or remote script), while `connect-src` lets the user point the explorer at any node.
 * Only in builds: the dev server injects inline scripts for hot reload.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' http: https: ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const brotli = promisify(brotliCompress);

/**
 * Writes `<file>.br` beside each text file of the build, at Brotli's highest level: a host that
 * serves precompressed files (nginx's `brotli_static`, the devnet) sends those, about an eighth
 * smaller than gzip, without compressing per request.
 */
function brotliFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'brotli-files',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: async (_options, bundle) => {
      const names = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const body = await readFile(join(outDir, name));
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
          await writeFile(join(outDir, `${name}.br`), await brotli(body, { params }));
        }),
      );
    },
  };
}

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`),
  };
}

/** A file that writes messages imports Lingui's macros. */
const MACRO_IMPORT = /@lingui\/(core|react)\/macro/;

/**
 * Lingui's macros (`t`, `msg`) compiled to message lookups, only in the files that import them, and
 * `.po` catalogs imported as compiled messages (no message parsing in the browser, so no `eval`).
 * Shared with vitest.config.ts.
 */
export function linguiPlugins(): PluginOption[] {
  const macro = defineRolldownBabelPreset({
    preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    rolldown: { filter: { code: MACRO_IMPORT } },
  });
  // The babel plugin is typed as a rolldown plugin (a promise of one), which Vite takes as it is.
  return [babel({ presets: [macro] }) as unknown as Plugin, lingui({ failOnCompileError: true })];
}

/** The registry of the catalogs loaded so far, in every language. */
const REGISTRY = resolve('src/app/folder-catalogs.ts');

/** The module that loads one converted folder's catalogs: `folder-catalogs:<the folder's absolute path>`. */
const FOLDER_CATALOGS = 'folder-catalogs:';

/**
 * On the dev server, each converted folder's messages load with its code: every file of a folder
 * with a `locales/` directory that writes messages imports the folder's catalog module first. That
 * module hands the folder's catalogs (its `.po` files, one module per locale) to
 * src/app/folder-catalogs.ts and, once a language is active, awaits the folder's catalog in it at its
 * top level, so a module draws only with its messages in. The folders are found by their
 * `locales/` directory, as lingui.config.ts finds them, so a newly converted folder needs no list
 * here. Builds load a catalog per chunk instead (scripts/chunk-catalogs.ts).
 */
function folderCatalogs(): Plugin {
  return {
    name: 'folder-catalogs',
    apply: 'serve',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(FOLDER_CATALOGS) ? `\0${id}` : null),
    load: (id) => {
      if (!id.startsWith(`\0${FOLDER_CATALOGS}`)) return null;
      const folder = id.slice(FOLDER_CATALOGS.length + 1);
      const catalogs = LOCALES.map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${folder}/locales/${locale}.po`)})`);
      return catalogsLoader(REGISTRY, `{ ${catalogs.join(', ')} }`);
    },
    transform: (code, id) => {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || !MACRO_IMPORT.test(code)) return null;
      const folder = dirname(file);
      if (!existsSync(join(folder, 'locales'))) return null;
      // On the first line, before the file's own first import: no line of the file moves, so no source map is needed.
      return { code: `import ${JSON.stringify(FOLDER_CATALOGS + folder)}; ${code}`, map: null };
    },
  };
}

export default defineConfig({
  base: BASE,
  plugins: [folderCatalogs(), ...linguiPlugins(), chunkCatalogs({ registry: REGISTRY, locales: LOCALES, sourceLocale: SOURCE_LOCALE }), react(), tailwindcss(), contentSecurityPolicy(), brotliFiles()],
  server: { host: '127.0.0.1', port: 5173, proxy: NODE_PROXY },
  preview: { proxy: NODE_PROXY },
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        // "use client" marks server-component boundaries; a browser-only bundle has none to keep.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/, priority: 30 },
            { name: 'app', tags: ['$initial'], priority: 10 },
            // Small app modules that several lazy pages share, in one chunk: a page that opens the
            // visit waits for one request for them rather than a dozen small ones in turn.
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: 4, maxModuleSize: 6000, priority: 5 },
          ],
        },
      },
    },
  },
});
