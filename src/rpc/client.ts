import { RpcError } from './errors';
import type { EndpointKind, MethodDefinition } from './methods/definition';
import { isMethodName, METHODS, type MethodName, type MethodParams, type MethodResult } from './methods/table';
import type { NetworkSettings } from './network';
import { parseResult } from './result';
import { stringifyJson } from './json';
import { createTransport, type TransportOptions } from './transport';

export type { MethodName, MethodParams, MethodResult } from './methods/table';
export type { RpcExchange } from './transport';

/** Every client option tunes its transport; the client adds none of its own. */
export type RpcClientOptions = TransportOptions;

export interface CallOptions {
  /** 'C' (default) or a blockchain ID for EVM, native, admin and validators methods; ignored for platform.*. */
  chain?: string;
  signal?: AbortSignal;
  /** Extra attempts after a transient failure, instead of the client's (not for batched EVM calls). */
  retries?: number;
  /** Told what goes on the wire for this call, before it is sent. */
  onSent?: (call: SentCall) => void;
}

/** A call as it goes on the wire: the endpoint URL, the node's method name and the encoded params. */
export interface SentCall {
  url: string;
  method: string;
  params: unknown;
}

/** One key per distinct call on the wire, the same for a call and for its logged exchange. */
export function sentCallKey(call: SentCall): string {
  return `${call.url} ${call.method} ${stringifyJson(call.params ?? null)}`;
}

export interface RpcClient {
  readonly settings: NetworkSettings;
  call<M extends MethodName>(method: M, params: MethodParams<M>, options?: CallOptions): Promise<MethodResult<M>>;
}

export const DEFAULT_CHAIN = 'C';
const CHAIN_PATTERN = /^[A-Za-z0-9]+$/;
const SPEC_NATIVE_GROUP = 'native';
const SPEC_NATIVE_ASSET_ALIAS = 'NATIVE';

/** `/ext/bc/<chain>`, for an alias or a cb58 ID only. */
export function chainPath(chain: string): string {
  if (!CHAIN_PATTERN.test(chain)) throw new RpcError('Invalid chain ID.', `chain ${JSON.stringify(chain)} is not an alias or cb58 ID`);
  return `/ext/bc/${chain}`;
}

/** URL path of an endpoint. */
export function endpointPath(kind: EndpointKind, chain: string, settings: NetworkSettings): string {
  if (kind === 'platform') return '/ext/bc/P';
  if (kind === 'info') return '/ext/info';
  const suffix = kind === 'native' ? settings.nativeGroup : kind;
  return `${chainPath(chain)}/${suffix}`;
}

/** Method name on the wire: the spec's `native.*` group and `NATIVE` alias follow the network's naming. */
export function wireMethodName(method: MethodName, settings: NetworkSettings): string {
  const prefix = `${SPEC_NATIVE_GROUP}.`;
  if (!method.startsWith(prefix)) return method;
  const name = method.slice(prefix.length).replace(SPEC_NATIVE_ASSET_ALIAS, settings.nativeAssetAlias);
  return `${settings.nativeGroup}.${name}`;
}

export function createRpcClient(settings: NetworkSettings, options: RpcClientOptions = {}): RpcClient {
  const transport = createTransport(options);
  return {
    settings,
    async call(method, params, callOptions = {}) {
      if (!isMethodName(method)) throw new RpcError('Unknown method.', `${String(method)} is not in the method table`);
      const definition = METHODS[method] as MethodDefinition<unknown, unknown>;
      const path = endpointPath(definition.endpoint, callOptions.chain ?? DEFAULT_CHAIN, settings);
      const wireParams = definition.encode ? definition.encode(params, settings) : params;
      const sent: SentCall = {
        url: `${settings.baseUrl}${path}`,
        method: wireMethodName(method, settings),
        params: wireParams ?? (definition.paramsStyle === 'array' ? [] : {}),
      };
      callOptions.onSent?.(sent);
      const raw = await transport.request(
        sent.url,
        { method: sent.method, params: sent.params },
        { batchable: definition.endpoint === 'rpc', signal: callOptions.signal, retries: callOptions.retries },
      );
      return parseResult(method, raw, settings);
    },
  };
}
