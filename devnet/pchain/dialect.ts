import type { JsonObject } from '../../src/lib/json-value';

/**
 * Where the spec and the reference node disagree on a shape: `spec` answers as the spec documents,
 * `reference` as a current node does (docs/devnet.md).
 */
export type Dialect = 'spec' | 'reference';

export function signerJson(dialect: Dialect, publicKey: string, proofOfPossession: string): JsonObject {
  return dialect === 'spec' ? { publicKey, proofOfPosession: proofOfPossession } : { publicKey, proofOfPossession };
}

export interface WeightedValidator {
  nodeId: string;
  publicKey: string | null;
  weight: bigint;
}

/** getValidatorsAt: a bare `{nodeID: {publicKey, weight: "…"}}` map, or the spec's `{validators: {nodeID: weight}}`. */
export function validatorsAtJson(dialect: Dialect, validators: readonly WeightedValidator[]): JsonObject {
  const out: JsonObject = {};
  if (dialect === 'spec') {
    for (const v of validators) out[v.nodeId] = v.weight;
    return { validators: out };
  }
  for (const v of validators) out[v.nodeId] = { publicKey: v.publicKey, weight: v.weight.toString() };
  return out;
}
