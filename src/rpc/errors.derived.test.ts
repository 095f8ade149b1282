import { isRecord, type JsonObject, type JsonValue } from '../lib/json-value';
import { createRpcClient, DEFAULT_CHAIN, endpointPath } from './client';
import { HttpError, NodeError, ParseError } from './errors';
import { isMethodName, METHODS, type MethodName } from './methods/table';
import { createFakeFetch, reply } from './testing/fake-fetch';
import { endpointOf, readdress, readReferenceFiles, specMethodName } from './testing/reference-examples';
import { REFERENCE_NODE_SETTINGS, TEST_BASE_URL } from './testing/network-settings';
import { createTransport } from './transport';

/** Error responses reconstructed from the node's code; each must become the right typed error. */
const FILES = readReferenceFiles('derived-errors');
const RPC_FILES = FILES.filter((file) => file.name !== 'http-level.json');
const NOT_FOUND_FILES = new Set([
  'avax.getAtomicTx_unknown.json',
  'platform.getBlockByHeight_not-found.json',
  'platform.getBlock_not-found.json',
  'platform.getL1Validator_not-found.json',
  'platform.getMinStake_not-elastic.json',
  'platform.getSubnet_unknown.json',
  'platform.getTx_not-found.json',
]);

/** A concrete path for a documented endpoint (placeholders such as `<chainID>` become a sample ID). */
function concrete(endpoint: string): string {
  return endpoint.replace(/<[^>]+>/, '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt');
}

/** Whether the client itself sends this method to this endpoint (else the file is replayed on the transport). */
function servedByClient(method: string, path: string): method is MethodName {
  if (!isMethodName(method)) return false;
  const chain = endpointOf(path).chain ?? DEFAULT_CHAIN;
  return endpointPath(METHODS[method].endpoint, chain, REFERENCE_NODE_SETTINGS) === endpointOf(path).path;
}

function expectNodeError(error: unknown, documented: JsonValue) {
  const { code, message, data } = documented as JsonObject;
  expect(error).toBeInstanceOf(NodeError);
  const nodeError = error as NodeError;
  expect(nodeError.code).toBe(Number(code));
  expect(nodeError.message).toBe(message);
  expect(nodeError.data).toEqual(data ?? null);
}

describe('derived errors', () => {
  test('default: the reference folder is read', () => {
    expect(RPC_FILES.length).toBeGreaterThanOrEqual(30);
  });

  test.each(RPC_FILES.map((file) => [file.name, file.content] as const))('error: %s', async (name, content) => {
    const documentedRequest = content.request!;
    const documentedResponse = content.response!;
    const fake = createFakeFetch((sent) => reply(readdress(documentedResponse, documentedRequest, sent.json), Number(content.httpStatus)));
    const path = concrete(content.endpoint as string);
    const url = `${TEST_BASE_URL}${path}`;
    const batchable = url.endsWith('/rpc');
    const transport = createTransport({ fetch: fake.fetch, retries: 0 });
    const single = isRecord(documentedRequest);

    if (single) {
      const request = documentedRequest as JsonObject;
      const method = specMethodName(request.method as string);
      const outcome =
        servedByClient(method, path) && request.jsonrpc === '2.0'
          ? createRpcClient(REFERENCE_NODE_SETTINGS, { fetch: fake.fetch, retries: 0 }).call(method, request.params as never, {
              chain: endpointOf(path).chain ?? DEFAULT_CHAIN,
            })
        : transport.request(url, { method: request.method as string, params: request.params }, { batchable });
      const error = await outcome.then(
        () => undefined,
        (rejection: unknown) => rejection,
      );
      expectNodeError(error, (documentedResponse as JsonObject).error!);
      expect((error as NodeError).isNotFound).toBe(NOT_FOUND_FILES.has(name));
      expect(fake.requests).toHaveLength(1);
      return;
    }

    // A batch-level answer: send two calls the way our client would and check each call's outcome.
    const calls = [
      transport.request(url, { method: 'eth_chainId', params: [] }, { batchable }),
      transport.request(url, { method: 'unknown_method', params: [] }, { batchable }),
    ];
    const outcomes = await Promise.allSettled(calls);
    expect(fake.requests).toHaveLength(batchable ? 1 : 2);
    const items = Array.isArray(documentedResponse) ? documentedResponse : [documentedResponse];
    outcomes.forEach((outcome, index) => {
      const answer = items.length > 1 ? (items.filter((item) => (item as JsonObject).id !== null)[index] as JsonObject) : (items[0] as JsonObject);
      if (answer.error === undefined) {
        expect(outcome).toEqual({ status: 'fulfilled', value: answer.result });
      } else {
        expect(outcome.status).toBe('rejected');
        expectNodeError((outcome as PromiseRejectedResult).reason, answer.error);
      }
    });
  });
});

describe('derived errors: HTTP level', () => {
  const httpLevel = FILES.find((file) => file.name === 'http-level.json')!.content;
  const cases = (httpLevel.cases as JsonObject[]).filter((entry) => typeof entry.body === 'string' && entry.status !== undefined);

  test.each(cases.map((entry) => [entry.case as string, entry] as const))('error: %s', async (_name, entry) => {
    const status = Number(entry.status);
    const fake = createFakeFetch(() => new Response(entry.body as string, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    const client = createRpcClient(REFERENCE_NODE_SETTINGS, { fetch: fake.fetch, retries: 0 });
    const error = await client.call('platform.getHeight', {}).then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    if (status === 200) {
      // An empty 200 body is no JSON-RPC answer at all.
      expect(error).toBeInstanceOf(ParseError);
    } else {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(status);
      expect((error as HttpError).body).toBe(entry.body);
    }
  });
});
