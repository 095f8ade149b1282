import fc from 'fast-check';

/**
 * Generators of malformed requests for the devnet fuzz suite (fuzz.test.ts). Values are built as
 * JSON text, so that numbers beyond 2^64, raw bytes and broken documents can be sent as they are.
 */
export type ServerKind = 'gorilla' | 'geth';

/** One endpoint and the method names its service really has. */
export interface FuzzTarget {
  kind: ServerKind;
  path: string;
  methods: readonly string[];
}

export interface HttpCase {
  target: FuzzTarget;
  httpMethod: string;
  contentType: string | undefined;
  body: Buffer;
  /** No usable `id`: the server may answer with an empty body. */
  mayBeSilent: boolean;
}

/** Go's encoding/json refuses nesting deeper than this; the devnet's parser does too. */
export const NESTING_LIMIT = 10_000;
const LONG_STRING_BYTES = 100 * 1024;
const MAX_PARAMS = 6;
const SMALL_BATCH = 6;
/** Names the services read from object params, so that wrong types reach their decoders. */
const PARAM_KEYS = [
  'txID', 'tx', 'encoding', 'address', 'addresses', 'subnetID', 'nodeIDs', 'height', 'blockchainID', 'chainID', 'sourceChain',
  'limit', 'startIndex', 'assetID', 'username', 'password', 'level', 'loggerName', 'message', 'validationID', 'ids', 'id',
  'includeReason', 'count', 'seconds', 'latencyMs', 'errorRate', 'timestamp', 'blockHash', 'to', 'amount', 'privateKey',
];

const CB58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const quoted = (text: string) => JSON.stringify(text);

function charsFrom(alphabet: string, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...alphabet), maxLength });
}

/** Strings that are almost, but not quite, the IDs, addresses and numbers the methods expect. */
const badString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(
    '', '0x', '0xg', '0x0', '0x00', '0x' + 'f'.repeat(65), '0x' + '0'.repeat(64) + '1', 'latest', 'pending', 'earliest', 'proposed', 'finalized',
    '11111111111111111111111111111111LpoYY', '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM', 'NodeID-', 'NodeID-111111111111111111116DBWJs',
    'P-local1', 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v', 'X-avax1xyz', 'C-', '-1', '1e400', '18446744073709551616', 'NaN', 'hex', 'cb58',
    'json', '\u0000', '\ud800', '<script>', '__proto__', 'constructor', 'toString',
  ) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: charsFrom('0123456789abcdefABCDEFgGxX', 70).map((digits) => `0x${digits}`) },
  { weight: 3, arbitrary: charsFrom(CB58_ALPHABET + '0OIl', 60) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('P-', 'X-', 'C-', ''), fc.constantFrom('local1', 'avax1', 'fuji1', 'custom1', '1'), charsFrom(BECH32_ALPHABET + 'bio1', 45))
      .map((parts) => parts.join('')),
  },
  { weight: 3, arbitrary: charsFrom(CB58_ALPHABET, 40).map((id) => `NodeID-${id}`) },
  // Rare: it makes the body 100 KB.
  { weight: 1, arbitrary: fc.constant('a'.repeat(LONG_STRING_BYTES)) },
);

/** Numbers Go cannot hold in the declared type: negatives, fractions, beyond uint64, exponents. */
const badNumberText = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.constantFrom('-0', '1e400', '-1e-400', '18446744073709551616', '9007199254740993', '0.5', '1E2'),
);

/** Any JSON value as text, biased to the values that break decoders. */
const valueText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    badString.map(quoted),
    badNumberText,
    fc.constantFrom('null', 'true', 'false', '{}', '[]'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAM_KEYS), fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 })
      .map((members) => `{${members.map(([key, value]) => `${quoted(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** `params` of the wrong shape for every server: wrong arity, objects for arrays and the reverse. */
const paramsText = fc.oneof(
  fc.array(valueText, { maxLength: MAX_PARAMS }).map((items) => `[${items.join(',')}]`),
  fc.array(fc.tuple(fc.constantFrom(...PARAM_KEYS), valueText), { maxLength: MAX_PARAMS }).map((members) => `{${members.map(([key, value]) => `${quoted(key)}:${value}`).join(',')}}`),
  fc.array(fc.tuple(fc.constantFrom(...PARAM_KEYS), valueText), { maxLength: 3 }).map((members) => `[{${members.map(([key, value]) => `${quoted(key)}:${value}`).join(',')}}]`),
  valueText,
);

/** Good ids, and the ones that are not: objects, arrays, floats, huge numbers, absent. */
const idText = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 1_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('"a"', 'null', '{}', '[1]', '1.5', '-7', '340282366920938463463374607431768211456', '""', 'true') },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const versionText = fc.oneof({ weight: 6, arbitrary: fc.constant('"2.0"') }, { weight: 1, arbitrary: fc.constantFrom('"1.0"', '2', 'null', '"2.00"') }, { weight: 1, arbitrary: fc.constant(undefined) });

/** The method name: mostly real, sometimes unknown, mis-cased or of another service. */
function methodText(target: FuzzTarget): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...target.methods) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('', 'x', 'eth_', 'platform.', 'platform.GetHeight', 'Platform.getHeight', 'platform.getHeight.x', 'eth_chainid', 'rpc_modules', 'eth_subscribe', 'eth_unsubscribe', '__proto__', 'constructor', 'toString', 'hasOwnProperty'),
        fc.string({ maxLength: 30 }),
      ),
    },
  );
}

interface CallText {
  text: string;
  hasId: boolean;
}

function callText(target: FuzzTarget): fc.Arbitrary<CallText> {
  return fc.record({ version: versionText, id: idText, method: methodText(target), params: fc.option(paramsText, { nil: undefined }) }).map(({ version, id, method, params }) => {
    const members = [
      version === undefined ? undefined : `"jsonrpc":${version}`,
      id === undefined ? undefined : `"id":${id}`,
      `"method":${quoted(method)}`,
      params === undefined ? undefined : `"params":${params}`,
    ].filter((member) => member !== undefined);
    return { text: `{${members.join(',')}}`, hasId: id !== undefined && id !== 'null' };
  });
}

/** A document broken the ways a decoder can see: cut short, a byte replaced, junk appended. */
function brokenText(call: CallText): fc.Arbitrary<string> {
  const length = call.text.length;
  return fc.oneof(
    fc.nat({ max: length - 1 }).map((cut) => call.text.slice(0, cut)),
    fc.tuple(fc.nat({ max: length - 1 }), fc.constantFrom('"', '\\', '}', ']', ',', ':', "'", '\u0001', '\u00ff', 'x', '\ud800'))
      .map(([at, char]) => call.text.slice(0, at) + char + call.text.slice(at + 1)),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.constantFrom('', ' ', 'null', 'nul', '{', '[', '"', '{"a":}', '{,}', '[1,]', '{"id":1 "method":"x"}', '\ufeff{}', 'NaN', 'Infinity', '0x1'),
  );
}

/** Bytes that are not UTF-8 (a lone continuation byte, an overlong form, a bare surrogate). */
const badEncoding = fc.tuple(fc.constantFrom('\x80', '\xc0\xaf', '\xed\xa0\x80', '\xff\xfe', '\xf8\x88\x80\x80\x80'), fc.nat({ max: 200 })).map(([bytes, at]) => ({ bytes, at }));

function deeplyNested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth);
}

interface Body {
  body: Buffer;
  mayBeSilent: boolean;
}

function bodyFor(target: FuzzTarget, batchLimit: number): fc.Arbitrary<Body> {
  const call = callText(target);
  const text = (value: string, mayBeSilent: boolean): Body => ({ body: Buffer.from(value, 'utf8'), mayBeSilent });
  return fc.oneof(
    { weight: 40, arbitrary: call.map((c) => text(c.text, !c.hasId)) },
    { weight: 12, arbitrary: call.chain(brokenText).map((value) => text(value, true)) },
    {
      weight: 4,
      arbitrary: fc.tuple(call, badEncoding).map(([c, { bytes, at }]) => {
        const cut = Math.min(at, c.text.length);
        // The bytes may land in the `id` key and make the call a notification.
        return { body: Buffer.concat([Buffer.from(c.text.slice(0, cut)), Buffer.from(bytes, 'latin1'), Buffer.from(c.text.slice(cut))]), mayBeSilent: true };
      }),
    },
    { weight: 2, arbitrary: fc.array(call, { maxLength: SMALL_BATCH }).map((calls) => text(`[${calls.map((c) => c.text).join(',')}]`, true)) },
    // At the limit the calls run; one over it the whole batch is refused.
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: batchLimit, max: batchLimit + 1 })
        .chain((length) => fc.array(call, { minLength: length, maxLength: length }))
        .map((calls) => text(`[${calls.map((c) => c.text).join(',')}]`, calls.length <= batchLimit)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.integer({ min: NESTING_LIMIT - 2, max: NESTING_LIMIT + 50 }),
          fc.constantFrom(['[', ']'] as const, ['{"a":', '}'] as const),
          fc.option(fc.constantFrom(...target.methods), { nil: undefined }),
        )
        .map(([depth, [open, close], method]) =>
          text(method !== undefined ? `{"jsonrpc":"2.0","id":1,"method":${quoted(method)},"params":${deeplyNested(depth, open, close)}}` : deeplyNested(depth, open, close), false),
        ),
    },
  );
}

/** Mostly POST with the right content type; otherwise the HTTP checks in front of the server. */
const httpMethod = fc.oneof({ weight: 12, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') });
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json-rpc', 'application/jsonrequest', 'application/json;;', 'multipart/form-data', '*/*', 'application/json; x="'),
  },
);

export function httpCase(targets: readonly FuzzTarget[], batchLimit: number): fc.Arbitrary<HttpCase> {
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({ target: fc.constant(target), httpMethod, contentType, body: bodyFor(target, batchLimit) }).map(({ body, ...rest }) => ({ ...rest, body: body.body, mayBeSilent: body.mayBeSilent })),
  );
}

/** A WebSocket frame: a request (often a subscription), a broken document or a batch. */
export interface WsFrame {
  data: Buffer;
  binary: boolean;
  /** The server answers, and keeps the connection, only for well-formed JSON. */
  wellFormed: boolean;
  mayBeSilent: boolean;
}

const subscriptionParams = fc.oneof(
  fc.constantFrom('[]', '["newHeads"]', '["logs"]', '["logs",{"address":"0x1"}]', '["logs",{"topics":[["0xzz"]]}]', '["logs",{"fromBlock":"latest","toBlock":7}]', '["newPendingTransactions",5]', '["syncing"]', '[""]', '["newheads"]', '{}', '"newHeads"', '[1]'),
  paramsText,
);

export function wsFrame(target: FuzzTarget, batchLimit: number): fc.Arbitrary<WsFrame> {
  const subscription = fc
    .record({ id: idText, method: fc.constantFrom('eth_subscribe', 'eth_unsubscribe', 'eth_subscription', 'net_subscribe'), params: subscriptionParams })
    .map(({ id, method, params }) => ({ text: `{"jsonrpc":"2.0",${id === undefined ? '' : `"id":${id},`}"method":"${method}","params":${params}}`, hasId: id !== undefined && id !== 'null' }));
  const call = fc.oneof(subscription, callText(target));
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(call, fc.boolean()).map(([c, binary]) => ({ data: Buffer.from(c.text), binary, wellFormed: true, mayBeSilent: !c.hasId })) },
    { weight: 2, arbitrary: fc.array(call, { maxLength: batchLimit + 5 }).map((calls) => ({ data: Buffer.from(`[${calls.map((c) => c.text).join(',')}]`), binary: false, wellFormed: true, mayBeSilent: true })) },
    {
      weight: 1,
      arbitrary: call.chain(brokenText).map((value) => ({ data: Buffer.from(value), binary: false, wellFormed: isJson(value), mayBeSilent: true })),
    },
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
