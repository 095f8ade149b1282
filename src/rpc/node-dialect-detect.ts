import { isRecord, type JsonValue } from '../lib/json-value';
import { HttpError, isTransientError, NodeError } from './errors';
import type { NetworkSettings } from './network';
import { NAMING, type NativeGroup, type NodeDialect, type Offered, type ValidatorsAtShape } from './node-dialect';
import type { RpcRequest, Transport } from './transport';

/** The probes behind `dialectLearner` (node-dialect.ts), loaded with the first call that needs them. */

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

/** A result, a node error (both answers), or no answer at all (a transport failure). */
type Answer = { result: JsonValue } | { error: unknown } | { unreachable: unknown };

/** Sends one probe and says what came back; only an abort is thrown. */
async function ask(transport: Transport, url: string, request: RpcRequest, signal?: AbortSignal): Promise<Answer> {
  try {
    return { result: await transport.request(url, request, { batchable: url.endsWith('/rpc'), signal }) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return isTransientError(error) ? { unreachable: error } : { error };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function describeAnswer(answer: Answer): string {
  if ('result' in answer) return 'answered';
  if ('unreachable' in answer) return `no answer: ${messageOf(answer.unreachable)}`;
  return messageOf(answer.error);
}

/**
 * Offered when it answers, unless the node says the method or endpoint does not exist. An optional
 * endpoint that does not answer at all (a 404 without CORS headers looks so to a browser) counts as
 * not offered: the node itself answered, or the detection would have stopped.
 */
function offeredBy(answer: Answer): Offered {
  if ('result' in answer) return { offered: true, detail: 'answered' };
  return { offered: 'error' in answer && !isAbsentMethodError(answer.error), detail: describeAnswer(answer) };
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
 * Asks the node at `baseUrl` what it speaks, starting from the preset's guesses. Rejects only when
 * its P-Chain does not answer (the node is down or unreachable): then nothing was learned.
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
  // The P-Chain is the node itself: no answer there means the node is down, and nothing was learned.
  if ('unreachable' in validatorsAt) throw validatorsAt.unreachable;
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

