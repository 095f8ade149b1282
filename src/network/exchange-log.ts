import { isRecord } from '../lib/json-value';
import { sentCallKey } from '../rpc/client';
import { parseJson, stringifyJson } from '../rpc/json';
import type { RpcExchange } from '../rpc/transport';

/** One JSON-RPC call and its answer, split out of an HTTP exchange (batches hold several). */
export interface LoggedCall {
  url: string;
  method: string;
  /** The call's params exactly as sent. */
  params: unknown;
  /** Request body of this call alone, as sent. */
  requestText: string;
  /** This call's response object as the node sent it, or the transport failure. */
  responseText: string;
  status: number | null;
  ms: number;
  at: Date;
  /** Answered from the answers kept on this device, not by the node. */
  kept?: true;
}

/** A call answered from the answers kept on this device: what was sent and answered when it was kept. */
export type KeptExchange = Pick<LoggedCall, 'url' | 'method' | 'params' | 'requestText' | 'responseText'>;

const MAX_ENTRIES = 500;

type Listener = () => void;

interface WireCall {
  id?: unknown;
  method?: unknown;
  params?: unknown;
  /** Exact text of this call: the whole body, or its item re-written losslessly for a batch. */
  text: string;
}

function splitRequests(text: string): WireCall[] {
  try {
    const parsed = parseJson(text);
    if (!Array.isArray(parsed)) return isRecord(parsed) ? [{ ...parsed, text }] : [];
    return parsed.filter((item) => isRecord(item)).map((item) => ({ ...item, text: stringifyJson(item) }));
  } catch {
    return [];
  }
}

/** A JSON-RPC batch is an array; anything else is one response, kept as its text. */
const BATCH_START = /^\s*\[/;

/**
 * Response text per request id; the whole body when it is not a batch or cannot be read. Only a
 * batch is parsed: a single answer can be megabytes, and the transport has parsed it already.
 */
function responsesById(text: string | null): Map<string, string> | string {
  if (text === null) return '(no response)';
  if (!BATCH_START.test(text)) return text;
  try {
    const parsed = parseJson(text);
    if (!Array.isArray(parsed)) return text;
    return new Map(parsed.filter((item) => isRecord(item)).map((item) => [String(item.id), stringifyJson(item)]));
  } catch {
    return text;
  }
}

/**
 * Keeps the latest exchange of each distinct call (url + method + params), so a page's raw view
 * can show what it asked even when the answer came from the query cache.
 */
export class ExchangeLog {
  private readonly calls = new Map<string, LoggedCall>();
  private readonly listeners = new Set<Listener>();
  private version = 0;

  readonly record = (exchange: RpcExchange): void => {
    const responses = responsesById(exchange.responseText);
    for (const call of splitRequests(exchange.requestText)) {
      if (typeof call.method !== 'string') continue;
      const responseText =
        typeof responses === 'string'
          ? responses
          : (responses.get(String(call.id)) ?? '(no response for this call)');
      this.put({
        url: exchange.url,
        method: call.method,
        params: call.params,
        requestText: call.text,
        responseText,
        status: exchange.status,
        ms: exchange.ms,
        at: new Date(),
      });
    }
    this.changed();
  };

  /** Notes a call answered from the kept answers, so the raw view shows it and says where it came from. */
  readonly recordKept = (exchange: KeptExchange): void => {
    this.put({ ...exchange, status: null, ms: 0, at: new Date(), kept: true });
    this.changed();
  };

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getVersion = (): number => this.version;

  private put(call: LoggedCall): void {
    const key = sentCallKey(call);
    this.calls.delete(key);
    this.calls.set(key, call);
    for (const oldest of this.calls.keys()) {
      if (this.calls.size <= MAX_ENTRIES) break;
      this.calls.delete(oldest);
    }
  }

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }

  /** The latest exchange of one call, by its `sentCallKey`. */
  get(key: string): LoggedCall | undefined {
    return this.calls.get(key);
  }
}
