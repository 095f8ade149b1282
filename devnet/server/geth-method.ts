import type { JsonValue } from '../../src/lib/json-value';

/**
 * One positional argument of a geth-style method. `decode` throws an Error whose message is the
 * Go decoding error; the transport answers `-32602 invalid argument N: <message>`.
 * Optional arguments are Go pointers: absent or `null` reach the method as `undefined`.
 */
export interface GethArgument<T = unknown> {
  optional: boolean;
  decode(value: JsonValue): T;
}

export interface GethMethod {
  args: readonly GethArgument[];
  /** Gets the decoded arguments, one per declared argument (undefined when an optional one is absent). */
  run(args: unknown[]): unknown;
}

/** Methods keyed by their full name (`eth_chainId`). */
export type GethService = Record<string, GethMethod>;
