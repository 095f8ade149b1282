import { t } from '@lingui/core/macro';
/**
 * The watchlist kept by the browser: starred entities with their alert rules, and its versioned
 * JSON export. Pure functions; the store lives in src/queries/watchlist-store.ts.
 */
import { AddressError, parseAddress } from './address';
import { checkEvmAddress } from './evm-address';
import { classifyId, isCb58Id, isEvmChainRef } from './id-kind';
import { isRecord } from './json-value';

const WATCH_KINDS = ['validator', 'delegation', 'l1Validator', 'subnet', 'address', 'evmAddress'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/** Alert thresholds of one item; a rule that is absent (or false) is off. */
export interface AlertRules {
  /** Alert when a validation or delegation ends within this many days. */
  endingWithinDays?: number;
  /** Alert when the node's uptime (as seen by the node answering) falls below what its reward needs (ACP-267: 80 % or 90 %). */
  uptimeBelowRequirement?: boolean;
  /** Alert when the node's uptime (as seen by the node answering) falls below this percent. */
  uptimeBelowPercent?: number;
  /** Alert when the node is no longer connected. */
  disconnected?: boolean;
  /** Alert when an auto-renewed validator will exit at the end of its cycle (its next period is 0). */
  exitsAtCycleEnd?: boolean;
  /** Alert when an L1 validator's balance lasts less than this many days at today's price. */
  runwayBelowDays?: number;
  /** Alert when an L1 validator is deactivated (no balance left). */
  deactivated?: boolean;
}

export type AlertRuleField = keyof AlertRules;

/** Rules of the whole network rather than of one item. */
export interface NetworkRules {
  /** Alert when the P-Chain gas price is above this many times its minimum. */
  gasPriceAboveMultiple?: number;
}

export interface WatchItem {
  kind: WatchKind;
  id: string;
  /** A delegation's validator (node ID); an EVM address's chain (`C` or a blockchain ID). */
  parent?: string;
  /** When it was starred (ms since epoch). */
  addedAt: number;
  rules: AlertRules;
}

/** Which rules each kind offers. */
export const RULES_OF_KIND: Record<WatchKind, readonly AlertRuleField[]> = {
  validator: ['endingWithinDays', 'uptimeBelowRequirement', 'uptimeBelowPercent', 'disconnected', 'exitsAtCycleEnd'],
  delegation: ['endingWithinDays'],
  l1Validator: ['runwayBelowDays', 'deactivated'],
  subnet: [],
  address: [],
  evmAddress: [],
};

export const DEFAULT_RULES: Record<WatchKind, AlertRules> = {
  validator: { endingWithinDays: 7, uptimeBelowRequirement: true, disconnected: true, exitsAtCycleEnd: true },
  delegation: { endingWithinDays: 7 },
  l1Validator: { runwayBelowDays: 7, deactivated: true },
  subnet: {},
  address: {},
  evmAddress: {},
};

/** The threshold offered when a numeric rule that is off by default is turned on: a warning before the requirement is reached. */
export const SUGGESTED_THRESHOLDS: Partial<Record<AlertRuleField, number>> = { uptimeBelowPercent: 95 };

/** The network rule is off until the user turns it on (a watchlist of nothing should stay quiet). */
export const DEFAULT_NETWORK_RULES: NetworkRules = {};
/** The multiple offered when the gas price rule is turned on. */
export const SUGGESTED_GAS_MULTIPLE = 10;

/** Numeric rules are kept within these bounds. */
const RULE_LIMITS = {
  endingWithinDays: { min: 0, max: 3650 },
  runwayBelowDays: { min: 0, max: 3650 },
  uptimeBelowPercent: { min: 0, max: 100 },
  gasPriceAboveMultiple: { min: 1, max: 1_000_000 },
} as const;

/** The rules that are on or off, without a threshold. */
export const BOOLEAN_RULES: ReadonlySet<AlertRuleField> = new Set(['uptimeBelowRequirement', 'disconnected', 'exitsAtCycleEnd', 'deactivated']);

/** The key an item is stored and merged by: one entry per entity. */
export function watchKey(item: Pick<WatchItem, 'kind' | 'id' | 'parent'>): string {
  if (item.kind === 'evmAddress') return `evmAddress:${item.parent ?? ''}:${item.id.toLowerCase()}`;
  return `${item.kind}:${item.id}`;
}

/** A new item with the kind's default rules. */
export function newWatchItem(kind: WatchKind, id: string, parent: string | undefined, now: number): WatchItem {
  return { kind, id, ...(parent === undefined ? {} : { parent }), addedAt: now, rules: { ...DEFAULT_RULES[kind] } };
}

/** Why an ID cannot be watched as this kind, or null when it can. */
function idProblem(kind: WatchKind, id: string, parent: string | undefined, hrp: string): string | null {
  switch (kind) {
    case 'validator':
      return classifyId(id).kind === 'nodeId' ? null : t`not a node ID`;
    case 'delegation':
      if (!isCb58Id(id)) return t`not a transaction ID`;
      return parent !== undefined && classifyId(parent).kind === 'nodeId' ? null : t`the validator of the delegation is missing`;
    case 'l1Validator':
    case 'subnet':
      return isCb58Id(id) ? null : t`not a cb58 ID`;
    case 'address':
      return pChainAddressProblem(id, hrp);
    case 'evmAddress':
      if (!checkEvmAddress(id).ok) return t`not an EVM address`;
      return parent !== undefined && isEvmChainRef(parent) ? null : t`the chain of the address is missing`;
  }
}

function pChainAddressProblem(text: string, hrp: string): string | null {
  try {
    const parsed = parseAddress(text);
    if (parsed.chain !== 'P') return t`not a P-Chain address`;
    const prefix = parsed.hrp;
    return prefix === hrp ? null : t`an address of another network (prefix ${prefix})`;
  } catch (error) {
    if (!(error instanceof AddressError)) return t`not an address`;
    const reason = error.message;
    return t`not an address (${reason})`;
  }
}

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function checkNumber(name: string, value: unknown, limits: { min: number; max: number }): Checked<number> {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, reason: t`${name} is not a number` };
  if (value < limits.min || value > limits.max) return { ok: false, reason: t`${name} is outside ${limits.min}–${limits.max}` };
  return { ok: true, value };
}

/** Rules read from untrusted JSON: only the kind's rules, each of the right type and within bounds. */
export function checkRules(kind: WatchKind, value: unknown): Checked<AlertRules> {
  if (value === undefined) return { ok: true, value: { ...DEFAULT_RULES[kind] } };
  if (!isRecord(value)) return { ok: false, reason: t`rules are not an object` };
  const allowed = RULES_OF_KIND[kind];
  const rules: AlertRules = {};
  for (const [name, raw] of Object.entries(value)) {
    const field = name as AlertRuleField;
    if (!allowed.includes(field)) return { ok: false, reason: t`rule ${name} does not apply to a ${kind}` };
    if (BOOLEAN_RULES.has(field)) {
      if (typeof raw !== 'boolean') return { ok: false, reason: t`${name} is not true or false` };
      (rules as Record<string, boolean>)[field] = raw;
      continue;
    }
    const checked = checkNumber(name, raw, RULE_LIMITS[field as keyof typeof RULE_LIMITS]);
    if (!checked.ok) return checked;
    (rules as Record<string, number>)[field] = checked.value;
  }
  return { ok: true, value: rules };
}

export function checkNetworkRules(value: unknown): Checked<NetworkRules> {
  if (value === undefined) return { ok: true, value: { ...DEFAULT_NETWORK_RULES } };
  if (!isRecord(value)) return { ok: false, reason: t`network rules are not an object` };
  const rules: NetworkRules = {};
  for (const [name, raw] of Object.entries(value)) {
    if (name !== 'gasPriceAboveMultiple') return { ok: false, reason: t`unknown network rule ${name}` };
    const checked = checkNumber(name, raw, RULE_LIMITS.gasPriceAboveMultiple);
    if (!checked.ok) return checked;
    rules.gasPriceAboveMultiple = checked.value;
  }
  return { ok: true, value: rules };
}

/** An item read from untrusted JSON, or why it is refused. */
export function checkItem(entry: unknown, hrp: string, now: number): Checked<WatchItem> {
  if (!isRecord(entry)) return { ok: false, reason: t`not an object` };
  if (typeof entry.kind !== 'string' || !(WATCH_KINDS as readonly string[]).includes(entry.kind)) {
    return { ok: false, reason: t`unknown kind ${JSON.stringify(entry.kind)}` };
  }
  const kind = entry.kind as WatchKind;
  if (typeof entry.id !== 'string') return { ok: false, reason: t`the ID is missing` };
  if (entry.parent !== undefined && typeof entry.parent !== 'string') return { ok: false, reason: t`parent is not text` };
  const parent = entry.parent as string | undefined;
  const problem = idProblem(kind, entry.id, parent, hrp);
  if (problem) return { ok: false, reason: t`${entry.id}: ${problem}` };
  const rules = checkRules(kind, entry.rules);
  if (!rules.ok) return rules;
  const addedAt = typeof entry.addedAt === 'number' && Number.isFinite(entry.addedAt) ? entry.addedAt : now;
  return { ok: true, value: { kind, id: entry.id, ...(parent === undefined ? {} : { parent }), addedAt, rules: rules.value } };
}

const EXPORT_FORMAT = 'node-explorer-watchlist';
const EXPORT_VERSION = 1;

interface WatchlistExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** The network it was exported from (the first path segment). */
  network: string;
  exportedAt: string;
  items: WatchItem[];
  networkRules: NetworkRules;
}

export function exportWatchlist(network: string, items: readonly WatchItem[], networkRules: NetworkRules, now: Date): string {
  const file: WatchlistExport = { format: EXPORT_FORMAT, version: EXPORT_VERSION, network, exportedAt: now.toISOString(), items: [...items], networkRules };
  return JSON.stringify(file, null, 2) + '\n';
}

export interface RefusedEntry {
  /** Position in the file's `items`, or -1 for the file or its network rules. */
  index: number;
  reason: string;
}

export interface ParsedImport {
  items: WatchItem[];
  /** Absent when the file has none or they were refused. */
  networkRules?: NetworkRules;
  refused: RefusedEntry[];
  /** The network named in the file. */
  network?: string;
}

/** Reads an exported watchlist; every entry is checked, and what is refused says why. */
export function parseWatchlistImport(text: string, hrp: string, now: number): ParsedImport {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { items: [], refused: [{ index: -1, reason: t`the file is not JSON` }] };
  }
  if (!isRecord(body)) return { items: [], refused: [{ index: -1, reason: t`the file is not a watchlist` }] };
  if (body.format !== EXPORT_FORMAT) return { items: [], refused: [{ index: -1, reason: t`the file is not a watchlist export` }] };
  if (body.version !== EXPORT_VERSION) return { items: [], refused: [{ index: -1, reason: t`unsupported version ${JSON.stringify(body.version)}` }] };
  if (!Array.isArray(body.items)) return { items: [], refused: [{ index: -1, reason: t`the file has no items list` }] };
  const items: WatchItem[] = [];
  const refused: RefusedEntry[] = [];
  body.items.forEach((entry, index) => {
    const checked = checkItem(entry, hrp, now);
    if (checked.ok) items.push(checked.value);
    else refused.push({ index, reason: checked.reason });
  });
  const result: ParsedImport = { items, refused, ...(typeof body.network === 'string' ? { network: body.network } : {}) };
  if (body.networkRules !== undefined) {
    const rules = checkNetworkRules(body.networkRules);
    if (rules.ok) result.networkRules = rules.value;
    else refused.push({ index: -1, reason: rules.reason });
  }
  return result;
}

export interface MergeResult {
  items: WatchItem[];
  added: number;
  updated: number;
}

/**
 * Existing entries are never dropped: an incoming entry with a known key brings its rules (and the
 * earlier star date), others are added.
 */
export function mergeWatchItems(existing: readonly WatchItem[], incoming: readonly WatchItem[]): MergeResult {
  const byKey = new Map(existing.map((item) => [watchKey(item), item]));
  let added = 0;
  let updated = 0;
  for (const item of incoming) {
    const key = watchKey(item);
    const held = byKey.get(key);
    if (held) {
      updated++;
      byKey.set(key, { ...held, rules: item.rules, addedAt: Math.min(held.addedAt, item.addedAt) });
    } else {
      added++;
      byKey.set(key, item);
    }
  }
  return { items: [...byKey.values()], added, updated };
}
