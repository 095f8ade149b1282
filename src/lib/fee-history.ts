import { t } from '@lingui/core/macro';
/**
 * Fee samples kept by the browser (no indexer): merging, dedupe by chain time, range picking,
 * thinning for charts and CSV export. Pure functions; the store lives in src/queries/fee-history.ts.
 */
import { adjacentPairs } from './lists';

/** One observation of the P-Chain dynamic fee state at a chain time (ms since epoch). */
export interface GasFeeSample {
  t: number;
  capacity: bigint;
  excess: bigint;
  price: bigint;
}

/** One observation of the L1 validator fee state at a chain time (ms since epoch). */
export interface ValidatorFeeSample {
  t: number;
  excess: bigint;
  price: bigint;
}

export type FeeSampleKind = 'gas' | 'validator';

export interface FeeSampleByKind {
  gas: GasFeeSample;
  validator: ValidatorFeeSample;
}

const FIELDS: { [K in FeeSampleKind]: ReadonlyArray<keyof FeeSampleByKind[K]> } = {
  gas: ['capacity', 'excess', 'price'],
  validator: ['excess', 'price'],
};

/**
 * The sample in a stored record, or undefined when the record is not one (written by another
 * version, or damaged): such a record is skipped, never drawn.
 */
export function readSample<K extends FeeSampleKind>(kind: K, record: unknown): FeeSampleByKind[K] | undefined {
  if (record === null || typeof record !== 'object') return undefined;
  const value = record as Record<string, unknown>;
  if (typeof value.t !== 'number' || !Number.isFinite(value.t)) return undefined;
  const sample: Record<string, unknown> = { t: value.t };
  for (const field of FIELDS[kind] as readonly string[]) {
    const amount = value[field];
    if (typeof amount !== 'bigint' || amount < 0n) return undefined;
    sample[field] = amount;
  }
  return sample as unknown as FeeSampleByKind[K];
}

/** Time ranges offered by the range picker. */
export const FEE_RANGES = ['15m', '1h', '6h', '24h', '7d', 'all'] as const;
export type FeeRange = (typeof FEE_RANGES)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const RANGE_MS: Record<Exclude<FeeRange, 'all'>, number> = {
  '15m': 15 * MINUTE_MS,
  '1h': HOUR_MS,
  '6h': 6 * HOUR_MS,
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
};

export const FEE_RANGE_LABELS: Readonly<Record<FeeRange, string>> = {
  get '15m'() { return t`Last 15 minutes`; },
  get '1h'() { return t`Last hour`; },
  get '6h'() { return t`Last 6 hours`; },
  get '24h'() { return t`Last 24 hours`; },
  get '7d'() { return t`Last 7 days`; },
  get all() { return t`Everything stored`; },
};

export function isFeeRange(value: string | null | undefined): value is FeeRange {
  return (FEE_RANGES as readonly string[]).includes(value ?? '');
}

/** Merges samples sorted by time, one per chain time (the later arrival wins). */
export function mergeSamples<T extends { t: number }>(existing: readonly T[], incoming: readonly T[]): T[] {
  const byTime = new Map<number, T>();
  for (const sample of existing) byTime.set(sample.t, sample);
  for (const sample of incoming) byTime.set(sample.t, sample);
  return [...byTime.values()].sort((a, b) => a.t - b.t);
}

/**
 * Samples within the range, measured back from the newest sample (chain time, not the browser's
 * clock, so a node whose clock differs still shows its recent history).
 */
export function samplesInRange<T extends { t: number }>(samples: readonly T[], range: FeeRange): T[] {
  const newest = sampleSpan(samples)?.to;
  if (range === 'all' || newest === undefined) return [...samples];
  const from = newest - RANGE_MS[range];
  return samples.filter((sample) => sample.t >= from);
}

/**
 * At most `maxPoints` samples for a chart: the time span is cut into equal buckets and the last
 * sample of each is kept, so every plotted point is a real observation.
 */
export function thinSamples<T extends { t: number }>(samples: readonly T[], maxPoints: number): T[] {
  const held = sampleSpan(samples);
  if (samples.length <= maxPoints || maxPoints < 2 || held === null) return [...samples];
  const span = held.to - held.from || 1;
  const kept: T[] = [];
  let lastBucket = -1;
  for (const sample of [...samples].reverse()) {
    const bucket = Math.min(maxPoints - 1, Math.floor(((sample.t - held.from) / span) * (maxPoints - 1)));
    if (bucket !== lastBucket) {
      kept.push(sample);
      lastBucket = bucket;
    }
  }
  return kept.reverse();
}

/** Oldest and newest chain time held, or null when nothing is stored. */
export function sampleSpan(samples: readonly { t: number }[]): { from: number; to: number } | null {
  const first = samples[0];
  const last = samples.at(-1);
  return first && last ? { from: first.t, to: last.t } : null;
}

const CSV_COLUMNS: { [K in FeeSampleKind]: readonly (keyof FeeSampleByKind[K])[] } = {
  gas: ['t', 'capacity', 'excess', 'price'],
  validator: ['t', 'excess', 'price'],
};

/** CSV of samples: chain time as ISO 8601 UTC, integers exact. */
export function samplesToCsv<K extends FeeSampleKind>(kind: K, samples: readonly FeeSampleByKind[K][]): string {
  const columns = CSV_COLUMNS[kind];
  const header = columns.map((column) => (column === 't' ? 'timestamp' : String(column))).join(',');
  const lines = samples.map((sample) =>
    columns.map((column) => (column === 't' ? new Date(sample.t).toISOString() : String(sample[column]))).join(','),
  );
  return [header, ...lines].join('\n') + '\n';
}

/**
 * A bigint as a float for plotting only (charts need numbers). Exact values are shown beside
 * every chart as text; this is never used to display an amount.
 */
export function toPlotNumber(value: bigint): number {
  return Number(value);
}

/** Gas consumed per second between two samples, at the time of the later one. */
export interface GasUseRate {
  t: number;
  gasPerSecond: number;
}

/**
 * Gas use between consecutive samples, from how capacity moved: the node refills capacity by
 * `maxPerSecond` per second (up to `maxCapacity`) before charging a block's gas, so
 * `gas = min(before + maxPerSecond·Δt, maxCapacity) − after`. A lower bound when several blocks
 * fell between two samples and the refill hit the cap in between.
 */
export function gasUseRates(samples: readonly GasFeeSample[], config: { maxPerSecond: bigint; maxCapacity: bigint }): GasUseRate[] {
  const rates: GasUseRate[] = [];
  for (const [before, after] of adjacentPairs(samples)) {
    const seconds = BigInt(Math.round((after.t - before.t) / 1000));
    if (seconds <= 0n) continue;
    const refilled = before.capacity + config.maxPerSecond * seconds;
    const available = refilled > config.maxCapacity ? config.maxCapacity : refilled;
    const gas = available > after.capacity ? available - after.capacity : 0n;
    rates.push({ t: after.t, gasPerSecond: toPlotNumber(gas) / Number(seconds) });
  }
  return rates;
}

/** Active L1 validators between two samples, as implied by how excess moved. */
export interface ValidatorCountEstimate {
  t: number;
  validators: number;
}

/**
 * Excess moves by (active − target) every second, so `active = target + Δexcess / Δt`. Only
 * intervals that end with excess above zero say anything (at zero, any count below the target fits).
 */
export function validatorCountEstimates(samples: readonly ValidatorFeeSample[], target: bigint): ValidatorCountEstimate[] {
  const estimates: ValidatorCountEstimate[] = [];
  for (const [before, after] of adjacentPairs(samples)) {
    const seconds = Math.round((after.t - before.t) / 1000);
    if (seconds <= 0 || after.excess === 0n) continue;
    estimates.push({ t: after.t, validators: toPlotNumber(target) + toPlotNumber(after.excess - before.excess) / seconds });
  }
  return estimates;
}
