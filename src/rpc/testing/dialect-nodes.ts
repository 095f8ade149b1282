import { isRecord, type JsonValue } from '../../lib/json-value';
import { createFakeFetch, reply, type FakeFetch } from './fake-fetch';

/**
 * A fake node answering the dialect probes (`detectNodeDialect`) in the devnet's two dialects, in
 * their words: `spec` (native.* with the key store, the wrapped getValidatorsAt, the admin API; its
 * C-Chain also answers eth_getActiveRulesAt with chainRules and has debug_* on, so that learning
 * the rules key from an answer is covered) or `reference` (a current reference node with its
 * defaults: avax.* without the key store, no eth_getActiveRulesAt on the C-Chain, the bare map, no
 * admin API, no debug_*).
 */
export type FakeDialect = 'spec' | 'reference';

const NOT_FOUND_PAGE = '404 page not found\n';

function gorillaError(id: JsonValue, message: string) {
  return { jsonrpc: '2.0', error: { code: -32000, message, data: null }, id };
}

function methodNotFound(id: JsonValue, method: string) {
  return { jsonrpc: '2.0', id, error: { code: -32601, message: `the method ${method} does not exist/is not available` } };
}

/** The gorilla server names the service method with its first letter upper-cased. */
const gorillaName = (method: string) => method.replace(/\.(\w)/, (_, first: string) => `.${first.toUpperCase()}`);

function evmAnswer(dialect: FakeDialect, call: JsonValue) {
  if (!isRecord(call)) return null;
  const id = call.id ?? null;
  const method = String(call.method);
  if (method === 'eth_getActiveRulesAt' && dialect === 'spec') {
    return { jsonrpc: '2.0', id, result: { ethRules: { IsHomestead: true }, chainRules: { IsDurango: true }, precompiles: {} } };
  }
  if (method === 'debug_traceTransaction' && dialect === 'spec') return { jsonrpc: '2.0', id, error: { code: -32000, message: 'transaction 0x0 not found' } };
  return methodNotFound(id, method);
}

export interface FakeDialectOptions {
  /** Serve the key store and the admin API whatever the dialect (a reference node before the key store was removed, with admin on). */
  keyStoreAndAdmin?: boolean;
}

export function fakeDialectNode(dialect: FakeDialect, baseUrl: string, options: FakeDialectOptions = {}): FakeFetch {
  const group = dialect === 'spec' ? 'native' : 'avax';
  const extras = dialect === 'spec' || options.keyStoreAndAdmin === true;
  return createFakeFetch((request) => {
    const path = request.url.slice(baseUrl.length);
    const body = request.json;
    if (path === '/ext/bc/C/rpc') return reply(Array.isArray(body) ? body.map((call) => evmAnswer(dialect, call)) : evmAnswer(dialect, body));
    const call = isRecord(body) ? body : {};
    const id = call.id ?? null;
    const method = String(call.method);
    if (path === `/ext/bc/C/${group}`) {
      if (method === `${group}.getAtomicTxStatus`) return reply(gorillaError(id, 'nil transaction ID'));
      if (method === `${group}.exportKey` && extras) return reply(gorillaError(id, "problem retrieving user '': empty username"));
      return reply(gorillaError(id, `rpc: can't find method "${gorillaName(method)}"`));
    }
    if (path === '/ext/bc/C/admin' && extras) return reply({ jsonrpc: '2.0', result: { config: {} }, id });
    if (path === '/ext/bc/P' && method === 'platform.getValidatorsAt') return reply({ jsonrpc: '2.0', result: dialect === 'spec' ? { validators: {} } : {}, id });
    return new Response(NOT_FOUND_PAGE, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  });
}
