import { SchemaError } from './errors';
import type { MethodDefinition } from './methods/definition';
import { METHODS, type MethodName, type MethodResult } from './methods/table';
import type { NetworkSettings } from './network';
import { SchemaIssue, type Schema } from './schema';
import type { JsonValue } from '../lib/json-value';

/** A method's raw (lossless JSON) result, validated and normalised by the method's schema. */
export function parseResult<M extends MethodName>(method: M, raw: JsonValue, settings: NetworkSettings): MethodResult<M> {
  const definition = METHODS[method] as MethodDefinition<unknown, unknown>;
  const schema: Schema<unknown> = typeof definition.result === 'function' ? definition.result(settings) : definition.result;
  try {
    return schema.parse(raw, '') as MethodResult<M>;
  } catch (error) {
    if (error instanceof SchemaIssue) throw new SchemaError(method, error.path, error.expected, error.received);
    throw error;
  }
}
