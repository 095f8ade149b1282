import { AskElsewhere, InvalidInputError, NotOfferedError, type OptionalApi } from './errors';
import type { EndpointKind, MethodDefinition } from './methods/definition';
import { isMethodName, METHODS, type MethodName, type MethodParams, type MethodResult } from './methods/table';
import type { NetworkSettings } from './network';
import type { AdminApiLearner } from './admin-api';
import { applyDialect, type NodeDialect } from './node-dialect';
import type { EndpointPool } from './endpoint-pool';
import { mayBeBehind, pinnedHeightOf } from './pinned-height';
import { parseResult } from './result';
import { stringifyJson } from './json';
import { createTransport, DEFAULT_TIMEOUT_MS, type CallResult, type TransportOptions } from './transport';

export type { MethodName, MethodParams, MethodResult } from './methods/table';
export type { RpcExchange } from './transport';

export interface RpcClientOptions extends TransportOptions {
  /**
   * What the node was found to speak (`detectNodeDialect`): the calls whose names, paths or answers
   * depend on it wait for it, and a method it lacks is not sent. Without it, the settings' guesses are used.
   */
  dialect?: () => Promise<NodeDialect>;
  /** With several endpoints, each endpoint's own dialect: each is called in its own (else all in `dialect`'s). */
  dialectAt?: (url: string) => () => Promise<NodeDialect>;
  /** Several endpoints of the network: reads spread and fail over, writes go to one (`endpoint-pool.ts`). */
  pool?: EndpointPool;
  /** Whether each endpoint's admin API is on, asked before its first admin call: a call it lacks is not sent. */
  adminAt?: (url: string) => AdminApiLearner;
}

/** How long one endpoint of several is given to answer before the call moves to the next. */
export const POOLED_TIMEOUT_MS = 10_000;

/** Calls that change state: sent to one endpoint, never repeated on another. */
const WRITE_METHODS: ReadonlySet<MethodName> = new Set([
  'platform.issueTx',
  'native.issueTx',
  'native.export',
  'native.exportNATIVE',
  'native.import',
  'native.importNATIVE',
  'native.importKey',
]);

function isWrite(method: MethodName, definition: MethodDefinition<unknown, unknown>): boolean {
  return WRITE_METHODS.has(method) || definition.endpoint === 'admin';
}

export interface CallOptions {
  /** 'C' (default) or a blockchain ID for EVM, native, admin and validators methods; ignored for platform.*. */
  chain?: string;
  signal?: AbortSignal;
  /** Extra attempts after a transient failure, instead of the client's (not for batched EVM calls). */
  retries?: number;
  /** Told what goes on the wire for this call, before it is sent (with several endpoints, once per endpoint tried). */
  onSent?: (call: SentCall) => void;
  /**
   * The head this read is made at (a value that moves with the chain, asked again at each head):
   * with several endpoints, it is not sent to one known to be below it, so the answer is
   * never older than the head the page shows.
   */
  atHead?: bigint;
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
  if (!CHAIN_PATTERN.test(chain)) throw new InvalidInputError('chain-id', `chain ${JSON.stringify(chain)} is not an alias or cb58 ID`);
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

const KEY_STORE_METHODS: ReadonlySet<MethodName> = new Set(['native.export', 'native.exportNATIVE', 'native.exportKey', 'native.import', 'native.importNATIVE', 'native.importKey']);

/** Calls whose path, name or answer depends on the node's dialect: the chain-native group and results read per naming. */
function dependsOnDialect(definition: MethodDefinition<unknown, unknown>): boolean {
  return definition.endpoint === 'native' || typeof definition.result === 'function';
}

/** The API a method belongs to, when the node said it does not have it. */
function missingApi(method: MethodName, definition: MethodDefinition<unknown, unknown>, dialect: NodeDialect): OptionalApi | undefined {
  if (definition.endpoint === 'native' && dialect.nativeGroup === null) return 'native-api';
  if (KEY_STORE_METHODS.has(method) && !dialect.keyStore.offered) return 'key-store';
  return undefined;
}

export function createRpcClient(settings: NetworkSettings, options: RpcClientOptions = {}): RpcClient {
  const transport = createTransport(options);
  const pool = options.pool && options.pool.size > 1 ? options.pool : undefined;
  // With other endpoints to move to, a silent one is given up on sooner.
  const pooledTransport = pool ? createTransport({ ...options, timeoutMs: Math.min(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, POOLED_TIMEOUT_MS) }) : transport;
  /** Per chain (`P` or an EVM chain), the highest head answered, and the endpoint whose last head answer did not pass it. */
  const highest = new Map<string, bigint>();
  const unmoved = new Map<string, string>();

  /** The call as it goes to the endpoint at `base`, in that endpoint's dialect. */
  async function prepare(method: MethodName, params: unknown, definition: MethodDefinition<unknown, unknown>, chain: string, base: string) {
    const learn = pool && options.dialectAt ? options.dialectAt(base) : options.dialect;
    const dialect = learn && dependsOnDialect(definition) ? await learn() : undefined;
    const effective = dialect ? applyDialect(settings, dialect) : settings;
    const wireName = wireMethodName(method, effective);
    const adminOff = definition.endpoint === 'admin' && options.adminAt && !(await options.adminAt(base).learn()).offered;
    const missing = adminOff ? 'admin-api' : dialect && missingApi(method, definition, dialect);
    if (missing) throw new NotOfferedError(missing, { method: wireName });
    const path = endpointPath(definition.endpoint, chain, effective);
    const wireParams = definition.encode ? definition.encode(params, effective) : params;
    const sent: SentCall = { url: `${base}${path}`, method: wireName, params: wireParams ?? (definition.paramsStyle === 'array' ? [] : {}) };
    return { effective, sent };
  }

  return {
    settings,
    async call(method, params, callOptions = {}) {
      if (!isMethodName(method)) throw new InvalidInputError('method', `${String(method)} is not in the method table`);
      const definition = METHODS[method] as MethodDefinition<unknown, unknown>;
      const chain = callOptions.chain ?? DEFAULT_CHAIN;
      // A large answer is read, schema and all, off the main thread; any other comes back raw for the schema.
      const send = (sent: SentCall, effective: NetworkSettings, retries: number | undefined, over = transport) =>
        over.requestResult(
          sent.url,
          { method: sent.method, params: sent.params },
          { batchable: definition.endpoint === 'rpc', signal: callOptions.signal, retries },
          { method, settings: effective },
        );
      const resultOf = (answer: CallResult, effective: NetworkSettings) =>
        'decoded' in answer ? (answer.decoded as MethodResult<typeof method>) : parseResult(method, answer.raw, effective);
      if (!pool) {
        const { effective, sent } = await prepare(method, params, definition, chain, settings.baseUrl);
        callOptions.onSent?.(sent);
        return resultOf(await send(sent, effective, callOptions.retries), effective);
      }
      // Pooled, a failure moves on to the next endpoint at once rather than retrying the same one;
      // each attempt is noted with the endpoint it went to, so the raw view names who answered.
      const pooledSend = async (base: string, sending: () => void) => {
        const { effective, sent } = await prepare(method, params, definition, chain, base);
        sending();
        callOptions.onSent?.(sent);
        return { base, effective, answer: await send(sent, effective, 0, pooledTransport) };
      };
      if (isWrite(method, definition)) {
        // An endpoint that lacks the API sends nothing: the write goes to one that has it, still only once.
        const pooledWrite = (base: string, sending: () => void) =>
          pooledSend(base, sending).catch((error: unknown) => Promise.reject(error instanceof NotOfferedError ? new AskElsewhere({ error }) : error));
        const { effective, answer } = await pool.write(pooledWrite);
        return resultOf(answer, effective);
      }
      // A read whose answer may only mean the endpoint is behind (not found, not yet) is asked of another.
      const pooledRead = async (base: string, sending: () => void) => {
        try {
          const answered = await pooledSend(base, sending);
          // A large answer read off the main thread is data, never an absent one.
          if ('raw' in answered.answer && mayBeBehind(method, { value: answered.answer.raw })) throw new AskElsewhere({ value: answered });
          return answered;
        } catch (error) {
          if (!(error instanceof AskElsewhere) && mayBeBehind(method, { error })) throw new AskElsewhere({ error });
          throw error;
        }
      };
      const pinned = pinnedHeightOf(method, params, chain);
      const at = pinned ?? (callOptions.atHead === undefined ? undefined : { chain: definition.endpoint === 'platform' ? 'P' : chain, height: callOptions.atHead });
      const headChain = method === 'platform.getHeight' ? 'P' : method === 'eth_blockNumber' ? chain : undefined;
      // A head poll whose last answer did not move the head goes to another endpoint next: one
      // stuck but fast would otherwise get every poll, and the page's head would stop.
      const avoid = headChain === undefined ? undefined : unmoved.get(headChain);
      const { base, effective, answer } = await pool.read(pooledRead, { signal: callOptions.signal, at, avoid });
      const result = resultOf(answer, effective);
      if (headChain !== undefined) {
        const head = method === 'platform.getHeight' ? (result as MethodResult<'platform.getHeight'>).height : (result as MethodResult<'eth_blockNumber'>);
        const top = highest.get(headChain);
        if (top !== undefined && head <= top) unmoved.set(headChain, base);
        else {
          highest.set(headChain, head);
          unmoved.delete(headChain);
        }
        pool.noteHead(base, head, headChain);
      }
      return result;
    },
  };
}
