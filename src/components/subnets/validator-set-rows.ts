import { EMPTY_NODE_ID } from '../../lib/id-constants';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import type { ValidatorSetMap } from './validator-set-diff';

/**
 * A validator's BLS key in a set at a height, and which method said so. `getValidatorsAt` gives keys
 * only in the reference node's shape; where it gives none, the node's current key is taken from
 * `getCurrentValidators`, marked as such, rather than claiming the validator has no key.
 */
export type SetKey =
  | { source: 'validatorsAt'; key: string | null }
  | { source: 'currentValidators'; key: string }
  | { source: 'notGiven' };

export interface SetRow {
  nodeID: string;
  weight: bigint;
  key: SetKey;
  /** The empty node ID: the summed weight of the L1's inactive validators, which cannot sign. */
  inactive: boolean;
}

export interface ValidatorSetView {
  rows: SetRow[];
  total: bigint;
  /** Validators that can sign (every entry but the empty node ID's). */
  activeCount: number;
  /** Null when the set holds no inactive weight. */
  inactive: { weight: bigint; count: number | null } | null;
}

function currentKey(validator: CurrentValidator): string | undefined {
  return validator.publicKey ?? validator.signer?.publicKey;
}

/**
 * How many inactive validators make up `weight`: the current set's inactive L1 validators, when their
 * weights add up to it (the set at this height is then the current one); otherwise not known, as
 * `getValidatorsAt` gives only their sum.
 */
function inactiveCount(weight: bigint, current: readonly CurrentValidator[] | undefined): number | null {
  if (!current) return null;
  const inactive = current.filter((validator) => validator.validationID !== undefined && validator.balance === 0n);
  return inactive.reduce((sum, validator) => sum + validator.weight, 0n) === weight ? inactive.length : null;
}

/** The rows of a `getValidatorsAt` answer, keys completed from `getCurrentValidators` where it gave none, and the inactive weight named. */
export function validatorSetView(set: ValidatorSetMap, current: readonly CurrentValidator[] | undefined): ValidatorSetView {
  const keys = new Map<string, string>();
  for (const validator of current ?? []) {
    const key = currentKey(validator);
    if (key !== undefined && !keys.has(validator.nodeID)) keys.set(validator.nodeID, key);
  }
  let total = 0n;
  let inactive: ValidatorSetView['inactive'] = null;
  const rows = Object.entries(set).map(([nodeID, entry]): SetRow => {
    total += entry.weight;
    if (nodeID === EMPTY_NODE_ID) {
      inactive = { weight: entry.weight, count: inactiveCount(entry.weight, current) };
      return { nodeID, weight: entry.weight, key: entry.publicKey !== undefined ? { source: 'validatorsAt', key: entry.publicKey } : { source: 'notGiven' }, inactive: true };
    }
    const known = keys.get(nodeID);
    const key: SetKey =
      entry.publicKey !== undefined ? { source: 'validatorsAt', key: entry.publicKey } : known !== undefined ? { source: 'currentValidators', key: known } : { source: 'notGiven' };
    return { nodeID, weight: entry.weight, key, inactive: false };
  });
  return { rows, total, activeCount: rows.filter((row) => !row.inactive).length, inactive };
}
