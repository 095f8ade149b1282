/**
 * The fee config history of a subnet-EVM chain without an indexer: `eth_feeConfig` reports the
 * block where the config last changed, so asking again just before that block walks back in time.
 */

/** A fee config: every field an integer (an interface such as the client's `EvmFeeConfig` fits). */
export type FeeConfigValues<C> = { readonly [K in keyof C]: bigint };

export interface FeeConfigAt<C extends FeeConfigValues<C>> {
  feeConfig: C;
  /** Block of the last change; 0 or absent when it never changed. */
  lastChangedAt?: bigint;
}

export interface FeeConfigChange<C extends FeeConfigValues<C>> {
  /** The block where `config` took effect. */
  block: bigint;
  config: C;
  /** The config in force before, or undefined for the genesis entry. */
  previous?: C;
  /** Fields that differ from `previous`. */
  changedFields: (keyof C & string)[];
}

/** Changes are at most this many steps back unless asked otherwise (each step is one call). */
export const DEFAULT_MAX_STEPS = 50;

/** Fields whose values differ between two configs, in the order of `next`. */
export function changedFields<C extends FeeConfigValues<C>>(previous: C, next: C): (keyof C & string)[] {
  return (Object.keys(next) as (keyof C & string)[]).filter((key) => previous[key] !== next[key]);
}

export interface FeeConfigHistory<C extends FeeConfigValues<C>> {
  /** Newest first; the last entry is the config from genesis (block 0) when the walk reached it. */
  changes: FeeConfigChange<C>[];
  /** True when the walk stopped at `maxSteps` before reaching genesis. */
  truncated: boolean;
}

/**
 * Walks `lastChangedAt` back from the latest block. `fetchAt(undefined)` asks for the latest
 * config, `fetchAt(n)` for the config at block n.
 */
export async function walkFeeConfigHistory<C extends FeeConfigValues<C>>(
  fetchAt: (block: bigint | undefined) => Promise<FeeConfigAt<C>>,
  maxSteps: number = DEFAULT_MAX_STEPS,
): Promise<FeeConfigHistory<C>> {
  const changes: FeeConfigChange<C>[] = [];
  let current = await fetchAt(undefined);
  for (let step = 0; step < maxSteps; step++) {
    const block = current.lastChangedAt ?? 0n;
    if (block <= 0n) {
      changes.push({ block: 0n, config: current.feeConfig, changedFields: [] });
      return { changes, truncated: false };
    }
    const previous = await fetchAt(block - 1n);
    changes.push({ block, config: current.feeConfig, previous: previous.feeConfig, changedFields: changedFields(previous.feeConfig, current.feeConfig) });
    // A node that reports a change at or after the block asked about would loop forever.
    if ((previous.lastChangedAt ?? 0n) >= block) return { changes, truncated: true };
    current = previous;
  }
  return { changes, truncated: true };
}
