import type { JsonPrimitive } from '../src/lib/json-value';

/**
 * The contract between the devnet's transport (devnet/server/) and the state that answers calls
 * (devnet/pchain/, devnet/evm/). A handler gets the raw `params` of the request and returns the
 * JSON-ready result (bigints are written as JSON numbers by the transport), or throws one of the
 * errors below; the transport turns them into the reference node's error envelopes.
 */
export type Handler = (params: unknown) => unknown;

/** Methods of one service, keyed by the name after the dot (`getHeight`) or the full geth name (`eth_chainId`). */
export type Service = Record<string, Handler>;

/** An error the method itself returns: gorilla `-32000 <message>`, geth `-32000 <message>`. */
export class MethodError extends Error {
  override name = 'MethodError';
}

/**
 * The params could not be decoded into the method's arguments. Gorilla endpoints answer every such
 * case with one generic message; geth endpoints answer `-32602` with this message.
 */
export class UnmarshalError extends Error {
  override name = 'UnmarshalError';
}

/**
 * JSON as handlers answer it: the lib's JSON values, except that members may be `undefined`, which
 * the transport leaves out (Go's `omitempty`). Requests are parsed into the stricter `JsonValue`.
 */
export type JsonOutput = JsonPrimitive | JsonOutput[] | JsonOutputObject;
export interface JsonOutputObject {
  [key: string]: JsonOutput | undefined;
}
