import { backoffDelay } from '../lib/backoff';
import type { NetworkSettings } from './network';
import { createTransport, type TransportOptions } from './transport';

/**
 * What a node speaks, learned by asking it: where the preset in networks.json can only guess (the
 * C-Chain's chain-native group, the rules key, the shape of getValidatorsAt, which optional APIs
 * are on), the node's own answers win. Every probe is a harmless read, one per endpoint.
 */
export type NativeGroup = 'native' | 'avax';
export type ValidatorsAtShape = 'wrapped' | 'bare';

/** Whether a probed API is on, and the finding in plain words. */
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
  /** `debug_*` on the C-Chain's EVM endpoint. */
  debug: Offered;
}

/** The spec's names and the reference node's, per group. */
export const NAMING: Record<NativeGroup, { nativeAssetAlias: string; rulesKey: string }> = {
  native: { nativeAssetAlias: 'NATIVE', rulesKey: 'chainRules' },
  avax: { nativeAssetAlias: 'AVAX', rulesKey: 'avalancheRules' },
};
const DETECTION_TIMEOUT_MS = 8000;

/** The first wait before asking a node that did not answer again; it doubles with each failure. */
const FIRST_RETRY_MS = 2000;

/**
 * The dialect of one endpoint, asked once and kept for the session; asked again after a transport
 * failure, when nothing was learned, but not before a wait that grows with each failure in a row
 * (until then the calls that need it fail with the last failure): a node that is down is not asked
 * for every call. A new endpoint gets a learner of its own.
 */
export function dialectLearner(
  preset: NetworkSettings,
  options: Pick<TransportOptions, 'fetch' | 'onExchange'> = {},
  now: () => number = Date.now,
): () => Promise<NodeDialect> {
  const transport = createTransport({ ...options, retries: 0, timeoutMs: DETECTION_TIMEOUT_MS });
  let pending: Promise<NodeDialect> | undefined;
  let failures = 0;
  let retryAt = 0;
  return () => {
    if (pending === undefined || (failures > 0 && now() >= retryAt)) {
      // The detection's code loads with the first call that needs it, not with the app.
      const asking = import('./node-dialect-detect').then(({ detectNodeDialect }) => detectNodeDialect(transport, preset));
      pending = asking.then(
        (dialect) => {
          failures = 0;
          return dialect;
        },
        (error: unknown) => {
          failures += 1;
          retryAt = now() + backoffDelay(failures, FIRST_RETRY_MS);
          throw error;
        },
      );
      // While asking, the next caller shares this ask rather than starting another.
      retryAt = Infinity;
    }
    return pending;
  };
}

/**
 * One learner per endpoint of the network, made when the endpoint is first called: each is asked
 * once what it speaks, and called in its own dialect. A new endpoint list is a new network scope,
 * with learners of its own.
 */
export function endpointDialects(preset: NetworkSettings, options: Pick<TransportOptions, 'fetch' | 'onExchange'> = {}): (url: string) => () => Promise<NodeDialect> {
  const learners = new Map<string, () => Promise<NodeDialect>>();
  return (url) => {
    let learner = learners.get(url);
    if (!learner) learners.set(url, (learner = dialectLearner({ ...preset, baseUrl: url }, options)));
    return learner;
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
