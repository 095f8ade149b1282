import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MethodError, type Service } from '../handler';
import { id, objectParams } from '../params';
import { AnswerCache } from './answer-cache';
import { FaultInjector } from '../control/faults';
import type { GethService } from './geth-method';
import { createNodeServer, type NodeServer, type RouteTable } from './http-server';
import type { ChainFeed } from './websocket';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'derived-errors');
const SUBNET_CHAIN = '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt';
const JSON_HEADERS = { 'content-type': 'application/json' };

const platform: Service = {
  getHeight: () => ({ height: '7' }),
  getTimestamp: () => ({ timestamp: '2024-12-16T17:19:07Z' }),
  getTx: (params) => {
    id(objectParams(params).txID, 'txID');
    throw new MethodError("couldn't get tx: not found");
  },
  getBig: () => ({ amount: 123456789012345678901234567890n }),
  getPadding: (params) => ({ padding: 'x'.repeat(Number(objectParams(params).length)) }),
};
/** A kept answer long enough to be compressed, and how often it was worked out. */
let keptCalls = 0;
const kept: Service = { getKept: () => ({ calls: ++keptCalls, names: Array.from({ length: 400 }, (_, index) => `validator ${index} é`) }) };
const keptAnswers = new AnswerCache(new Set(['GetKept']), () => 'state');
const validators: Service = { getCurrentValidators: () => ({ validators: [] }) };
const noHeads: ChainFeed = { onHead: () => () => undefined, onLogs: () => () => undefined, onPendingTransaction: () => () => undefined };
const eth: GethService = {
  eth_chainId: { args: [], run: () => '0xa86a' },
  eth_baseFee: { args: [], run: () => '0x1' },
  eth_getChainConfig: { args: [], run: () => ({ chainId: 43114 }) },
  eth_echo: {
    args: [{ optional: false, decode: (value) => value }],
    run: ([value]) => value,
  },
};

const routes: RouteTable = {
  gorilla: (path) => {
    if (['/ext/bc/P', '/ext/P'].includes(path)) return { serviceName: 'platform', service: platform };
    if (path === '/ext/kept') return { serviceName: 'kept', service: kept, answers: keptAnswers };
    if (path === `/ext/bc/${SUBNET_CHAIN}/validators`) return { serviceName: 'validators', service: validators };
    return undefined;
  },
  evm: (chain) => (chain === 'C' ? { service: eth, heads: noHeads } : undefined),
};

let node: NodeServer;
/** The port the system chose, and the node's URL with it. */
let port: number;
let base: string;
const faults = new FaultInjector();

beforeAll(async () => {
  node = createNodeServer({ routes, nodeId: 'NodeID-test', faults, batchLimit: 1000 });
  await new Promise<void>((resolve) => node.server.listen(0, '127.0.0.1', resolve));
  port = (node.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => node.close());

function endpointPath(endpoint: string): string {
  return endpoint.replace('<chainID>', SUBNET_CHAIN).replace('<subnetEVMChainID>', SUBNET_CHAIN);
}

function post(path: string, body: string, headers: Record<string, string> = JSON_HEADERS): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', headers, body });
}

interface DerivedCase {
  endpoint: string;
  request: unknown;
  httpStatus: number;
  response: unknown;
}

function derivedCases(prefix: string): [string, DerivedCase][] {
  return readdirSync(FIXTURES)
    .filter((name) => name.startsWith(prefix))
    .map((name) => [name, JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as DerivedCase]);
}

/** The request bodies the fixtures describe in words rather than JSON. */
function requestBody(name: string, request: unknown): string {
  if (name === 'geth_batch-too-large.json') {
    return JSON.stringify(Array.from({ length: 1001 }, (_, index) => ({ jsonrpc: '2.0', id: index + 7, method: 'eth_chainId', params: [] })));
  }
  return typeof request === 'string' ? request : JSON.stringify(request);
}

describe('gorilla endpoints', () => {
  const cases = derivedCases('gorilla_');

  it.each(cases)('behavior: %s answers as the reference node', async (name, derived) => {
    const response = await post(endpointPath(derived.endpoint), requestBody(name, derived.request));
    expect(response.status).toBe(derived.httpStatus);
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    expect(text).toBe(`${JSON.stringify(derived.response)}\n`);
  });

  it('default: a call answers with jsonrpc, result, id in that order', async () => {
    const response = await post('/ext/P', '{"jsonrpc":"2.0","id":"a b","method":"platform.getHeight","params":{}}');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('node-id')).toBe('NodeID-test');
    expect(await response.text()).toBe('{"jsonrpc":"2.0","result":{"height":"7"},"id":"a b"}\n');
  });

  it('behavior: echoes the id byte for byte and writes bigints as bare digits', async () => {
    const response = await post('/ext/bc/P', '{"jsonrpc":"2.0","id": 12345678901234567890123 ,"method":"platform.getBig"}');
    expect(await response.text()).toBe('{"jsonrpc":"2.0","result":{"amount":123456789012345678901234567890},"id":12345678901234567890123}\n');
  });

  it('args: params as a one-element array or omitted are accepted', async () => {
    const single = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":[{}]}');
    expect(await single.text()).toContain('"result":{"height":"7"}');
    const omitted = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}');
    expect(await omitted.text()).toContain('"result":{"height":"7"}');
  });

  it('behavior: a notification runs but gets an empty body', async () => {
    const response = await post('/ext/bc/P', '{"jsonrpc":"2.0","method":"platform.getHeight","params":{}}');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('error: an empty body is a parse error with message EOF', async () => {
    const response = await post('/ext/bc/P', '');
    expect(await response.text()).toBe(
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"EOF","data":{"jsonrpc":"","method":"","params":null,"id":null}},"id":null}\n',
    );
  });

  it('error: a wrongly typed method field is a parse error that keeps the id', async () => {
    const response = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":3,"method":5}');
    expect(await response.text()).toBe(
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal number into Go struct field serverRequest.method of type string","data":{"jsonrpc":"2.0","method":"","params":null,"id":3}},"id":3}\n',
    );
  });

  it('error: the method error keeps its message with data null', async () => {
    const response = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getTx","params":{"txID":"11111111111111111111111111111111LpoYY"}}');
    expect(await response.text()).toBe('{"jsonrpc":"2.0","error":{"code":-32000,"message":"couldn\'t get tx: not found","data":null},"id":1}\n');
  });

  it('error: HTML characters are escaped as Go does', async () => {
    const response = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.<b>"}');
    expect(await response.text()).toContain('"message":"rpc: can\'t find method \\"platform.\\u003cb\\u003e\\""');
  });

  it('error: GET is 405 and a missing content type is 415', async () => {
    const get = await fetch(`${base}/ext/bc/P`);
    expect(get.status).toBe(405);
    expect(await get.text()).toBe('rpc: POST method required, received GET');
    const missing = await fetch(`${base}/ext/bc/P`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(415);
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await missing.text()).toBe('rpc: unrecognized Content-Type: text/plain');
    const charset = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}', { 'content-type': 'Application/JSON; charset=UTF-8' });
    expect(charset.status).toBe(200);
  });
});

describe('geth endpoints', () => {
  const cases = derivedCases('geth_').filter(([name]) => !['geth_unfinalized.json', 'geth_bad-timestamp-arg.json'].includes(name));

  it.each(cases)('behavior: %s answers as the reference node', async (name, derived) => {
    const response = await post(endpointPath(derived.endpoint), requestBody(name, derived.request));
    expect(response.status).toBe(derived.httpStatus);
    expect(await response.text()).toBe(`${JSON.stringify(derived.response)}\n`);
  });

  it('default: a call answers with jsonrpc, id, result in that order', async () => {
    const response = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":1,"result":"0xa86a"}\n');
  });

  it('error: invalid JSON is -32700 parse error with id null', async () => {
    const response = await post('/ext/bc/C/rpc', '{"jsonrpc":');
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}\n');
  });

  it('error: a missing required argument and subscriptions over HTTP', async () => {
    const missing = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":1,"method":"eth_echo","params":[]}');
    expect(await missing.text()).toBe('{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"missing value for required argument 0"}}\n');
    const subscribe = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":1,"method":"eth_subscribe","params":["newHeads"]}');
    expect(await subscribe.text()).toBe('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"notifications not supported"}}\n');
  });

  it('behavior: object ids are invalid requests and notifications-only batches get an empty body', async () => {
    const objectId = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":{},"method":"eth_chainId"}');
    expect(await objectId.text()).toBe('{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"invalid request"}}\n');
    const notifications = await post('/ext/bc/C/rpc', '[{"jsonrpc":"2.0","method":"eth_chainId"},{"jsonrpc":"2.0","method":"eth_baseFee"}]');
    expect(await notifications.text()).toBe('');
  });

  it('behavior: a batch at the limit is served in order', async () => {
    const batch = Array.from({ length: 1000 }, (_, index) => ({ jsonrpc: '2.0', id: index, method: 'eth_echo', params: [index] }));
    const response = await post('/ext/bc/C/rpc', JSON.stringify(batch));
    const answers = (await response.json()) as { id: number; result: number }[];
    expect(answers).toHaveLength(1000);
    expect(answers.every((answer, index) => answer.id === index && answer.result === index)).toBe(true);
  });

  it('behavior: lossless numbers pass through arguments', async () => {
    const response = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":1,"method":"eth_echo","params":[98765432109876543210]}');
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":1,"result":98765432109876543210}\n');
  });
});

describe('HTTP level', () => {
  it('default: GET /ext/bc/C/rpc is an empty 200 health check', async () => {
    const response = await fetch(`${base}/ext/bc/C/rpc`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('behavior: an idle connection is kept for 120 s, as the reference node keeps it', async () => {
    const { headers } = await rawPost('/ext/bc/P', paddingCall(0));
    expect(headers.connection).toBe('keep-alive');
    expect(headers['keep-alive']).toBe('timeout=120');
  });

  it('error: PUT is 405, text/plain is 415, a body over 5 MiB is 413', async () => {
    const put = await fetch(`${base}/ext/bc/C/rpc`, { method: 'PUT', headers: JSON_HEADERS, body: '{}' });
    expect([put.status, await put.text()]).toEqual([405, 'method not allowed\n']);
    const text = await post('/ext/bc/C/rpc', '{}', { 'content-type': 'text/plain' });
    expect([text.status, await text.text()]).toEqual([415, 'invalid content type, only application/json is supported\n']);
    const size = 5 * 1024 * 1024 + 1;
    const big = await post('/ext/bc/C/rpc', ' '.repeat(size));
    expect([big.status, await big.text()]).toEqual([413, `content length too large (${size}>5242880)\n`]);
  });

  it('error: unknown paths are 404 page not found', async () => {
    for (const path of ['/ext/bc/Q/rpc', '/ext/bc/C/native', '/ext/bc/P/', '/', '/ext/bc/C/admin']) {
      const response = await post(path, '{}');
      expect([path, response.status, await response.text()]).toEqual([path, 404, '404 page not found\n']);
    }
  });

  it('error: a non-local host name is 403', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path: '/ext/bc/P', method: 'POST', headers: { host: 'evil.example', ...JSON_HEADERS } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      call.on('error', reject);
      call.end('{}');
    });
    expect(status).toBe(403);
  });

  it('behavior: CORS preflight echoes the method and headers', async () => {
    const response = await fetch(`${base}/ext/bc/P`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    expect(response.headers.get('access-control-max-age')).toBeNull();
  });

  it('behavior: a preflight asking for another header gets no CORS headers', async () => {
    const response = await fetch(`${base}/ext/bc/C/rpc`, {
      method: 'OPTIONS',
      headers: { origin: 'http://a.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('behavior: actual cross-origin responses carry the CORS headers', async () => {
    const response = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}', { ...JSON_HEADERS, origin: 'http://a.example' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin');
  });

  it('behavior: injected faults fail listed methods, delay and answer 503', async () => {
    faults.set({ latencyMs: 0, errorRate: 0, failMethods: ['platform.getHeight', 'eth_chainId'], garbageMethods: [], dropConnections: 0 });
    const gorilla = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}');
    expect(await gorilla.text()).toBe('{"jsonrpc":"2.0","error":{"code":-32000,"message":"devnet: injected failure","data":null},"id":1}\n');
    const geth = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}');
    expect(await geth.text()).toBe('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"devnet: injected failure"}}\n');
    faults.set({ latencyMs: 150, errorRate: 1, failMethods: [], garbageMethods: [], dropConnections: 0 });
    const started = Date.now();
    const failed = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}');
    expect(failed.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    faults.set({ latencyMs: 0, errorRate: 0, failMethods: [], garbageMethods: [], dropConnections: 1 });
    await expect(post('/ext/bc/P', '{}')).rejects.toThrow();
    faults.clear();
    expect((await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}')).status).toBe(200);
  });

  it('behavior: garbage methods answer a well-formed envelope with a wrong-shaped result', async () => {
    faults.set({ latencyMs: 0, errorRate: 0, failMethods: [], garbageMethods: ['platform.getHeight', 'eth_chainId'], dropConnections: 0 });
    const gorilla = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}');
    expect(await gorilla.text()).toBe('{"jsonrpc":"2.0","result":{"devnet":"injected garbage"},"id":1}\n');
    const geth = await post('/ext/bc/C/rpc', '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}');
    expect(await geth.text()).toBe('{"jsonrpc":"2.0","id":1,"result":{"devnet":"injected garbage"}}\n');
    const other = await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getTimestamp"}');
    expect(await other.text()).toContain('"timestamp"');
    faults.clear();
    expect(await (await post('/ext/bc/P', '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight"}')).text()).toContain('"height"');
  });

  it('behavior: deep nesting is refused without crashing', async () => {
    const deep = '['.repeat(200_000);
    const gorilla = await post('/ext/bc/P', deep);
    expect(await gorilla.text()).toContain('"code":-32700');
    const tooDeep = await post('/ext/bc/C/rpc', `{"jsonrpc":"2.0","id":1,"method":"eth_echo","params":[${'['.repeat(50_000)}${']'.repeat(50_000)}]}`);
    expect(await tooDeep.text()).toBe('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}}\n');
    const allowed = await post('/ext/bc/C/rpc', `{"jsonrpc":"2.0","id":1,"method":"eth_echo","params":[${'['.repeat(5_000)}${']'.repeat(5_000)}]}`);
    expect(await allowed.text()).toContain('"id":1,"result":[[[');
  });
});

/** A POST as it goes over the wire: the body's bytes are not decompressed. */
function rawPost(path: string, body: string, acceptEncoding?: string): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { ...JSON_HEADERS, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) };
    const call = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

function paddingCall(length: number): string {
  return `{"jsonrpc":"2.0","id":1,"method":"platform.getPadding","params":{"length":${length}}}`;
}

describe('gzip', () => {
  it('default: a long answer to a client that takes gzip is gzipped, and unzips to the plain answer', async () => {
    const plain = await rawPost('/ext/bc/P', paddingCall(5000));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding, Origin');
    const zipped = await rawPost('/ext/bc/P', paddingCall(5000), 'deflate, gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding, Origin');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 10);
    expect(gunzipSync(zipped.bytes).toString()).toBe(plain.bytes.toString());
    const geth = await rawPost('/ext/bc/C/rpc', `{"jsonrpc":"2.0","id":1,"method":"eth_echo","params":["${'y'.repeat(3000)}"]}`, 'gzip');
    expect(geth.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(geth.bytes).toString()).toBe(`{"jsonrpc":"2.0","id":1,"result":"${'y'.repeat(3000)}"}\n`);
  });

  it('behavior: answers of 1,400 bytes and more are gzipped, shorter ones are not', async () => {
    const envelope = (await rawPost('/ext/bc/P', paddingCall(0))).bytes.length;
    const short = await rawPost('/ext/bc/P', paddingCall(1399 - envelope), 'gzip');
    expect([short.bytes.length, short.headers['content-encoding']]).toEqual([1399, undefined]);
    const long = await rawPost('/ext/bc/P', paddingCall(1400 - envelope), 'gzip');
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(long.bytes)).toHaveLength(1400);
  });

  it('behavior: gzip is used only when Accept-Encoding gives it a quality above 0', async () => {
    const codings: Array<[string | undefined, boolean]> = [
      [undefined, false],
      ['identity', false],
      ['*', false],
      ['gzip;q=0', false],
      ['gzip;q=abc', false],
      ['br, deflate', false],
      ['GZIP', true],
      ['br, gzip;q=0.5', true],
      ['gzip;q=0, gzip', true],
    ];
    for (const [acceptEncoding, gzipped] of codings) {
      const { headers } = await rawPost('/ext/bc/P', paddingCall(3000), acceptEncoding);
      expect([acceptEncoding, headers['content-encoding']]).toEqual([acceptEncoding, gzipped ? 'gzip' : undefined]);
    }
  });

  it('behavior: a kept answer is worked out once and unzips, under any id, to the plain answer', async () => {
    const call = (id: string) => `{"jsonrpc":"2.0","id":${id},"method":"kept.getKept","params":{}}`;
    for (const id of ['1', '"second"', '"ü\\u00e9"', '1e3']) {
      const plain = await rawPost('/ext/kept', call(id));
      const zipped = await rawPost('/ext/kept', call(id), 'gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.bytes).toString()).toBe(plain.bytes.toString());
      expect(plain.bytes.toString()).toContain(`,"id":${id}}`);
    }
    expect(keptCalls).toBe(1);
  });
});
