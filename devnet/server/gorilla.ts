import { isRecord, type JsonValue } from '../../src/lib/json-value';
import { KeptAnswer, type AnswerCache } from './answer-cache';
import { MethodError, UnmarshalError, type Handler, type JsonOutput, type Service } from '../handler';
import { goQuote } from './go-quote';
import { JsonSyntaxError, parseJson, type RawMembers } from './json-parse';
import { encodeJson, encodeJsonLine, RawJson, type WritableJson } from './json-write';
import { JSON_CONTENT_TYPE, TEXT_CONTENT_TYPE, type CallGuard, type RpcReply } from './rpc-reply';

/**
 * The object-params JSON-RPC server of the reference node (gorilla/rpc v2 json2 behind the
 * node's lowercase-method codec): one request per body, every error -32000 unless it is a parse
 * or version error, HTTP 200 for all of them.
 */
export interface GorillaEndpoint {
  /** The service name before the dot: `platform`, `native`/`avax`, `admin`, `validators`. */
  serviceName: string;
  service: Service;
  /** Keeps the encoded results of the service's big read-only methods while the state stays the same. */
  answers?: AnswerCache;
}

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;
const JSONRPC_VERSION = '2.0';
const UNMARSHAL_MESSAGE =
  "couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls";
const UPPERCASE_MESSAGE = 'method must start with a non-uppercase letter';
const NOSNIFF = { 'x-content-type-options': 'nosniff' };
const RESULT_HEADERS: Readonly<Record<string, string>> = { 'content-type': JSON_CONTENT_TYPE, ...NOSNIFF };
const RESULT_BEFORE = `{"jsonrpc":"${JSONRPC_VERSION}","result":`;
const NOTIFICATION_REPLY: RpcReply = { status: 200, headers: {}, body: '' };

/** The decoded request, field for field as json2.serverRequest holds it. */
interface ServerRequest {
  jsonrpc: string;
  method: string;
  params: RawJson | null;
  id: RawJson | null;
  paramsValue: JsonValue | undefined;
}

interface RpcError {
  code: number;
  message: string;
  data: WritableJson;
}

/** Answers the HTTP method and Content-Type checks; undefined when the request may go on. */
export function gorillaPrecheck(method: string, contentType: string | undefined): RpcReply | undefined {
  if (method !== 'POST') return textReply(405, `rpc: POST method required, received ${method}`);
  const header = contentType ?? '';
  const semicolon = header.indexOf(';');
  const mediaType = semicolon === -1 ? header : header.slice(0, semicolon);
  if (mediaType.toLowerCase() !== 'application/json') return textReply(415, `rpc: unrecognized Content-Type: ${mediaType}`);
  return undefined;
}

function textReply(status: number, body: string): RpcReply {
  return { status, headers: { 'content-type': TEXT_CONTENT_TYPE }, body };
}

export async function serveGorilla(body: string, endpoint: GorillaEndpoint, guard?: CallGuard): Promise<RpcReply> {
  const request: ServerRequest = { jsonrpc: '', method: '', params: null, id: null, paramsValue: undefined };
  let decodeError: string | undefined;
  try {
    const parsed = parseJson(body);
    decodeError = decodeRequest(parsed.value, parsed.raw, request);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    decodeError = error.message;
  }
  if (decodeError !== undefined) return errorReply(request, { code: PARSE_ERROR, message: decodeError, data: requestEcho(request) });
  if (request.jsonrpc !== JSONRPC_VERSION) {
    return errorReply(request, { code: INVALID_REQUEST, message: `jsonrpc must be ${JSONRPC_VERSION}`, data: requestEcho(request) });
  }
  const found = resolve(request.method, endpoint);
  if (typeof found === 'string') return errorReply(request, serverError(found));
  try {
    const result = guard?.(request.method) ?? (await call(found, request, endpoint.answers));
    if (request.id === null) return NOTIFICATION_REPLY;
    // The envelope around the encoded parts is what encodeJsonLine writes for the whole message.
    const after = `,"id":${encodeJson(request.id)}}\n`;
    if (result instanceof KeptAnswer) {
      return { status: 200, headers: RESULT_HEADERS, body: `${RESULT_BEFORE}${result.text}${after}`, keptResult: { before: RESULT_BEFORE, result, after } };
    }
    return { status: 200, headers: RESULT_HEADERS, body: `${RESULT_BEFORE}${encodeJson(result ?? null)}${after}` };
  } catch (error) {
    if (error instanceof UnmarshalError) return errorReply(request, serverError(UNMARSHAL_MESSAGE));
    const message = error instanceof Error ? error.message : String(error);
    return errorReply(request, serverError(message), error instanceof MethodError ? NOSNIFF : {});
  }
}

/** Runs the handler, or reuses its encoded result when the endpoint keeps it for the current state. */
async function call(found: Found, request: ServerRequest, answers: AnswerCache | undefined): Promise<WritableJson | KeptAnswer> {
  if (!answers?.keeps(found.name)) return (await found.handler(request.paramsValue)) as JsonOutput;
  const paramsText = request.params === null ? 'null' : request.params.text;
  return answers.encoded(found.name, paramsText, async () => ((await found.handler(request.paramsValue)) as JsonOutput) ?? null);
}

function serverError(message: string): RpcError {
  return { code: SERVER_ERROR, message, data: null };
}

function requestEcho(request: ServerRequest): WritableJson {
  return { jsonrpc: request.jsonrpc, method: request.method, params: request.params, id: request.id };
}

function errorReply(request: ServerRequest, error: RpcError, headers: Record<string, string> = {}): RpcReply {
  return respond(request, { jsonrpc: JSONRPC_VERSION, error: { ...error }, id: request.id }, headers, error.code === PARSE_ERROR);
}

/** Notifications (no id) get nothing back, except parse errors, which are always written. */
function respond(request: ServerRequest, message: WritableJson, headers: Record<string, string>, always = false): RpcReply {
  if (request.id === null && !always) return NOTIFICATION_REPLY;
  return { status: 200, headers: { 'content-type': JSON_CONTENT_TYPE, ...headers }, body: encodeJsonLine(message) };
}

const FIELDS = ['jsonrpc', 'method', 'params', 'id'] as const;

/** Fills the request the way Go's json.Unmarshal fills the struct; returns the first type error. */
function decodeRequest(value: JsonValue, raw: WeakMap<object, RawMembers>, request: ServerRequest): string | undefined {
  if (value === null) return undefined;
  if (!isRecord(value)) {
    return `json: cannot unmarshal ${goKind(value)} into Go value of type json2.serverRequest`;
  }
  const members = raw.get(value) ?? {};
  let firstError: string | undefined;
  for (const [key, member] of Object.entries(value)) {
    const field = FIELDS.find((name) => name === key) ?? FIELDS.find((name) => name === key.toLowerCase());
    if (field === undefined) continue;
    if (field === 'params' || field === 'id') {
      const text = key === field ? members[field] : undefined;
      request[field] = member === null ? null : new RawJson(text ?? encodeJson(member));
      if (field === 'params') request.paramsValue = member;
    } else if (typeof member === 'string') {
      request[field] = member;
    } else if (member !== null) {
      firstError ??= `json: cannot unmarshal ${goKind(member)} into Go struct field serverRequest.${field} of type string`;
    }
  }
  return firstError;
}

function goKind(value: JsonValue): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  return 'object';
}

/** The node's codec: the name after the first dot must not start upper-case, then it is capitalised. */
function lowercaseCodecMethod(method: string): string | undefined {
  const dot = method.indexOf('.');
  if (dot === -1) return method;
  const name = method.slice(dot + 1);
  const first = name.codePointAt(0);
  if (first === undefined) return method;
  const firstChar = String.fromCodePoint(first);
  if (isUpperCase(firstChar)) return undefined;
  return `${method.slice(0, dot)}.${firstChar.toUpperCase()}${name.slice(firstChar.length)}`;
}

function isUpperCase(char: string): boolean {
  return char !== char.toLowerCase() && char === char.toUpperCase();
}

function capitalise(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The handler and its Go-style name, or the gorilla lookup error. */
function lookup(method: string, endpoint: GorillaEndpoint): Found | string {
  const [service, name, ...more] = method.split('.');
  if (name === undefined || more.length > 0) return `rpc: service/method request ill-formed: ${goQuote(method)}`;
  if (service !== endpoint.serviceName) return `rpc: can't find service ${goQuote(method)}`;
  const handler = methodTable(endpoint.service).get(name);
  return handler ? { name, handler } : `rpc: can't find method ${goQuote(method)}`;
}

interface Found {
  name: string;
  handler: Handler;
}

/** Method names seen per service and endpoint name; cleared when full so odd names cannot grow it. */
const resolved = new WeakMap<Service, Map<string, Found | string>>();
const MAX_RESOLVED = 512;

/** The request's method through the node's codec and gorilla's lookup (each name worked out once). */
function resolve(requested: string, endpoint: GorillaEndpoint): Found | string {
  let names = resolved.get(endpoint.service);
  if (!names) {
    names = new Map();
    resolved.set(endpoint.service, names);
  }
  const key = `${endpoint.serviceName}\u0000${requested}`;
  let found = names.get(key);
  if (found === undefined) {
    const method = lowercaseCodecMethod(requested);
    found = method === undefined ? UPPERCASE_MESSAGE : lookup(method, endpoint);
    if (names.size >= MAX_RESOLVED) names.clear();
    names.set(key, found);
  }
  return found;
}

const methodTables = new WeakMap<Service, Map<string, Handler>>();

/** Handlers keyed by their Go-style (capitalised) names, built once per service. */
function methodTable(service: Service): Map<string, Handler> {
  let table = methodTables.get(service);
  if (!table) {
    table = new Map(Object.entries(service).map(([name, handler]) => [capitalise(name), handler]));
    methodTables.set(service, table);
  }
  return table;
}
