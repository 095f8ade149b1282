/**
 * Reading a large answer off the main thread: what the Worker does with an answer's text (the
 * lossless parse, the envelope, the method's schema) and how the main thread puts the pieces it
 * sends back together. Kept apart from the Worker itself so both halves can be tested as functions.
 */
import { isRecord } from '../lib/json-value';
import { unwrap } from './envelope';
import { parseJson } from './json';
import type { MethodName } from './methods/table';
import type { NetworkSettings } from './network';
import { parseResult } from './result';

/** Which schema reads an answer's result: the method's, as the network's settings shape it. */
export interface AnswerDecoding {
  method: MethodName;
  settings: NetworkSettings;
}

export interface ReadRequest {
  id: number;
  text: string;
  decoding: AnswerDecoding;
}

/**
 * What the Worker sends back for one request. A long list goes in parts, each a message of its own,
 * so the main thread takes each in a short task instead of one long one; `value` then comes last,
 * with those lists empty. `mainThread`: the answer is not a well-formed result (garbage, a JSON-RPC
 * error, a schema mismatch) and is read again on the main thread, which throws exactly as it always did.
 */
export type ReadReply =
  | { id: number; kind: 'part'; key: string | null; items: unknown[] }
  | { id: number; kind: 'value'; value: unknown; parted: Array<string | null> }
  | { id: number; kind: 'mainThread' };

/** Items per part: a part of validators costs the main thread a few milliseconds to take. */
export const PART_ITEMS = 1000;

/** The context the transport gives the envelope's errors; the Worker never throws them, only falls back. */
const WORKER_CONTEXT = { url: '', method: '' };

/**
 * The Worker's answer to one request: the decoded result, long lists (the result itself, or its
 * top-level members) split into parts. Anything but a well-formed result is left to the main thread.
 */
export function readAnswer({ id, text, decoding }: ReadRequest): ReadReply[] {
  let value: unknown;
  try {
    value = parseResult(decoding.method, unwrap(parseJson(text), WORKER_CONTEXT), decoding.settings);
  } catch {
    return [{ id, kind: 'mainThread' }];
  }
  const replies: ReadReply[] = [];
  const parted: Array<string | null> = [];
  const split = (key: string | null, items: unknown[]) => {
    for (let start = 0; start < items.length; start += PART_ITEMS) replies.push({ id, kind: 'part', key, items: items.slice(start, start + PART_ITEMS) });
    parted.push(key);
  };
  if (Array.isArray(value) && value.length > PART_ITEMS) {
    split(null, value);
    value = [];
  } else if (isRecord(value)) {
    const long = Object.entries(value).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[1].length > PART_ITEMS);
    if (long.length > 0) {
      value = { ...value };
      for (const [key, items] of long) {
        split(key, items);
        (value as Record<string, unknown>)[key] = [];
      }
    }
  }
  replies.push({ id, kind: 'value', value, parted });
  return replies;
}

/** The main thread's side of one request: takes the Worker's replies in order and puts the result together. */
export class AnswerAssembly {
  private readonly parts = new Map<string | null, unknown[]>();

  /** The result once its last reply is in, `{ mainThread: true }` for a fallback, undefined while parts still come. */
  take(reply: ReadReply): { value: unknown } | { mainThread: true } | undefined {
    if (reply.kind === 'mainThread') return { mainThread: true };
    if (reply.kind === 'part') {
      let items = this.parts.get(reply.key);
      if (!items) {
        items = [];
        this.parts.set(reply.key, items);
      }
      for (const item of reply.items) items.push(item);
      return undefined;
    }
    const parted = (key: string | null) => this.parts.get(key) ?? [];
    if (reply.parted.includes(null)) return { value: parted(null) };
    if (reply.parted.length === 0) return { value: reply.value };
    const value = reply.value as Record<string, unknown>;
    for (const key of reply.parted) if (key !== null) value[key] = parted(key);
    return { value };
  }
}
