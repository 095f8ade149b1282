/**
 * The devnet against the published examples, over real HTTP: for every file of
 * test/fixtures/real-responses/, the devnet (reference dialect) answers the same request,
 * rewritten to IDs that exist on the devnet, with the same keys and JSON types, and the typed
 * client parses the answer. Methods removed from current nodes answer as current nodes do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type RunningDevnet } from '../devnet/devnet';
import type { JsonObject, JsonValue } from '../src/lib/json-value';
import { createRpcClient, type MethodName, type MethodParams } from '../src/rpc/client';
import type { RpcExchange } from '../src/rpc/transport';
import { NodeError } from '../src/rpc/errors';
import { endpointOf, readReferenceFiles, specMethodName } from '../src/rpc/testing/reference-examples';
import { REFERENCE_NODE_SETTINGS } from '../src/rpc/testing/network-settings';
import { stringifyJson } from '../src/rpc/json';
import { EWOQ, findDevnetIds, type DevnetIds } from './devnet-ids';

const GENESIS_TIME = 1_767_225_600; // 2026-01-01T00:00:00Z
const BLOCKS = 40;
const REMOVED = ['export', 'exportAVAX', 'exportKey', 'import', 'importAVAX', 'importKey'];

let devnet: RunningDevnet;

async function raw(path: string, method: string, params: JsonValue): Promise<JsonObject> {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stringifyJson({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as JsonObject;
}

/** The published request's params, rewritten to devnet values. */
function devnetParams(file: string, params: JsonValue, ids: DevnetIds): JsonValue {
  const p = { ...(params as JsonObject) };
  const swap: Record<string, JsonValue> = {
    txID: file.includes('getRewardUTXOs')
      ? ids.stakerTxId
      : file.startsWith('avax.')
        ? ids.atomicTxId
        : file === 'platform.getTx.json'
          ? ids.delegatorTxId
          : ids.txId,
    blockID: ids.blockId,
    height: ids.height,
    blockchainID: ids.blockchainId,
    nodeIDs: [ids.nodeId],
  };
  for (const [key, value] of Object.entries(swap)) if (key in p) p[key] = value;
  if ('subnetID' in p && p.subnetID !== '11111111111111111111111111111111LpoYY') p.subnetID = ids.subnetId;
  if ('ids' in p) p.ids = [ids.subnetId];
  if ('addresses' in p) p.addresses = [file.startsWith('avax.') ? EWOQ.replace('P-', 'C-') : EWOQ];
  if (file.startsWith('avax.getUTXOs')) p.sourceChain = 'P';
  if ('startIndex' in p) delete p.startIndex;
  return Array.isArray(params) ? params : p;
}

function devnetPath(endpoint: string, ids: DevnetIds): string {
  const { path, chain } = endpointOf(endpoint);
  return chain && chain !== 'C' ? path.replace(chain, ids.evmChainId) : path;
}

type Shape = string | { [key: string]: Shape } | Shape[];

/** Keys and JSON types; maps keyed by IDs (node IDs, asset IDs, chain configs) compare by value. */
function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'bigint') return 'number';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, shapeOf(inner)]));
}

const ID_KEY = /^(NodeID-|[1-9A-HJ-NP-Za-km-z]{40,})/;

/** Where `expected` (from the example) and `actual` (the devnet) differ in keys or types. */
function differences(expected: Shape, actual: Shape, path = '', lenient = new Set<string>()): string[] {
  if (expected === 'null' || lenient.has(path)) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected array, got ${JSON.stringify(actual)}`];
    return expected.length && actual.length ? differences(expected[0]!, actual[0]!, `${path}[]`, lenient) : [];
  }
  if (typeof expected === 'string') return expected === actual ? [] : [`${path}: expected ${expected}, got ${JSON.stringify(actual)}`];
  if (typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected object`];
  const keys = Object.keys(expected);
  if (keys.length && keys.every((key) => ID_KEY.test(key))) {
    const values = Object.values(actual);
    return values.length ? differences(expected[keys[0]!]!, values[0]!, `${path}.<id>`, lenient) : [];
  }
  return keys.flatMap((key) =>
    lenient.has(`${path}.${key}`)
      ? []
      : key in actual ? differences(expected[key]!, actual[key]!, `${path}.${key}`, lenient) : [`${path}.${key}: missing`],
  );
}

/**
 * Where the published example is known to differ from current nodes (its `notes`), or where its
 * values are a different chain's choices rather than a shape.
 */
const STALE: Record<string, string[]> = {
  'platform.getBlock_json.json': ['.block'],
  'platform.getBlockByHeight_json.json': ['.block'],
  'eth_getChainConfig_c-chain-legacy-doc.json': ['.eip150Hash'],
  'platform.getValidatorFeeConfig.json': ['.targetPerSecond'],
  'eth_getActivePrecompilesAt.json': [''],
};

/** The admin examples write real profiles (a heap snapshot among them); they go here and are removed. */
let profileDir: string;

beforeAll(async () => {
  profileDir = await mkdtemp(join(tmpdir(), 'conformance-profiles-'));
  devnet = await startDevnet({ port: 0, dialect: 'reference', genesisTime: GENESIS_TIME, autoBlocks: false, control: true, admin: true, profileDir });
  await raw('/ext/devnet/control', 'control.produceBlocks', { count: BLOCKS });
}, 60_000);

afterAll(async () => {
  await devnet?.close();
  await rm(profileDir, { recursive: true, force: true });
});

describe('devnet answers the published examples with the same shapes', () => {
  const files = readReferenceFiles('real-responses');
  let ids: DevnetIds;
  beforeAll(async () => {
    ids = await findDevnetIds(devnet.url);
  });

  it('behavior: the devnet has every kind of ID the examples need', () => {
    for (const [key, value] of Object.entries(ids)) expect(value, key).not.toBe('');
  });

  for (const { name, content } of files) {
    const request = content.request as JsonObject;
    const method = request.method as string;
    const removed = method.startsWith('avax.') && REMOVED.includes(method.slice('avax.'.length));

    it(`${removed ? 'error' : 'default'}: ${name}`, async () => {
      const { chain } = endpointOf(content.endpoint as string);
      const params = devnetParams(name, request.params ?? {}, ids);
      const exchanges: RpcExchange[] = [];
      const client = createRpcClient(
        { ...REFERENCE_NODE_SETTINGS, baseUrl: devnet.url, networkId: 12345, hrp: 'local' },
        { retries: 0, onExchange: (exchange) => exchanges.push(exchange) },
      );
      const call = client.call(
        specMethodName(method) as MethodName,
        params as MethodParams<MethodName>,
        chain ? { chain: chain === 'C' ? 'C' : ids.evmChainId } : {},
      );
      if (removed) {
        const capitalised = method.replace(/\.(.)/, (_, c: string) => `.${c.toUpperCase()}`);
        await expect(call).rejects.toThrow(NodeError);
        expect(JSON.parse(exchanges[0]!.responseText ?? '').error).toEqual({ code: -32000, message: `rpc: can't find method "${capitalised}"`, data: null });
        return;
      }
      if (method.endsWith('.issueTx')) {
        // The published tx belongs to another network: the devnet rejects it as a node would.
        const error = await call.catch((e: unknown) => e);
        expect(error).toBeInstanceOf(NodeError);
        expect((error as NodeError).code).toBe(-32000);
        expect((error as NodeError).message).toMatch(/^(couldn't issue tx|couldn't parse tx|problem (decoding|parsing|initializing) transaction)/);
        return;
      }
      await expect(call).resolves.toBeDefined();
      expect(devnetPath(content.endpoint as string, ids)).toBe(new URL(exchanges[0]!.url).pathname);
      const answer = JSON.parse(exchanges[0]!.responseText ?? '') as JsonObject;
      const documented = (content.response as JsonObject).result;
      const lenient = new Set(STALE[name] ?? []);
      expect(differences(shapeOf(documented), shapeOf(answer.result), '', lenient)).toEqual([]);
    });
  }
});

describe('client against the devnet (spec dialect names through a reference-dialect node)', () => {
  it('error: a malformed ID is the node\'s generic unmarshal error, typed', async () => {
    const client = createRpcClient({ ...REFERENCE_NODE_SETTINGS, baseUrl: devnet.url }, { retries: 0 });
    const error = await client.call('platform.getTx', { txID: 'not-an-id', encoding: 'json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeError);
    expect((error as NodeError).code).toBe(-32000);
    expect((error as NodeError).message).toMatch(/couldn't unmarshal an argument/);
  });

  it('behavior: an unknown tx is a not-found NodeError; its status is Unknown, not an error', async () => {
    const client = createRpcClient({ ...REFERENCE_NODE_SETTINGS, baseUrl: devnet.url }, { retries: 0 });
    const unknown = '2QouvFWUbjuySRxeX5xMbNCuAaKWfbk5FeEa2JmoF85RKLk2dD';
    const error = await client.call('platform.getTx', { txID: unknown }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeError);
    expect((error as NodeError).isNotFound).toBe(true);
    expect((await client.call('platform.getTxStatus', { txID: unknown })).status).toBe('Unknown');
  });

  it('behavior: concurrent EVM calls are batched into one request', async () => {
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests++;
      return fetch(input, init);
    };
    const client = createRpcClient({ ...REFERENCE_NODE_SETTINGS, baseUrl: devnet.url }, { fetch: counting, retries: 0 });
    const [chainId, height, baseFee] = await Promise.all([
      client.call('eth_chainId', []),
      client.call('eth_blockNumber', []),
      client.call('eth_baseFee', []),
    ]);
    expect(chainId).toBe(43112n);
    expect(typeof height).toBe('bigint');
    expect(baseFee === null || typeof baseFee === 'bigint').toBe(true);
    expect(requests).toBe(1);
  });
});
