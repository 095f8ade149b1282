import { isRecord, type JsonValue } from '../lib/json-value';
import { isAbsentMethodError } from './absent-method';
import { isTransientError } from './errors';
import type { NetworkSettings } from './network';
import { NAMING, type NativeGroup, type NativeGroupFinding, type NodeDialect, type Offered, type ValidatorsAtShape } from './node-dialect';
import type { RpcRequest, Transport } from './transport';

/** The probes behind `dialectLearner` (node-dialect.ts), loaded with the first call that needs them. */

const KNOWN_RULES_KEYS = ['chainRules', 'avalancheRules'];

/** An ID no tx has (the Primary Network's): a status lookup of it is a harmless read. */
const EMPTY_ID = '11111111111111111111111111111111LpoYY';
/** A subnet ID no subnet has: its validator set is empty, so the probe's answer is tiny on any network. */
const NO_SUBNET_ID = '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM';
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;

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

/** Whether an optional API answered: on unless the node says the method or endpoint does not exist. */
function isOn(answer: Answer): boolean {
  return 'result' in answer || ('error' in answer && !isAbsentMethodError(answer.error));
}

/**
 * What a probe of an optional API found (never the node's own message, which answers the probe's
 * made-up question). An endpoint that does not answer at all (a 404 without CORS headers looks so
 * to a browser) counts as off: the node itself answered, or the detection would have stopped.
 */
function offeredBy(answer: Answer): Offered {
  if (isOn(answer)) return { offered: true, finding: 'on' };
  return { offered: false, finding: 'unreachable' in answer ? 'silent' : 'off' };
}

const otherGroup = (group: NativeGroup): NativeGroup => (group === 'native' ? 'avax' : 'native');

async function findNativeGroup(transport: Transport, baseUrl: string, first: NativeGroup, signal?: AbortSignal): Promise<{ group: NativeGroup | null; finding: NativeGroupFinding }> {
  for (const group of [first, otherGroup(first)]) {
    const answer = await ask(transport, `${baseUrl}/ext/bc/C/${group}`, { method: `${group}.getAtomicTxStatus`, params: { txID: EMPTY_ID } }, signal);
    if (isOn(answer)) return { group, finding: { code: 'answered', group } };
  }
  return { group: null, finding: { code: 'neither', first } };
}

async function findKeyStore(transport: Transport, baseUrl: string, group: NativeGroup | null, signal?: AbortSignal): Promise<Offered> {
  if (group === null) return { offered: false, finding: 'no-native-api' };
  // Empty credentials: a node with the key store refuses the user; one without it has no such method.
  const params = { username: '', password: '', address: ZERO_ADDRESS };
  return offeredBy(await ask(transport, `${baseUrl}/ext/bc/C/${group}`, { method: `${group}.exportKey`, params }, signal));
}

/** The shape of getValidatorsAt's answer; null when the P-Chain does not answer it. */
function validatorsAtShapeOf(answer: Answer): ValidatorsAtShape | null {
  if (!('result' in answer) || !isRecord(answer.result)) return null;
  return isRecord(answer.result.validators) ? 'wrapped' : 'bare';
}

function rulesKeyOf(answer: Answer): string | undefined {
  if (!('result' in answer) || !isRecord(answer.result)) return undefined;
  const result = answer.result;
  return KNOWN_RULES_KEYS.find((key) => result[key] !== undefined);
}

/**
 * The group to ask first: the one the rules key names, else the reference node's for its bare
 * getValidatorsAt map, else the preset's. A right first guess sends no call to an endpoint the node
 * lacks (which a browser reports as a failed request).
 */
function likelyGroup(rulesKey: string | undefined, shape: ValidatorsAtShape | null, preset: NativeGroup): NativeGroup {
  const named = (Object.keys(NAMING) as NativeGroup[]).find((group) => NAMING[group].rulesKey === rulesKey);
  if (named) return named;
  if (shape === 'bare') return 'avax';
  return preset;
}

/**
 * Asks the node at `baseUrl` what it speaks, starting from the preset's guesses. Rejects only when
 * its P-Chain does not answer (the node is down or unreachable): then nothing was learned. The
 * admin API is not asked here: only the node page asks for it (`node-probe.ts`).
 */
export async function detectNodeDialect(transport: Transport, preset: NetworkSettings, signal?: AbortSignal): Promise<NodeDialect> {
  const base = preset.baseUrl;
  const presetGroup: NativeGroup = preset.nativeGroup === 'avax' ? 'avax' : 'native';
  const rpcUrl = `${base}/ext/bc/C/rpc`;
  const [validatorsAt, rules, debug] = await Promise.all([
    ask(transport, `${base}/ext/bc/P`, { method: 'platform.getValidatorsAt', params: { height: 'proposed', subnetID: NO_SUBNET_ID } }, signal),
    // Two calls to one EVM endpoint: the transport sends them as one batch.
    ask(transport, rpcUrl, { method: 'eth_getActiveRulesAt', params: [] }, signal),
    ask(transport, rpcUrl, { method: 'debug_traceTransaction', params: [ZERO_HASH] }, signal),
  ]);
  // The P-Chain is the node itself: no answer there means the node is down, and nothing was learned.
  if ('unreachable' in validatorsAt) throw validatorsAt.unreachable;
  const answeredRulesKey = rulesKeyOf(rules);
  const shape = validatorsAtShapeOf(validatorsAt);
  const native = await findNativeGroup(transport, base, likelyGroup(answeredRulesKey, shape, presetGroup), signal);
  const keyStore = await findKeyStore(transport, base, native.group, signal);
  return {
    nativeGroup: native.group,
    nativeGroupFinding: native.finding,
    rulesKey: answeredRulesKey ?? NAMING[native.group ?? presetGroup].rulesKey,
    rulesKeyFrom: answeredRulesKey ? 'answered' : 'inferred',
    validatorsAtShape: shape,
    validatorsAtFrom: 'answered',
    keyStore,
    debug: offeredBy(debug),
  };
}
