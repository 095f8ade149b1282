import type { JsonValue } from '../../lib/json-value';
import { parseJson, stringifyJson } from '../json';

/** A request seen by the fake fetch. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** The body, parsed losslessly. */
  json: JsonValue;
  signal: AbortSignal | undefined;
}

export type FakeHandler = (request: RecordedRequest, index: number) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Requests started and not yet answered. */
  inFlight(): number;
}

/**
 * A fetch stand-in for tests: records every request and answers through `handler`. Like the real
 * fetch, it rejects with the signal's reason when the request is aborted.
 */
export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const requests: RecordedRequest[] = [];
  let pending = 0;
  const fakeFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const body = typeof init.body === 'string' ? init.body : '';
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body,
      json: parseJson(body),
      signal: init.signal ?? undefined,
    };
    const index = requests.push(request) - 1;
    pending++;
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const onAbort = () => reject(signal?.reason ?? new DOMException('This operation was aborted', 'AbortError'));
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => handler(request, index))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    }).finally(() => pending--);
  };
  return { fetch: fakeFetch as typeof fetch, requests, inFlight: () => pending };
}

/** An HTTP response whose body is `body` as JSON text (strings are sent verbatim). */
export function reply(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : stringifyJson(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** The JSON-RPC result envelope for a single request. */
export function resultFor(request: RecordedRequest, result: unknown): Response {
  const id = (request.json as { id?: JsonValue }).id ?? null;
  return reply({ jsonrpc: '2.0', id, result });
}

export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}
