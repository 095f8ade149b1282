import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves the built explorer: files by path, `index.html` for any other path so deep links work,
 * long-lived caching for the hashed files under /assets/, and compressed when the client accepts
 * it: the build's Brotli file (`<file>.br`, written beside it) when there is one, else gzip.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'no-cache';
const INDEX = 'index.html';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  brotliMtimeMs: number | undefined;
  /** The build's `<file>.br`, when there is one at least as new as the file. */
  brotli?: Buffer;
  gzipped?: Buffer;
}

/** The codings an `Accept-Encoding` header takes, in lower case; one with `q=0` is refused. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const taken = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name !== '' && (quality === undefined || Number(quality.slice(2)) > 0)) taken.add(name);
  }
  return taken;
}

const cache = new Map<string, CachedFile>();

export async function serveStatic(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }).end('method not allowed\n');
    return;
  }
  const base = resolve(root);
  const path = decodePath(request.url ?? '/');
  const isAsset = path.startsWith('/assets/');
  let file = path === undefined ? undefined : await findFile(base, path);
  if (!file && !isAsset) file = await findFile(base, `/${INDEX}`);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 page not found\n');
    return;
  }
  const extension = extname(file.path);
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': isAsset ? ASSET_CACHE : PAGE_CACHE,
    vary: 'Accept-Encoding',
  };
  let body = file.cached.body;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (COMPRESSIBLE.has(extension) && accepted.has('br') && file.cached.brotli) {
    body = file.cached.brotli;
    headers['content-encoding'] = 'br';
  } else if (COMPRESSIBLE.has(extension) && accepted.has('gzip')) {
    file.cached.gzipped ??= gzipSync(file.cached.body);
    body = file.cached.gzipped;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function decodePath(url: string): string {
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function findFile(base: string, path: string): Promise<{ path: string; cached: CachedFile } | undefined> {
  const full = normalize(join(base, path));
  // Never leave the served folder, whatever `..` the path carries.
  if (full !== base && !full.startsWith(base + sep)) return undefined;
  try {
    const info = await stat(full);
    if (info.isDirectory()) return path.endsWith('/') ? findFile(base, `${path}${INDEX}`) : undefined;
    const brotliMtimeMs = await mtimeOf(`${full}.br`);
    const known = cache.get(full);
    if (known && known.mtimeMs === info.mtimeMs && known.brotliMtimeMs === brotliMtimeMs) return { path: full, cached: known };
    // A .br older than its file is left over from another build: never sent.
    const fresh = brotliMtimeMs !== undefined && brotliMtimeMs >= info.mtimeMs;
    const cached: CachedFile = { mtimeMs: info.mtimeMs, brotliMtimeMs, body: await readFile(full), brotli: fresh ? await readFile(`${full}.br`) : undefined };
    cache.set(full, cached);
    return { path: full, cached };
  } catch {
    return undefined;
  }
}

async function mtimeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}
