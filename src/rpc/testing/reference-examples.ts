import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isRecord, type JsonObject, type JsonValue } from '../../lib/json-value';
import { parseJson } from '../json';

/** The repository's copies of the reference node's published examples and error answers (test/fixtures/README.md). */
const FIXTURES_DIR = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));

export interface ReferenceFile {
  name: string;
  content: JsonObject;
}

/** Every `*.json` file of a fixtures folder, parsed losslessly. */
export function readReferenceFiles(folder: 'real-responses' | 'derived-errors'): ReferenceFile[] {
  const dir = `${FIXTURES_DIR}${folder}/`;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, content: parseJson(readFileSync(`${dir}${name}`, 'utf8')) as JsonObject }));
}

/** The spec's name for a reference-node method name (`avax.exportAVAX` -> `native.exportNATIVE`). */
export function specMethodName(wireName: string): string {
  if (!wireName.startsWith('avax.')) return wireName;
  return `native.${wireName.slice('avax.'.length).replace('AVAX', 'NATIVE')}`;
}

/** Our path for a documented endpoint (`/ext/P` is an alias of `/ext/bc/P`) and the chain in it. */
export function endpointOf(endpoint: string): { path: string; chain?: string } {
  if (endpoint === '/ext/P' || endpoint === '/ext/bc/P') return { path: '/ext/bc/P' };
  const match = /^\/ext\/bc\/([^/]+)\/[a-z]+$/.exec(endpoint);
  if (!match) throw new Error(`unexpected endpoint ${endpoint}`);
  return { path: endpoint, chain: match[1] };
}

/** Request ids of a JSON-RPC request body (one object or a batch). */
export function requestIds(body: JsonValue): JsonValue[] {
  const items = Array.isArray(body) ? body : [body];
  return items.flatMap((item) => (isRecord(item) && 'id' in item ? [item.id!] : []));
}

/**
 * A documented response re-addressed to our request: the ids of the documented request map, in
 * order, to the ids we sent; when the documented request has none, the first id answered maps to
 * our first id. `null` ids stay null.
 */
export function readdress(response: JsonValue, documentedRequest: JsonValue, ourRequest: JsonValue): JsonValue {
  const ours = requestIds(ourRequest);
  const documented = typeof documentedRequest === 'object' ? requestIds(documentedRequest) : [];
  const mapping = new Map<string, JsonValue>();
  documented.forEach((id, index) => {
    if (index < ours.length) mapping.set(String(id), ours[index]!);
  });
  const items = Array.isArray(response) ? response : [response];
  if (documented.length === 0) {
    const first = items.find((item) => isRecord(item) && item.id !== null);
    if (isRecord(first)) mapping.set(String(first.id), ours[0]!);
  }
  const remap = (item: JsonValue): JsonValue =>
    isRecord(item) && item.id !== null && mapping.has(String(item.id)) ? { ...item, id: mapping.get(String(item.id))! } : item;
  return Array.isArray(response) ? response.map(remap) : remap(response);
}
