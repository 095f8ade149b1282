import type { NetworkSettings } from '../network';
import type { Schema } from '../schema';

/**
 * Where a method is served:
 * - `platform`: `/ext/bc/P`
 * - `native`: `/ext/bc/<chain>/<nativeGroup>`
 * - `admin`: `/ext/bc/<chain>/admin`
 * - `validators`: `/ext/bc/<chain>/validators`
 * - `rpc`: `/ext/bc/<chain>/rpc` (EVM; the only kind that accepts batches)
 * - `info`: `/ext/info` (the node itself: which network it is on)
 */
export type EndpointKind = 'platform' | 'native' | 'admin' | 'validators' | 'rpc' | 'info';

export interface MethodDefinition<P, R> {
  endpoint: EndpointKind;
  /** `array` for EVM methods, `object` for the rest. */
  paramsStyle: 'object' | 'array';
  /** Normalising result schema; a function when it depends on the network's naming. */
  result: Schema<R> | ((settings: NetworkSettings) => Schema<R>);
  /** Turns typed params into wire params (e.g. bigint block numbers into hex). */
  encode?: (params: P, settings: NetworkSettings) => unknown;
  /** Type-only marker carrying the params type. */
  readonly paramsType?: (params: P) => void;
}

/** Defines a method with params type `P`: `define<{ txID: string }>()('platform', schema)`. */
export function define<P>() {
  return <R>(
    endpoint: EndpointKind,
    result: MethodDefinition<P, R>['result'],
    encode?: MethodDefinition<P, R>['encode'],
  ): MethodDefinition<P, R> => ({
    endpoint,
    paramsStyle: endpoint === 'rpc' ? 'array' : 'object',
    result,
    ...(encode ? { encode } : {}),
  });
}

/** Params of a method that takes none. */
export type NoParams = Record<string, never>;
