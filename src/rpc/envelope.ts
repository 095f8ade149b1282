import { isRecord, type JsonValue } from '../lib/json-value';
import { NodeError, ParseError } from './errors';
import { stringifyJson } from './json';

/** The `result` of a JSON-RPC response object, or its `error` as a NodeError. */
export function unwrap(envelope: JsonValue, context: { url: string; method: string }): JsonValue {
  if (!isRecord(envelope)) throw new ParseError(stringifyJson(envelope), context);
  const { error } = envelope;
  if (isRecord(error)) {
    const code = typeof error.code === 'bigint' || typeof error.code === 'number' ? Number(error.code) : NaN;
    const message = typeof error.message === 'string' ? error.message : 'unknown error';
    throw new NodeError(code, message, error.data ?? null, context);
  }
  if (!('result' in envelope)) throw new ParseError(stringifyJson(envelope), context);
  return envelope.result as JsonValue;
}
