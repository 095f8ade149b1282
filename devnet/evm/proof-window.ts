/** Which blocks eth_getProof answers (see eth-proof.ts); kept apart so the node's options need no EVM. */
export interface ProofWindow {
  pruning: boolean;
  /** Blocks before the last accepted one that archival nodes answer; 0 answers any. */
  historicalWindow: bigint;
}

/** The state a pruning node keeps: its tip buffer. */
export const PRUNING_PROOF_WINDOW = 32n;
/** The reference node's default: 24 hours of blocks. */
const DEFAULT_WINDOW_SECONDS = 24 * 60 * 60;

export function defaultProofWindow(blockIntervalSeconds: number): bigint {
  return BigInt(Math.floor(DEFAULT_WINDOW_SECONDS / blockIntervalSeconds));
}
