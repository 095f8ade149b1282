import { HttpError, NodeError } from './errors';

const JSON_RPC_METHOD_NOT_FOUND = -32601;
const HTTP_NOT_FOUND = 404;
/** Gorilla endpoints (platform, native, admin, validators) name an unknown method or service this way, with -32000. */
const GORILLA_UNKNOWN_METHOD = /^rpc: can't find (method|service)\b/;

/** True when the node says the method or its endpoint does not exist. */
export function isAbsentMethodError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === HTTP_NOT_FOUND;
  if (error instanceof NodeError) return error.code === JSON_RPC_METHOD_NOT_FOUND || GORILLA_UNKNOWN_METHOD.test(error.message);
  return false;
}
