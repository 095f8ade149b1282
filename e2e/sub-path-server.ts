import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { CONTENT_SECURITY_POLICY } from '../vite.config';

/** The sub-path the explorer is built for and served under, as an operator would put it beside a site. */
export const SUB_PATH = '/explorer/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The headers docs/deploy.md tells a host to send, so the pages are checked under them. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** docs/deploy.md's caching: hashed names for a year, every other file asked for again. */
const cacheControlOf = (path: string): string => (path.startsWith(`${SUB_PATH}assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Builds the app for `SUB_PATH` into a temporary folder, as docs/deploy.md says to. */
export async function buildUnderSubPath(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'explorer-sub-path-'));
  await promisify(execFile)('npx', ['vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', outDir], {
    env: { ...process.env, EXPLORER_BASE: SUB_PATH },
  });
  return outDir;
}

/** Replaces the built networks.json, as an operator edits it after the build. */
export async function writeNetworks(outDir: string, json: unknown): Promise<void> {
  await writeFile(join(outDir, 'networks.json'), JSON.stringify(json));
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

/**
 * A plain static host on loopback, set up as docs/deploy.md says: files of `root` under `SUB_PATH`,
 * index.html for every other path there (the single-page fallback), nothing outside it, with the
 * security and caching headers. Resolves to the server and its origin.
 */
export async function serveStatic(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://host');
      if (pathname === SUB_PATH.slice(0, -1)) {
        response.writeHead(301, { location: SUB_PATH }).end();
        return;
      }
      if (!pathname.startsWith(SUB_PATH)) {
        response.writeHead(404).end();
        return;
      }
      // A path with `..` cannot leave the root: it gets index.html, like any unknown path.
      const file = join(root, normalize(decodeURIComponent(pathname.slice(SUB_PATH.length))).replace(/^(\.\.(\/|\\|$))+/, ''));
      const served = file.startsWith(root + sep) && (await isFile(file)) ? file : join(root, 'index.html');
      response.writeHead(200, {
        ...SECURITY_HEADERS,
        'cache-control': cacheControlOf(pathname),
        'content-type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream',
      });
      response.end(await readFile(served));
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

export async function stopStatic(server: Server, root: string): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
}
