import { createRpcClient, type RpcClientOptions } from '../client';
import { createFakeFetch, reply } from './fake-fetch';
import { SPEC_SETTINGS } from './network-settings';
import type { JsonValue } from '../../lib/json-value';

/** A JSON-RPC error the node answers with instead of a result. */
export class NodeErrorAnswer {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

/** What the node answers a method with: a result (or an error), or the one for the call's params. */
export type EvmAnswers = Record<string, JsonValue | NodeErrorAnswer | ((params: JsonValue[]) => JsonValue | NodeErrorAnswer)>;

export interface EvmCall {
  method: string;
  params: JsonValue[];
}

/**
 * A node whose EVM endpoints answer each method from `answers` (null for any other), to one call
 * or a batch as a geth server does, and a client of it on the local network. Records every request
 * and every call in them.
 */
export function fakeEvmNode(answers: EvmAnswers, options: Omit<RpcClientOptions, 'fetch'> = {}) {
  const calls: EvmCall[] = [];
  const fake = createFakeFetch((request) => {
    const items = (Array.isArray(request.json) ? request.json : [request.json]) as { id: JsonValue; method: string; params: JsonValue[] }[];
    const replies = items.map(({ id, method, params }) => {
      calls.push({ method, params });
      const answer = answers[method];
      const value = typeof answer === 'function' ? answer(params) : (answer ?? null);
      if (value instanceof NodeErrorAnswer) return { jsonrpc: '2.0', id, error: { code: value.code, message: value.message } };
      return { jsonrpc: '2.0', id, result: value };
    });
    return reply(Array.isArray(request.json) ? replies : replies[0]);
  });
  return { client: createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0, ...options }), requests: fake.requests, calls };
}
