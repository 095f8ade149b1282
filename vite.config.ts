import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * The app is written against React's API and runs on Preact's compatibility layer, a tenth of
 * react-dom's size; tests run on the same layer as the build.
 */
export const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-is$/, replacement: 'preact/compat' },
];

/**
 * react-router resolves to its development build under every bundler condition, and to CommonJS
 * under Node's; the ES module build of the wanted flavour meets the Preact aliases everywhere. The
 * production build is the same code without the developer warnings.
 */
export function reactRouter(flavour: 'development' | 'production') {
  const build = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/${flavour}/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: build('index.mjs') },
    { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
  ];
}

// `npm run dev` talks to `npm run devnet` through the same origin, as the built app does.
const NODE_PROXY = { '/ext': { target: 'http://127.0.0.1:9650', changeOrigin: true } };

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

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`),
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), contentSecurityPolicy()],
  resolve: { alias: [...PREACT, ...reactRouter(mode === 'production' ? 'production' : 'development')] },
  server: { host: '127.0.0.1', port: 5173, proxy: NODE_PROXY },
  preview: { proxy: NODE_PROXY },
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        // "use client" marks server-component boundaries; a browser-only bundle has none to keep.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // react-router looks `useOptimistic` up and falls back when, as on Preact, it is missing.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](preact|react-router|@tanstack[\\/](react-query|query-core))[\\/]/, priority: 30 },
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
}));
