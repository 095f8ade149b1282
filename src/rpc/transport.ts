import { blockedPort } from '../lib/blocked-port';
import { isRecord, type JsonValue } from '../lib/json-value';
import type { AnswerDecoding } from './answer-reading';
import { unwrap } from './envelope';
import { HttpError, isTransientError, NetworkError, ParseError, TimeoutError } from './errors';
import { parseJson, stringifyJson } from './json';
import { createLimiter } from './limiter';
import type { OffThreadReader } from './off-thread-reader';
import { sleep } from './sleep';

/** One HTTP exchange, reported for the raw view and debugging. */
export interface RpcExchange {
  url: string;
  requestText: string;
  /** `null` when no response arrived (network failure, timeout, abort). */
  responseText: string | null;
  status: number | null;
  ms: number;
  /** Wire method names carried by the request (several for a batch). */
  methods: string[];
  error?: unknown;
}

export interface TransportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Extra attempts after a transient failure (network, timeout, HTTP 5xx/429). */
  retries?: number;
  /** First retry delay in ms; doubles on each retry. */
  retryDelayMs?: number;
  /** Concurrent HTTP requests at most. */
  maxConcurrency?: number;
  /** Called for every HTTP exchange. */
  onExchange?: (exchange: RpcExchange) => void;
  /**
   * Where answers of `OFF_THREAD_MIN_CHARS` or more are read when the caller names their schema:
   * by default a Worker (loaded with the first such answer), none where there is no Worker.
   */
  offThreadReader?: () => Promise<Pick<OffThreadReader, 'read'> | undefined>;
}

export interface RpcRequest {
  method: string;
  params: unknown;
}

export interface RequestOptions {
  /** True only for EVM `/rpc` endpoints: the only ones that accept JSON-RPC batches. */
  batchable: boolean;
  signal?: AbortSignal;
  /** Extra attempts for this call instead of the transport's; batched calls keep the transport's. */
  retries?: number;
}

/** A call's result: raw (lossless JSON) for the caller's schema to read, or read by it already, off the main thread. */
export type CallResult = { raw: JsonValue } | { decoded: unknown };

export interface Transport {
  /** Sends one call and resolves with its raw (lossless) `result`. */
  request(url: string, request: RpcRequest, options: RequestOptions): Promise<JsonValue>;
  /**
   * As `request`, for a result `decoding`'s schema reads: a large answer (a validator set) is read,
   * JSON and schema, in a Worker so the page does not stall; any other comes back raw. Errors are
   * those of `request` either way (a Worker that meets anything but a good result leaves it to the main thread).
   */
  requestResult(url: string, request: RpcRequest, options: RequestOptions, decoding: AnswerDecoding): Promise<CallResult>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 300;
export const DEFAULT_MAX_CONCURRENCY = 6;
/** The public API node caps EVM batches at 40 items. */
export const MAX_BATCH_SIZE = 40;
/** Calls made within this delay (same tick) share a batch. */
const BATCH_WAIT_MS = 0;
const HTTP_OK_MIN = 200;
const HTTP_OK_MAX = 299;
/**
 * Answers this long or longer are read off the main thread when a Worker is at hand: about 1 MB,
 * more than a phone's main thread parses and checks within one task's budget (docs/performance.md).
 */
export const OFF_THREAD_MIN_CHARS = 1_000_000;

/** How an answer's text is read once it arrived with HTTP 2xx; a ParseError for text that is not JSON. */
type ReadText<T> = (text: string, context: { url: string; method: string }) => T | Promise<T>;

function readEnvelope(text: string, context: { url: string; method: string }): JsonValue {
  try {
    return parseJson(text);
  } catch (cause) {
    throw new ParseError(text, { ...context, cause });
  }
}

/**
 * The Worker reader where the environment has Workers (not in Node or jsdom); loaded only once a
 * large answer needs it. If its code cannot be loaded, the main thread reads the answer.
 */
function defaultOffThreadReader(): Promise<OffThreadReader | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  return import('./off-thread-reader').then(
    (module) => module.offThreadReader,
    () => undefined,
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

interface PendingCall {
  request: RpcRequest;
  signal?: AbortSignal;
  settled: boolean;
  resolve: (result: JsonValue) => void;
  reject: (error: unknown) => void;
}

export function createTransport(options: TransportOptions = {}): Transport {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const limiter = createLimiter(options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY);
  const queues = new Map<string, PendingCall[]>();
  /** Nodes (origins) that could not be reached at their last exchange: not retried until one answers again. */
  const failingOrigins = new Set<string>();
  // Ids are strings: an answer then holds a number only where its result does, and most hold none,
  // which lets parseJson take the engine's plain parser (see there).
  let nextId = 1;

  const offThreadReader = options.offThreadReader ?? defaultOffThreadReader;

  async function exchangeOnce<T>(url: string, requestText: string, methods: string[], read: ReadText<T>, signal?: AbortSignal): Promise<T> {
    await limiter.acquire(signal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const started = performance.now();
    const context = { url, method: methods.join(',') };
    let status: number | null = null;
    let responseText: string | null = null;
    const report = (error?: unknown) =>
      options.onExchange?.({ url, requestText, responseText, status, ms: performance.now() - started, methods, error });

    const fetchAndParse = async (): Promise<T> => {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: requestText,
          signal: controller.signal,
        });
        status = response.status;
        responseText = await response.text();
      } catch (cause) {
        if (signal?.aborted) throw signal.reason;
        if (timedOut) throw new TimeoutError(timeoutMs, { ...context, cause });
        throw new NetworkError({ ...context, cause });
      }
      if (status < HTTP_OK_MIN || status > HTTP_OK_MAX) throw new HttpError(status, responseText, context);
      return read(responseText, context);
    };

    try {
      const value = await fetchAndParse();
      report();
      return value;
    } catch (error) {
      report(error);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      limiter.release();
    }
  }

  async function exchange<T>(url: string, requestText: string, methods: string[], read: ReadText<T>, signal?: AbortSignal, attempts = retries): Promise<T> {
    const port = blockedPort(url);
    // The browser would refuse it: nothing is sent, and asking again cannot help.
    if (port !== null) throw new NetworkError({ url, method: methods.join(','), cause: new Error(`browsers refuse port ${port}`) });
    const origin = originOf(url);
    // Retries cover a blip of a node that was answering; a node that could not be reached at its
    // last call gets one attempt per call, so polling it while it is down stays cheap. A slow or
    // overloaded node (a timeout, HTTP 5xx or 429) is still retried: it is there, and one slow
    // answer says nothing of the node's other calls.
    const tries = failingOrigins.has(origin) ? 0 : attempts;
    for (let attempt = 0; ; attempt++) {
      try {
        const value = await exchangeOnce(url, requestText, methods, read, signal);
        failingOrigins.delete(origin);
        return value;
      } catch (error) {
        if (error instanceof NetworkError && !signal?.aborted) failingOrigins.add(origin);
        else failingOrigins.delete(origin);
        if (attempt >= tries || !isTransientError(error) || signal?.aborted) throw error;
        await sleep(retryDelayMs * 2 ** attempt, signal);
      }
    }
  }

  function single(url: string, request: RpcRequest, signal?: AbortSignal, attempts?: number): Promise<JsonValue> {
    const id = String(nextId++);
    const text = stringifyJson({ jsonrpc: '2.0', id, method: request.method, params: request.params });
    return exchange(url, text, [request.method], readEnvelope, signal, attempts).then((envelope) => unwrap(envelope, { url, method: request.method }));
  }

  /** Reads a large answer in the Worker; the main thread reads any other, and any the Worker leaves to it. */
  const readResult =
    (decoding: AnswerDecoding): ReadText<{ envelope: JsonValue } | { decoded: unknown }> =>
    async (text, context) => {
      if (text.length >= OFF_THREAD_MIN_CHARS) {
        const read = await (await offThreadReader())?.read(text, decoding);
        if (read) return { decoded: read.value };
      }
      return { envelope: readEnvelope(text, context) };
    };

  async function singleResult(url: string, request: RpcRequest, decoding: AnswerDecoding, signal?: AbortSignal, attempts?: number): Promise<CallResult> {
    const id = String(nextId++);
    const text = stringifyJson({ jsonrpc: '2.0', id, method: request.method, params: request.params });
    const answer = await exchange(url, text, [request.method], readResult(decoding), signal, attempts);
    return 'decoded' in answer ? answer : { raw: unwrap(answer.envelope, { url, method: request.method }) };
  }

  function enqueue(url: string, call: PendingCall) {
    let queue = queues.get(url);
    if (!queue) {
      queue = [];
      queues.set(url, queue);
      setTimeout(() => flush(url), BATCH_WAIT_MS);
    }
    queue.push(call);
  }

  function flush(url: string) {
    const queue = queues.get(url) ?? [];
    queues.delete(url);
    const live = queue.filter((call) => !call.settled);
    for (let start = 0; start < live.length; start += MAX_BATCH_SIZE) {
      void sendBatch(url, live.slice(start, start + MAX_BATCH_SIZE));
    }
  }

  async function sendBatch(url: string, calls: PendingCall[]) {
    if (calls.length === 1) {
      const [call] = calls as [PendingCall];
      single(url, call.request, call.signal).then(call.resolve, call.reject);
      return;
    }
    const numbered = calls.map((call) => ({ call, id: String(nextId++) }));
    const text = stringifyJson(numbered.map(({ call, id }) => ({ jsonrpc: '2.0', id, method: call.request.method, params: call.request.params })));
    const methods = calls.map((call) => call.request.method);
    let payload: JsonValue;
    try {
      payload = await exchange(url, text, methods, readEnvelope);
    } catch (error) {
      for (const call of calls) call.reject(error);
      return;
    }
    const items = Array.isArray(payload) ? payload : [payload];
    const byId = new Map<string, JsonValue>();
    for (const item of items) if (isRecord(item) && item.id !== null && item.id !== undefined) byId.set(String(item.id), item);
    // A whole-batch rejection (e.g. "batch too large") answers with one error for the first id or none.
    const batchError = items.length === 1 && isRecord(items[0]) && isRecord(items[0].error) ? items[0] : undefined;
    for (const { call, id } of numbered) {
      const context = { url, method: call.request.method };
      const item = byId.get(id) ?? batchError;
      try {
        if (item === undefined) throw new ParseError(stringifyJson(payload), { ...context, cause: new Error(`no response for id ${id}`) });
        call.resolve(unwrap(item, context));
      } catch (error) {
        call.reject(error);
      }
    }
  }

  function request(url: string, rpcRequest: RpcRequest, { batchable, signal, retries: attempts }: RequestOptions): Promise<JsonValue> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (!batchable) return single(url, rpcRequest, signal, attempts);
    return new Promise<JsonValue>((resolve, reject) => {
      const call: PendingCall = {
        request: rpcRequest,
        signal,
        settled: false,
        resolve: (result) => settle(() => resolve(result)),
        reject: (error) => settle(() => reject(error)),
      };
      const onAbort = () => call.reject(signal?.reason);
      function settle(action: () => void) {
        if (call.settled) return;
        call.settled = true;
        signal?.removeEventListener('abort', onAbort);
        action();
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      enqueue(url, call);
    });
  }

  return {
    request,
    requestResult(url, rpcRequest, options, decoding) {
      // Batched (EVM) answers are small, and a batch holds several calls: read on the main thread.
      if (options.batchable) return request(url, rpcRequest, options).then((raw) => ({ raw }));
      if (options.signal?.aborted) return Promise.reject(options.signal.reason);
      return singleResult(url, rpcRequest, decoding, options.signal, options.retries);
    },
  };
}
