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

/**
 * How a probed API was found: it answered (`on`), the node has no such method or endpoint (`off`),
 * it did not answer (`silent`), the key store of a node without the chain-native API
 * (`no-native-api`), or not asked (`assumed`).
 */
export type OfferedFinding = 'on' | 'off' | 'silent' | 'no-native-api' | 'assumed';

/** Whether a probed API is on, and how that was found (the page writes it). */
export interface Offered {
  offered: boolean;
  finding: OfferedFinding;
}

/** How the native group was found: the group's endpoint answered, neither group's did (asked `first` first), or not asked. */
export type NativeGroupFinding = { code: 'answered'; group: NativeGroup } | { code: 'neither'; first: NativeGroup } | { code: 'assumed' };

export interface NodeDialect {
  /** The C-Chain's chain-native group, or null when neither `native` nor `avax` answers. */
  nativeGroup: NativeGroup | null;
  nativeGroupFinding: NativeGroupFinding;
  /** The key of the chain rules in `eth_getActiveRulesAt`. */
  rulesKey: string;
  /** `answered`: seen in an answer of the C-Chain; `inferred`: from the native group's naming. */
  rulesKeyFrom: 'answered' | 'inferred';
  /** `wrapped`: `{validators: {nodeID: weight}}` (the spec); `bare`: `{nodeID: {publicKey, weight}}`; null: not told. */
  validatorsAtShape: ValidatorsAtShape | null;
  /** `answered`: from the P-Chain's answer (a null shape: it did not answer getValidatorsAt); `assumed`: not asked. */
  validatorsAtFrom: 'answered' | 'assumed';
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
  const guessed: Offered = { offered: true, finding: 'assumed' };
  return {
    nativeGroup: settings.nativeGroup === 'avax' ? 'avax' : 'native',
    nativeGroupFinding: { code: 'assumed' },
    rulesKey: settings.rulesKey,
    rulesKeyFrom: 'inferred',
    validatorsAtShape: settings.validatorsAtShape ?? null,
    validatorsAtFrom: 'assumed',
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

/** A setting the preset guesses and the node may answer otherwise. */
export type DialectSetting = 'native-group' | 'native-asset-alias' | 'rules-key' | 'validators-at-shape';

/** One line per setting where the node and the preset disagree, for the node page. */
export interface DialectDifference {
  setting: DialectSetting;
  preset: string;
  node: string;
}

export function differencesFromPreset(preset: NetworkSettings, dialect: NodeDialect): DialectDifference[] {
  const learned = applyDialect(preset, dialect);
  const differences: DialectDifference[] = [];
  const compare = (setting: DialectSetting, guessed: string | undefined, found: string | undefined) => {
    if (guessed !== undefined && found !== undefined && guessed !== found) differences.push({ setting, preset: guessed, node: found });
  };
  compare('native-group', preset.nativeGroup, dialect.nativeGroup ?? 'none');
  compare('native-asset-alias', preset.nativeAssetAlias, learned.nativeAssetAlias);
  compare('rules-key', preset.rulesKey, learned.rulesKey);
  compare('validators-at-shape', preset.validatorsAtShape, learned.validatorsAtShape);
  return differences;
}
