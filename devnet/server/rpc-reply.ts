import type { JsonOutput } from '../handler';
import type { KeptAnswer } from './answer-cache';

/** What a JSON-RPC transport answers, before the HTTP layer adds CORS and the node-id header. */
export interface RpcReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A result reply around a kept answer: `body` is `before`, the result's text, then `after`. */
  keptResult?: { before: string; result: KeptAnswer; after: string };
}

/**
 * Checked before a method runs, so injected faults look like the method's own failure; a value it
 * returns is answered instead of running the method.
 */
export type CallGuard = (method: string) => JsonOutput | undefined;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
