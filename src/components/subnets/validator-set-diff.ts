import type { ValidatorWeight } from '../../rpc/methods/platform-types';

export type ValidatorSetMap = Record<string, ValidatorWeight>;

export interface ValidatorSetChange {
  nodeID: string;
  change: 'added' | 'removed' | 'weight';
  /** Weight at the base height (absent when added). */
  before?: bigint;
  /** Weight at the compared height (absent when removed). */
  after?: bigint;
}

/** What changed from `base` to `other`: validators added, removed, or with a new weight; sorted by node ID. */
export function diffValidatorSets(base: ValidatorSetMap, other: ValidatorSetMap): ValidatorSetChange[] {
  const nodeIDs = [...new Set([...Object.keys(base), ...Object.keys(other)])].sort();
  return nodeIDs.flatMap((nodeID): ValidatorSetChange[] => {
    const before = base[nodeID]?.weight;
    const after = other[nodeID]?.weight;
    if (before === undefined && after !== undefined) return [{ nodeID, change: 'added', after }];
    if (before !== undefined && after === undefined) return [{ nodeID, change: 'removed', before }];
    if (before !== after) return [{ nodeID, change: 'weight', before, after }];
    return [];
  });
}

/** A height typed by a person: a non-negative integer or "proposed"; anything else is null. */
export function parseHeight(text: string | null): bigint | 'proposed' | null {
  if (text === null) return null;
  const trimmed = text.trim();
  if (trimmed === 'proposed') return 'proposed';
  return /^\d+$/.test(trimmed) ? BigInt(trimmed) : null;
}
