import { endpointRefusalMessage, type EndpointRefusal } from './endpoint-refusal';

/**
 * Typed RPC errors. `message` is short and safe to show to people; `details` and `cause` are for
 * developers. Transport errors (HTTP, timeout, network, parse) are kept apart from node errors.
 */
const EXCERPT_LENGTH = 200;

export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

export interface RpcErrorContext {
  /** Method name as sent on the wire. */
  method?: string;
  url?: string;
  cause?: unknown;
}

export class RpcError extends Error {
  override name = 'RpcError';
  readonly method?: string;
  readonly url?: string;
  /** Longer developer-facing explanation. */
  readonly details: string;

  constructor(message: string, details: string, context: RpcErrorContext = {}) {
    super(message, context.cause === undefined ? undefined : { cause: context.cause });
    this.details = details;
    this.method = context.method;
    this.url = context.url;
  }
}

export class HttpError extends RpcError {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    context: RpcErrorContext = {},
  ) {
    super(`The node answered HTTP ${status}.`, `HTTP ${status}: ${excerpt(body)}`, context);
  }
}

export class TimeoutError extends RpcError {
  override name = 'TimeoutError';
  constructor(
    readonly timeoutMs: number,
    context: RpcErrorContext = {},
  ) {
    super('The node did not answer in time.', `no response within ${timeoutMs} ms`, context);
  }
}

export class NetworkError extends RpcError {
  override name = 'NetworkError';
  constructor(context: RpcErrorContext = {}) {
    const reason = context.cause instanceof Error ? context.cause.message : String(context.cause);
    super(
      'Could not reach the node.',
      `fetch failed (${reason}); the node may be down, the URL wrong, or the browser blocked it by CORS`,
      context,
    );
  }
}

const NOT_FOUND_PATTERNS = [/\bnot found\b/i, /^could not find\b/i];

/** A JSON-RPC error object from the node; `message` is the node's own text. */
export class NodeError extends RpcError {
  override name = 'NodeError';
  /** True when the node's message means the looked-up entity does not exist. */
  readonly isNotFound: boolean;
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    context: RpcErrorContext = {},
  ) {
    super(message, `JSON-RPC error ${code}: ${message}`, context);
    this.isNotFound = NOT_FOUND_PATTERNS.some((pattern) => pattern.test(message));
  }
}

/** An API a node may lack: the admin API, the C-Chain's chain-native API, its key store. */
export type OptionalApi = 'admin-api' | 'native-api' | 'key-store';

const OPTIONAL_API_NAMES: Record<OptionalApi, string> = {
  'admin-api': 'the admin API',
  'native-api': "the C-Chain's chain-native API",
  'key-store': 'the key store',
};

/** A method the node does not have: not sent at all, since the node said so when it was asked what it speaks. */
export class NotOfferedError extends RpcError {
  override name = 'NotOfferedError';
  override readonly method: string;
  constructor(
    readonly api: OptionalApi,
    context: RpcErrorContext & { method: string },
  ) {
    const feature = `${OPTIONAL_API_NAMES[api]} (${context.method})`;
    super(`This node does not offer ${feature}.`, `not sent: the node answered that it has no ${feature}`, context);
    this.method = context.method;
  }
}

/** A call the client cannot make as asked: a chain ID or node URL of the wrong form, a method it does not know. */
export type InvalidInput = 'chain-id' | 'method' | 'node-url';

const INVALID_INPUT_MESSAGES: Record<InvalidInput, string> = {
  'chain-id': 'Invalid chain ID.',
  method: 'Unknown method.',
  'node-url': 'Invalid node URL.',
};

export class InvalidInputError extends RpcError {
  override name = 'InvalidInputError';
  constructor(
    readonly input: InvalidInput,
    details: string,
  ) {
    super(INVALID_INPUT_MESSAGES[input], details);
  }
}

export class SchemaError extends RpcError {
  override name = 'SchemaError';
  override readonly method: string;
  constructor(
    method: string,
    /** Field path inside the result, e.g. `validators[3].weight`. */
    readonly path: string,
    readonly expected: string,
    readonly received: string,
  ) {
    super(
      `The node sent an unexpected answer to ${method}.`,
      `${method}: result${path} should be ${expected}, got ${received}`,
      { method },
    );
    this.method = method;
  }
}

export class ParseError extends RpcError {
  override name = 'ParseError';
  constructor(
    readonly body: string,
    context: RpcErrorContext = {},
  ) {
    super('The node sent a response that is not valid JSON-RPC.', `unreadable response: ${excerpt(body) || '(empty body)'}`, context);
  }
}

/** An endpoint of the network, and why it is not used. */
export interface UnusedEndpoint {
  url: string;
  reason: EndpointRefusal;
}

/** Every endpoint of the network was refused (another network, another chain): there is no node to ask. */
export class NoEndpointError extends RpcError {
  override name = 'NoEndpointError';
  constructor(readonly endpoints: readonly UnusedEndpoint[]) {
    super('None of the nodes is on this network.', endpoints.map(({ url, reason }) => `${url}: ${endpointRefusalMessage(reason)}`).join(' '));
  }
}

const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_SERVER_ERROR_MIN = 500;

/** Errors worth retrying: the request may succeed if sent again. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof HttpError) return error.status === HTTP_TOO_MANY_REQUESTS || error.status >= HTTP_SERVER_ERROR_MIN;
  return false;
}

/** A node answer meaning the looked-up entity does not exist (a value for the UI, not a failure). */
export function isNotFoundError(error: unknown): error is NodeError {
  return error instanceof NodeError && error.isNotFound;
}

/**
 * An answer that may only mean the endpoint that gave it is behind the others or lacks what they
 * have ("not found", "not yet", not offered). With several endpoints, the same read is asked of
 * another one; the answer stands when no other has a better one.
 */
export class AskElsewhere extends Error {
  override name = 'AskElsewhere';
  constructor(readonly answer: { value: unknown } | { error: unknown }) {
    super('this endpoint may be behind: ask another');
  }
}
