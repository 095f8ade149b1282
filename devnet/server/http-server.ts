import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { INJECTED_FAILURE, type FaultInjector } from '../control/faults';
import { devnetLog } from '../log';
import { applyCors, isPreflight } from './cors';
import { DEFAULT_BATCH_LIMIT, DEFAULT_BODY_LIMIT, GETH_CONTENT_TYPE, gethPrecheck, serveGeth } from './geth';
import type { GethService } from './geth-method';
import { gorillaPrecheck, serveGorilla, type GorillaEndpoint } from './gorilla';
import { acceptsGzip, gzipReply, worthCompressing } from './gzip';
import { TEXT_CONTENT_TYPE, type CallGuard, type RpcReply } from './rpc-reply';
import { serveStatic } from './static-files';
import { serveWebSocket, type ChainFeed } from './websocket';

export interface EvmEndpoint {
  service: GethService;
  heads: ChainFeed;
}

/** Which service answers which path; looked up per request so a reset can swap the state. */
export interface RouteTable {
  gorilla(path: string): GorillaEndpoint | undefined;
  /** An EVM chain by alias (`C`) or blockchain ID; a chain not built yet answers once it is. */
  evm(chain: string): EvmEndpoint | undefined | Promise<EvmEndpoint | undefined>;
  /** `/ext/devnet/control`, when enabled; never subject to injected faults. */
  control?: GorillaEndpoint;
}

export interface HttpServerOptions {
  routes: RouteTable;
  nodeId: string;
  faults: FaultInjector;
  batchLimit?: number;
  bodyLimit?: number;
  staticDir?: string;
}

export const CONTROL_PATH = '/ext/devnet/control';
/** The object-params endpoints have no body limit on a real node; this one only guards memory. */
const GORILLA_BODY_LIMIT = 32 * 1024 * 1024;
/**
 * How long an idle keep-alive connection stays open: the reference node's `--http-idle-timeout`
 * default. A client closes its idle connections before the server's hint runs out; with Node's
 * 5 s default a client whose own timer ran late (a busy machine) sent on a connection the server
 * had just closed, and its POST failed with "other side closed".
 */
const IDLE_TIMEOUT_MS = 120_000;
const EVM_PATH = /^\/ext\/bc\/([^/]+)\/(rpc|ws)$/;
const NOT_FOUND: RpcReply = {
  status: 404,
  headers: { 'content-type': TEXT_CONTENT_TYPE, 'x-content-type-options': 'nosniff' },
  body: '404 page not found\n',
};

export interface NodeServer {
  server: Server;
  /** Stops listening and ends every connection, WebSockets included. */
  close(): Promise<void>;
}

export function createNodeServer(options: HttpServerOptions): NodeServer {
  const server = createServer((request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      // A client that goes away mid-request (a page navigating on) is routine, not a failure.
      if (request.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      devnetLog.error('request failed', error);
      if (!response.headersSent) writeReply(response, { status: 503, headers: { 'content-type': TEXT_CONTENT_TYPE }, body: 'devnet: internal error\n' });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = IDLE_TIMEOUT_MS;
  // Made with the first upgrade: the WebSocket library is not loaded before the node listens.
  let webSockets: WebSocketServer | undefined;
  const webSocketServer = async (): Promise<WebSocketServer> =>
    (webSockets ??= new (await import('ws')).WebSocketServer({ noServer: true, maxPayload: GORILLA_BODY_LIMIT }));
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const [, chain, transport] = EVM_PATH.exec(pathOf(request)) ?? [];
    const found = chain !== undefined && transport === 'ws' && isAllowedHost(request.headers.host) ? options.routes.evm(chain) : undefined;
    const upgrade = (endpoint: EvmEndpoint | undefined, upgrader: WebSocketServer) => {
      if (socket.destroyed) return;
      if (!endpoint) {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      if (options.faults.refusesWebSockets()) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      if (options.faults.shouldDrop()) {
        socket.destroy();
        return;
      }
      upgrader.handleUpgrade(request, socket, head, (connection) => {
        connection.on('close', options.faults.trackWebSocket(() => connection.terminate()));
        serveWebSocket(connection, endpoint, { batchLimit: options.batchLimit ?? DEFAULT_BATCH_LIMIT, guard: options.faults.guard });
      });
    };
    if (!(found instanceof Promise) && webSockets) {
      upgrade(found, webSockets);
      return;
    }
    // A chain still being built, or the first upgrade: a client that leaves meanwhile must not crash the node.
    const dropped = () => socket.destroy();
    socket.on('error', dropped);
    Promise.all([found, webSocketServer()]).then(
      ([endpoint, upgrader]) => {
        socket.off('error', dropped);
        upgrade(endpoint, upgrader);
      },
      (error: unknown) => {
        devnetLog.error('building an EVM chain failed', error);
        socket.destroy();
      },
    );
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const client of webSockets?.clients ?? []) client.terminate();
      webSockets?.close();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { server, close };
}

function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The node's host filter: an IP address, `localhost`, or no Host header. */
function isAllowedHost(host: string | undefined): boolean {
  if (!host) return true;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  return name === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':');
}

async function handle(request: IncomingMessage, response: ServerResponse, options: HttpServerOptions): Promise<void> {
  response.setHeader('node-id', options.nodeId);
  // The node's gziphandler names the coding it varies on before anything else answers.
  response.appendHeader('vary', 'Accept-Encoding');
  if (isPreflight(request)) {
    applyCors(request, response);
    response.writeHead(200).end();
    return;
  }
  applyCors(request, response);
  if (!isAllowedHost(request.headers.host)) {
    writeReply(response, { status: 403, headers: { 'content-type': TEXT_CONTENT_TYPE }, body: 'invalid host specified\n' });
    return;
  }
  const path = pathOf(request);
  if (devnetLog.enabled('trace')) devnetLog.trace(`${request.method ?? 'GET'} ${path}`);
  if (path === CONTROL_PATH && options.routes.control) {
    await answer(response, await serveGorillaRequest(request, options.routes.control));
    return;
  }
  if (path.startsWith('/ext/')) {
    if (options.faults.shouldDrop()) {
      request.socket.destroy();
      return;
    }
    if (options.faults.latencyMs > 0) await delay(options.faults.latencyMs);
    if (options.faults.shouldFail()) {
      writeReply(response, { status: 503, headers: { 'content-type': TEXT_CONTENT_TYPE }, body: `${INJECTED_FAILURE}\n` });
      return;
    }
    await answer(response, await serveApi(request, path, options));
    return;
  }
  if (options.staticDir) {
    await serveStatic(options.staticDir, request, response);
    return;
  }
  writeReply(response, NOT_FOUND);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function serveApi(request: IncomingMessage, path: string, options: HttpServerOptions): Promise<RpcReply> {
  const gorilla = options.routes.gorilla(path);
  if (gorilla) return serveGorillaRequest(request, gorilla, options.faults.guard);
  const [, chain, transport] = EVM_PATH.exec(path) ?? [];
  const evm = chain === undefined ? undefined : await options.routes.evm(chain);
  if (!evm) return NOT_FOUND;
  // The WebSocket path refuses a request that is not an upgrade, as the Go upgrader does.
  if (transport === 'ws') return { status: 400, headers: { 'content-type': TEXT_CONTENT_TYPE, 'x-content-type-options': 'nosniff' }, body: 'Bad Request\n' };
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const contentLength = request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']);
  const rejected = gethPrecheck({
    method: request.method ?? 'GET',
    contentType: request.headers['content-type'],
    contentLength,
    hasQuery: (request.url ?? '').includes('?'),
    bodyLimit,
  });
  if (rejected) return rejected;
  const body = await readBody(request, bodyLimit);
  const outcome = await serveGeth(body.text, {
    service: evm.service,
    batchLimit: options.batchLimit ?? DEFAULT_BATCH_LIMIT,
    guard: options.faults.guard,
  });
  return { status: 200, headers: { 'content-type': GETH_CONTENT_TYPE }, body: outcome.body };
}

async function serveGorillaRequest(request: IncomingMessage, endpoint: GorillaEndpoint, guard?: CallGuard): Promise<RpcReply> {
  const rejected = gorillaPrecheck(request.method ?? 'GET', request.headers['content-type']);
  if (rejected) return rejected;
  const body = await readBody(request, GORILLA_BODY_LIMIT);
  if (body.truncated) return { status: 413, headers: { 'content-type': TEXT_CONTENT_TYPE }, body: 'request body too large\n' };
  return serveGorilla(body.text, endpoint, guard);
}

/** Reads at most `limit` bytes (like Go's LimitReader) and discards the rest. */
function readBody(request: IncomingMessage, limit: number): Promise<{ text: string; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    const onData = (chunk: Buffer) => {
      if (size >= limit) {
        truncated = true;
        return;
      }
      const room = limit - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      if (chunk.length > room) truncated = true;
      size += Math.min(chunk.length, room);
    };
    const onEnd = () => {
      cleanup();
      // One chunk is read in place, not copied.
      const [first] = chunks;
      resolve({ text: (first && chunks.length === 1 ? first : Buffer.concat(chunks)).toString('utf8'), truncated });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // A client that goes away mid-body ends the read as an iterator over the stream would: with an error.
    const onClose = () => {
      if (request.readableEnded) return;
      cleanup();
      reject(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    };
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}

/** Writes the reply, gzipped (as the node's gziphandler does) when it is long and the client takes gzip. */
async function answer(response: ServerResponse, reply: RpcReply): Promise<void> {
  const gzipped = worthCompressing(reply.body) && acceptsGzip(response.req.headers['accept-encoding']) ? await gzipReply(reply) : undefined;
  writeReply(response, reply, gzipped);
}

function writeReply(response: ServerResponse, reply: RpcReply, gzipped?: Buffer): void {
  for (const [name, value] of Object.entries(reply.headers)) response.setHeader(name, value);
  if (gzipped) response.setHeader('content-encoding', 'gzip');
  // An answer sent before the body was read ends the connection, so leftover bytes are never
  // taken for the next request.
  if (!response.req.readableEnded) {
    response.setHeader('connection', 'close');
    response.req.resume();
  }
  response.writeHead(reply.status);
  response.end(gzipped ?? reply.body);
}
