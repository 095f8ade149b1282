import { isRecord, type JsonValue } from '../../src/lib/json-value';
import { MethodError, UnmarshalError, type JsonOutput } from '../handler';
import type { GethService } from './geth-method';
import { JsonSyntaxError, parseJson, type RawMembers } from './json-parse';
import { encodeJson, encodeJsonLine, RawJson, type WritableJson } from './json-write';
import { TEXT_CONTENT_TYPE, type CallGuard, type RpcReply } from './rpc-reply';

/**
 * The EVM chains' JSON-RPC server, as the geth-derived server of the reference node answers:
 * batches, -32600/-32601/-32602/-32700 errors, and the HTTP checks in front of it.
 */
export const DEFAULT_BODY_LIMIT = 5 * 1024 * 1024;
/** The public API node's cap (the reference node's own default is 1,000; `--batch-limit` raises it). */
export const DEFAULT_BATCH_LIMIT = 40;
/** `batch-response-max-size` of the reference node. */
const BATCH_RESPONSE_LIMIT = 25 * 1000 * 1000;
const ACCEPTED_CONTENT_TYPES = ['application/json', 'application/json-rpc', 'application/jsonrequest'];
export const GETH_CONTENT_TYPE = 'application/json';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const SERVER_ERROR = -32000;
const RESPONSE_TOO_LARGE = -32003;
const HANDLER_CRASHED = -32603;

/** An error with its own JSON-RPC code (subscription errors, reverts with their data). */
export class GethError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
  }
}

/** Subscriptions exist only on WebSocket connections. */
export interface SubscriptionHost {
  subscribe(params: JsonValue | undefined): JsonOutput;
  unsubscribe(params: JsonValue | undefined): JsonOutput;
}

export interface GethOptions {
  service: GethService;
  batchLimit: number;
  guard?: CallGuard;
  subscriptions?: SubscriptionHost;
}

/** The HTTP checks; undefined when the body should be read and served. */
export function gethPrecheck(request: {
  method: string;
  contentType: string | undefined;
  contentLength: number | undefined;
  hasQuery: boolean;
  bodyLimit: number;
}): RpcReply | undefined {
  // An empty GET is the health check load balancers send.
  if (request.method === 'GET' && !request.contentLength && !request.hasQuery) return { status: 200, headers: {}, body: '' };
  if (request.method === 'PUT' || request.method === 'DELETE') return httpError(405, 'method not allowed');
  if (request.contentLength !== undefined && request.contentLength > request.bodyLimit) {
    return httpError(413, `content length too large (${request.contentLength}>${request.bodyLimit})`);
  }
  if (request.method === 'OPTIONS') return undefined;
  const mediaType = parseMediaType(request.contentType ?? '');
  if (mediaType !== undefined && ACCEPTED_CONTENT_TYPES.includes(mediaType)) return undefined;
  return httpError(415, `invalid content type, only ${GETH_CONTENT_TYPE} is supported`);
}

/** Go's http.Error. */
function httpError(status: number, message: string): RpcReply {
  return { status, headers: { 'content-type': TEXT_CONTENT_TYPE, 'x-content-type-options': 'nosniff' }, body: `${message}\n` };
}

/** The media type of a Content-Type header, lower-cased, as mime.ParseMediaType accepts it. */
function parseMediaType(header: string): string | undefined {
  const [type = '', ...parameters] = header.split(';');
  const mediaType = type.trim().toLowerCase();
  if (!/^[a-z0-9!#$%&'*+.^_`|~-]+\/[a-z0-9!#$%&'*+.^_`|~-]+$/.test(mediaType)) return undefined;
  const validParameter = /^\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+=("[^"]*"|[A-Za-z0-9!#$%&'*+.^_`|~-]+)\s*$/;
  if (parameters.some((parameter, index) => !(index === parameters.length - 1 && parameter.trim() === '') && !validParameter.test(parameter))) {
    return undefined;
  }
  return mediaType;
}

/** One JSON-RPC message as jsonrpcMessage holds it after a lenient decode. */
interface Message {
  version: string;
  id: string | undefined;
  method: string;
  params: JsonValue | undefined;
}

interface Outcome {
  /** The response text with its newline, or '' when nothing is written. */
  body: string;
  /** Set when the body was not JSON; a WebSocket connection closes after answering. */
  syntaxError?: string;
}

export async function serveGeth(text: string, options: GethOptions): Promise<Outcome> {
  let parsed;
  try {
    parsed = parseJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    // An empty body is the end of the stream: no answer at all.
    if (error.message === 'EOF') return { body: '' };
    return { body: encodeJsonLine(errorMessage(PARSE_ERROR, 'parse error')), syntaxError: error.message };
  }
  if (!Array.isArray(parsed.value)) {
    const response = await handleCall(decodeMessage(parsed.value, parsed.raw), options);
    return { body: response === undefined ? '' : encodeJsonLine(response) };
  }
  const messages = parsed.value.map((item) => decodeMessage(item, parsed.raw));
  if (messages.length === 0) return { body: encodeJsonLine(errorMessage(INVALID_REQUEST, 'empty batch')) };
  if (options.batchLimit > 0 && messages.length > options.batchLimit) {
    const tooLarge = errorMessage(INVALID_REQUEST, 'batch too large');
    const firstCall = messages.find(isCall);
    if (firstCall?.id !== undefined) tooLarge.id = new RawJson(firstCall.id);
    return { body: encodeJsonLine([tooLarge]) };
  }
  const responses: WritableJson[] = [];
  let size = 0;
  for (const message of messages) {
    if (size >= BATCH_RESPONSE_LIMIT) {
      if (message.id !== undefined) responses.push(errorResponse(message, RESPONSE_TOO_LARGE, 'response too large'));
      continue;
    }
    const response = await handleCall(message, options);
    if (response === undefined) continue;
    responses.push(response);
    size += encodeJson(response).length;
  }
  return { body: responses.length === 0 ? '' : encodeJsonLine(responses) };
}

function decodeMessage(value: JsonValue, raw: WeakMap<object, RawMembers>): Message {
  const message: Message = { version: '', id: undefined, method: '', params: undefined };
  if (!isRecord(value)) return message;
  const members = raw.get(value) ?? {};
  for (const [key, member] of Object.entries(value)) {
    const field = key.toLowerCase();
    if (field === 'jsonrpc' && typeof member === 'string') message.version = member;
    else if (field === 'method' && typeof member === 'string') message.method = member;
    else if (field === 'params') message.params = member;
    else if (field === 'id') message.id = (key === 'id' ? members.id : undefined) ?? encodeJson(member);
  }
  return message;
}

function hasValidId(message: Message): boolean {
  return message.id !== undefined && message.id.length > 0 && message.id[0] !== '{' && message.id[0] !== '[';
}

function isCall(message: Message): boolean {
  return message.version === '2.0' && hasValidId(message) && message.method !== '';
}

function isNotification(message: Message): boolean {
  return message.version === '2.0' && message.id === undefined && message.method !== '';
}

type Response = { jsonrpc: string; id: RawJson | null; result?: WritableJson; error?: { code: number; message: string; data?: string } };

function errorMessage(code: number, message: string): Response {
  return { jsonrpc: '2.0', id: null, error: { code, message } };
}

function errorResponse(message: Message, code: number, text: string, data?: string): Response {
  return { jsonrpc: '2.0', id: new RawJson(message.id ?? 'null'), error: data === undefined ? { code, message: text } : { code, message: text, data } };
}

async function handleCall(message: Message, options: GethOptions): Promise<Response | undefined> {
  if (isNotification(message)) {
    await invoke(message, options);
    return undefined;
  }
  if (isCall(message)) return invoke(message, options);
  if (hasValidId(message)) return errorResponse(message, INVALID_REQUEST, 'invalid request');
  return errorMessage(INVALID_REQUEST, 'invalid request');
}

async function invoke(message: Message, options: GethOptions): Promise<Response> {
  const respond = (result: WritableJson): Response => ({ jsonrpc: '2.0', id: new RawJson(message.id ?? 'null'), result });
  try {
    if (message.method.endsWith('_subscribe') || message.method.endsWith('_unsubscribe')) {
      if (!options.subscriptions) return errorResponse(message, METHOD_NOT_FOUND, 'notifications not supported');
      const host = options.subscriptions;
      return respond(message.method.endsWith('_subscribe') ? host.subscribe(message.params) : host.unsubscribe(message.params));
    }
    const method = Object.hasOwn(options.service, message.method) ? options.service[message.method] : undefined;
    if (!method) return errorResponse(message, METHOD_NOT_FOUND, `the method ${message.method} does not exist/is not available`);
    const args = decodeArguments(message.params, method.args);
    if (typeof args === 'string') return errorResponse(message, INVALID_PARAMS, args);
    const result = options.guard?.(message.method) ?? ((await method.run(args)) as JsonOutput | undefined);
    return respond(result ?? null);
  } catch (error) {
    if (error instanceof GethError) return errorResponse(message, error.code, error.message, error.data);
    if (error instanceof UnmarshalError) return errorResponse(message, INVALID_PARAMS, error.message);
    if (error instanceof MethodError) return errorResponse(message, SERVER_ERROR, error.message);
    return errorResponse(message, HANDLER_CRASHED, 'method handler crashed');
  }
}

/** geth's parsePositionalArguments: the decoded arguments, or the -32602 message. */
function decodeArguments(params: JsonValue | undefined, declared: GethMethodArgs): unknown[] | string {
  if (params !== undefined && params !== null && !Array.isArray(params)) return 'non-array args';
  const given = params ?? [];
  const args: unknown[] = [];
  for (const [index, value] of given.entries()) {
    const spec = declared[index];
    if (!spec) return `too many arguments, want at most ${declared.length}`;
    if (value === null && spec.optional) {
      args.push(undefined);
      continue;
    }
    try {
      args.push(spec.decode(value));
    } catch (error) {
      return `invalid argument ${index}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  for (const spec of declared.slice(args.length)) {
    if (!spec.optional) return `missing value for required argument ${args.length}`;
    args.push(undefined);
  }
  return args;
}

type GethMethodArgs = GethService[string]['args'];
