/**
 * One timeline of an EVM chain config: forks activated by block number or by time, precompiles
 * enabled at genesis, and precompile upgrades (including disables).
 */

/** Where an event takes effect: a block number or a Unix time in seconds. */
export type ActivationPoint = { block: bigint } | { time: bigint };

export type TimelineEventKind = 'fork' | 'precompile' | 'upgrade';

export interface TimelineEvent {
  kind: TimelineEventKind;
  /** Config key, e.g. `durangoTimestamp` or `txAllowListConfig`. */
  key: string;
  /** Readable name, e.g. "Durango" or "Tx allow list". */
  name: string;
  at: ActivationPoint;
  /** Precompiles: enabled or disabled at this point. */
  action?: 'enable' | 'disable';
}

/** A point of the timeline and everything that activates there. */
export interface TimelineStop {
  at: ActivationPoint;
  events: TimelineEvent[];
  /** 'past' when already active, 'future' when scheduled, 'unscheduled' for the far-future placeholder. */
  status: 'past' | 'future' | 'unscheduled';
}

/** Nodes write unscheduled upgrades at 9999-12-01; anything after 9000-01-01 is treated the same. */
export const UNSCHEDULED_AFTER_SECONDS = 221_845_392_000n;

export interface TimelineInput {
  forks: Record<string, bigint>;
  precompiles: Record<string, { blockTimestamp: bigint | null }>;
  precompileUpgrades: readonly { name: string; config: { blockTimestamp: bigint | null; disable?: boolean } }[];
}

const FORK_SUFFIX = /(BlockTimestamp|Timestamp|Block|Time)$/;
const BLOCK_SUFFIX = /Block$/;
const EIP_PATTERN = /^eip(\d+)$/i;
const PRECOMPILE_SUFFIX = /Config$/;
const ACRONYMS: Record<string, string> = { evm: 'EVM', dao: 'DAO', tx: 'Tx' };

function words(camel: string): string[] {
  return camel
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean);
}

function capitalise(word: string): string {
  return ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1);
}

/** `apricotPhase1BlockTimestamp` → "Apricot Phase 1", `eip150Block` → "EIP-150", `subnetEVMTimestamp` → "Subnet EVM". */
export function forkName(key: string): string {
  const stem = key.replace(FORK_SUFFIX, '');
  const eip = EIP_PATTERN.exec(stem);
  if (eip) return `EIP-${eip[1]}`;
  return words(stem).map(capitalise).join(' ');
}

/** `txAllowListConfig` → "Tx allow list", `contractNativeMinterConfig` → "Contract native minter". */
export function precompileName(key: string): string {
  const [first = '', ...rest] = words(key.replace(PRECOMPILE_SUFFIX, ''));
  return [capitalise(first), ...rest.map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())].join(' ');
}

/** Block-activated forks come from keys ending in `Block`; every other fork key is a time. */
export function forkActivation(key: string, value: bigint): ActivationPoint {
  return BLOCK_SUFFIX.test(key) ? { block: value } : { time: value };
}

function pointKey(at: ActivationPoint): string {
  return 'block' in at ? `b${at.block}` : `t${at.time}`;
}

function comparePoints(a: ActivationPoint, b: ActivationPoint): number {
  // Blocks come first: the block forks of an EVM chain all sit at or near genesis.
  if ('block' in a && 'block' in b) return a.block < b.block ? -1 : a.block > b.block ? 1 : 0;
  if ('time' in a && 'time' in b) return a.time < b.time ? -1 : a.time > b.time ? 1 : 0;
  return 'block' in a ? -1 : 1;
}

function statusOf(at: ActivationPoint, now: { block?: bigint; time: bigint }): TimelineStop['status'] {
  if ('time' in at) {
    if (at.time >= UNSCHEDULED_AFTER_SECONDS) return 'unscheduled';
    return at.time <= now.time ? 'past' : 'future';
  }
  return now.block === undefined || at.block <= now.block ? 'past' : 'future';
}

/**
 * The config's events grouped by activation point, in order. A precompile whose timestamp is null
 * is active from genesis (time 0).
 */
export function buildTimeline(config: TimelineInput, now: { block?: bigint; time: bigint }): TimelineStop[] {
  const events: TimelineEvent[] = [
    ...Object.entries(config.forks).map(([key, value]): TimelineEvent => ({ kind: 'fork', key, name: forkName(key), at: forkActivation(key, value) })),
    ...Object.entries(config.precompiles).map(([key, precompile]): TimelineEvent => ({
      kind: 'precompile',
      key,
      name: precompileName(key),
      at: { time: precompile.blockTimestamp ?? 0n },
      action: 'enable',
    })),
    ...config.precompileUpgrades.map(({ name, config: upgrade }): TimelineEvent => ({
      kind: 'upgrade',
      key: name,
      name: precompileName(name),
      at: { time: upgrade.blockTimestamp ?? 0n },
      action: upgrade.disable ? 'disable' : 'enable',
    })),
  ];
  const stops = new Map<string, TimelineStop>();
  for (const event of events) {
    const key = pointKey(event.at);
    const stop = stops.get(key) ?? { at: event.at, events: [], status: statusOf(event.at, now) };
    stop.events.push(event);
    stops.set(key, stop);
  }
  return [...stops.values()].sort((a, b) => comparePoints(a.at, b.at));
}
