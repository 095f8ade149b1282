import { isRecord, type JsonValue } from '../lib/json-value';
import { HttpError, isTransientError, NodeError } from './errors';
import type { NetworkSettings } from './network';
import { createTransport, type RpcRequest, type Transport, type TransportOptions } from './transport';

/**
 * What a node speaks, learned by asking it: where the preset in networks.json can only guess (the
 * C-Chain's chain-native group, the rules key, the shape of getValidatorsAt, which optional APIs
 * are on), the node's own answers win. Every probe is a harmless read, one per endpoint.
 */
export type NativeGroup = 'native' | 'avax';
export type ValidatorsAtShape = 'wrapped' | 'bare';

/** Whether a probed API answered, and in the node's words. */
export interface Offered {
  offered: boolean;
  detail: string;
}

export interface NodeDialect {
  /** The C-Chain's chain-native group, or null when neither `native` nor `avax` answers. */
  nativeGroup: NativeGroup | null;
  nativeGroupDetail: string;
  /** The key of the chain rules in `eth_getActiveRulesAt`. */
  rulesKey: string;
  /** `answered`: seen in an answer of the C-Chain; `inferred`: from the native group's naming. */
  rulesKeyFrom: 'answered' | 'inferred';
  /** `wrapped`: `{validators: {nodeID: weight}}` (the spec); `bare`: `{nodeID: {publicKey, weight}}`; null: not told. */
  validatorsAtShape: ValidatorsAtShape | null;
  validatorsAtDetail: string;
  /** The chain-native group's key-store methods (export, import, exportKey, importKey). */
  keyStore: Offered;
  /** The C-Chain admin API. */
  admin: Offered;
  /** `debug_*` on the C-Chain's EVM endpoint. */
  debug: Offered;
}

/** The spec's names and the reference node's, per group. */
const NAMING: Record<NativeGroup, { nativeAssetAlias: string; rulesKey: string }> = {
  native: { nativeAssetAlias: 'NATIVE', rulesKey: 'chainRules' },
  avax: { nativeAssetAlias: 'AVAX', rulesKey: 'avalancheRules' },
};
const KNOWN_RULES_KEYS = ['chainRules', 'avalancheRules'];

const JSON_RPC_METHOD_NOT_FOUND = -32601;
const HTTP_NOT_FOUND = 404;
/** Gorilla endpoints (platform, native, admin, validators) name an unknown method or service this way, with -32000. */
const GORILLA_UNKNOWN_METHOD = /^rpc: can't find (method|service)\b/;
/** An ID no tx has (the Primary Network's): a status lookup of it is a harmless read. */
const EMPTY_ID = '11111111111111111111111111111111LpoYY';
/** A subnet ID no subnet has: its validator set is empty, so the probe's answer is tiny on any network. */
const NO_SUBNET_ID = '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM';
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;

/** True when the node says the method or its endpoint does not exist. */
export function isAbsentMethodError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === HTTP_NOT_FOUND;
  if (error instanceof NodeError) return error.code === JSON_RPC_METHOD_NOT_FOUND || GORILLA_UNKNOWN_METHOD.test(error.message);
  return false;
}

type Answer = { result: JsonValue } | { error: unknown };

/** Sends one probe; an answer or a node error is what it learns, a transport failure stops the detection. */
async function ask(transport: Transport, url: string, request: RpcRequest, signal?: AbortSignal): Promise<Answer> {
  try {
    return { result: await transport.request(url, request, { batchable: url.endsWith('/rpc'), signal }) };
  } catch (error) {
    if (isTransientError(error) || signal?.aborted) throw error;
    return { error };
  }
}

function describeAnswer(answer: Answer): string {
  if ('result' in answer) return 'answered';
  return answer.error instanceof Error ? answer.error.message : String(answer.error);
}

/** Offered unless the node says the method or endpoint does not exist. */
function offeredBy(answer: Answer): Offered {
  if ('result' in answer) return { offered: true, detail: 'answered' };
  return { offered: !isAbsentMethodError(answer.error), detail: describeAnswer(answer) };
}

const otherGroup = (group: NativeGroup): NativeGroup => (group === 'native' ? 'avax' : 'native');

async function findNativeGroup(transport: Transport, baseUrl: string, first: NativeGroup, signal?: AbortSignal) {
  const details: string[] = [];
  for (const group of [first, otherGroup(first)]) {
    const answer = await ask(transport, `${baseUrl}/ext/bc/C/${group}`, { method: `${group}.getAtomicTxStatus`, params: { txID: EMPTY_ID } }, signal);
    if (offeredBy(answer).offered) return { group, detail: `/ext/bc/C/${group} answered ${group}.getAtomicTxStatus` };
    details.push(`${group}: ${describeAnswer(answer)}`);
  }
  return { group: null, detail: details.join('; ') };
}

async function findKeyStore(transport: Transport, baseUrl: string, group: NativeGroup | null, signal?: AbortSignal): Promise<Offered> {
  if (group === null) return { offered: false, detail: 'no chain-native group' };
  // Empty credentials: a node with the key store refuses the user; one without it has no such method.
  const params = { username: '', password: '', address: ZERO_ADDRESS };
  return offeredBy(await ask(transport, `${baseUrl}/ext/bc/C/${group}`, { method: `${group}.exportKey`, params }, signal));
}

function validatorsAtShapeOf(answer: Answer): { shape: ValidatorsAtShape | null; detail: string } {
  if (!('result' in answer) || !isRecord(answer.result)) return { shape: null, detail: describeAnswer(answer) };
  if (isRecord(answer.result.validators)) return { shape: 'wrapped', detail: 'a {validators: {nodeID: weight}} map' };
  return { shape: 'bare', detail: 'a bare {nodeID: {publicKey, weight}} map' };
}

function rulesKeyOf(answer: Answer): string | undefined {
  if (!('result' in answer) || !isRecord(answer.result)) return undefined;
  const result = answer.result;
  return KNOWN_RULES_KEYS.find((key) => result[key] !== undefined);
}

/**
 * Asks the node at `baseUrl` what it speaks, starting from the preset's guesses. Rejects only on a
 * transport failure (the node is down or unreachable): then nothing was learned.
 */
export async function detectNodeDialect(transport: Transport, preset: NetworkSettings, signal?: AbortSignal): Promise<NodeDialect> {
  const base = preset.baseUrl;
  const firstGroup: NativeGroup = preset.nativeGroup === 'avax' ? 'avax' : 'native';
  const rpcUrl = `${base}/ext/bc/C/rpc`;
  const [native, validatorsAt, admin, rules, debug] = await Promise.all([
    findNativeGroup(transport, base, firstGroup, signal),
    ask(transport, `${base}/ext/bc/P`, { method: 'platform.getValidatorsAt', params: { height: 'proposed', subnetID: NO_SUBNET_ID } }, signal),
    ask(transport, `${base}/ext/bc/C/admin`, { method: 'admin.getVMConfig', params: {} }, signal),
    // Two calls to one EVM endpoint: the transport sends them as one batch.
    ask(transport, rpcUrl, { method: 'eth_getActiveRulesAt', params: [] }, signal),
    ask(transport, rpcUrl, { method: 'debug_traceTransaction', params: [ZERO_HASH] }, signal),
  ]);
  const keyStore = await findKeyStore(transport, base, native.group, signal);
  const answeredRulesKey = rulesKeyOf(rules);
  const shape = validatorsAtShapeOf(validatorsAt);
  return {
    nativeGroup: native.group,
    nativeGroupDetail: native.detail,
    rulesKey: answeredRulesKey ?? NAMING[native.group ?? firstGroup].rulesKey,
    rulesKeyFrom: answeredRulesKey ? 'answered' : 'inferred',
    validatorsAtShape: shape.shape,
    validatorsAtDetail: shape.detail,
    keyStore,
    admin: offeredBy(admin),
    debug: offeredBy(debug),
  };
}

const DETECTION_TIMEOUT_MS = 8000;

/**
 * The dialect of one endpoint, asked once and kept for the session; asked again after a transport
 * failure, when nothing was learned. A new endpoint gets a learner of its own.
 */
export function dialectLearner(preset: NetworkSettings, options: Pick<TransportOptions, 'fetch' | 'onExchange'> = {}): () => Promise<NodeDialect> {
  const transport = createTransport({ ...options, retries: 0, timeoutMs: DETECTION_TIMEOUT_MS });
  let pending: Promise<NodeDialect> | undefined;
  return () => {
    pending ??= detectNodeDialect(transport, preset).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The preset's guesses as a dialect, for a client that was given no learner: everything assumed offered. */
export function assumedDialect(settings: NetworkSettings): NodeDialect {
  const guessed: Offered = { offered: true, detail: 'assumed (not asked)' };
  return {
    nativeGroup: settings.nativeGroup === 'avax' ? 'avax' : 'native',
    nativeGroupDetail: guessed.detail,
    rulesKey: settings.rulesKey,
    rulesKeyFrom: 'inferred',
    validatorsAtShape: settings.validatorsAtShape ?? null,
    validatorsAtDetail: guessed.detail,
    keyStore: guessed,
    admin: guessed,
    debug: guessed,
  };
}

/** The preset with what the node told: its group, asset alias, rules key and getValidatorsAt shape. */
export function applyDialect(preset: NetworkSettings, dialect: NodeDialect): NetworkSettings {
  const group = dialect.nativeGroup;
  return {
    ...preset,
    ...(group ? { nativeGroup: group, nativeAssetAlias: NAMING[group].nativeAssetAlias } : {}),
    rulesKey: dialect.rulesKey,
    ...(dialect.validatorsAtShape ? { validatorsAtShape: dialect.validatorsAtShape } : {}),
  };
}

/** One line per setting where the node and the preset disagree, for the node page. */
export interface DialectDifference {
  setting: string;
  preset: string;
  node: string;
}

export function differencesFromPreset(preset: NetworkSettings, dialect: NodeDialect): DialectDifference[] {
  const learned = applyDialect(preset, dialect);
  const differences: DialectDifference[] = [];
  const compare = (setting: string, guessed: string | undefined, found: string | undefined) => {
    if (guessed !== undefined && found !== undefined && guessed !== found) differences.push({ setting, preset: guessed, node: found });
  };
  compare('C-Chain native group', preset.nativeGroup, dialect.nativeGroup ?? 'none');
  compare('Native asset alias', preset.nativeAssetAlias, learned.nativeAssetAlias);
  compare('Rules key', preset.rulesKey, learned.rulesKey);
  compare('getValidatorsAt shape', preset.validatorsAtShape, learned.validatorsAtShape);
  return differences;
}
