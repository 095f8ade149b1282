/**
 * What the P-Chain side (shared memory, atomic txs, the key store) needs from the C-Chain's EVM:
 * account reads at the pending state, and atomic effects applied in the C-Chain's next block.
 * The EVM chain implements it; `devnet/server/node-state.ts` connects the two.
 * Amounts here are wei (1 nAVAX = 10⁹ wei).
 */
export interface EvmAccount {
  balance: bigint;
  nonce: bigint;
}

export interface AtomicEffects {
  /** The atomic tx ID (cb58). */
  id: string;
  /** Import: wei credited to each EVM address. */
  credits: Array<{ address: Uint8Array; wei: bigint }>;
  /** Export: wei debited from each EVM address, whose nonce must equal `nonce` and then increments. */
  debits: Array<{ address: Uint8Array; wei: bigint; nonce: bigint }>;
  /** Called once the C-Chain block that applied the effects is accepted. */
  onAccepted(blockNumber: bigint): void;
  /** Called instead when a debit no longer fits at block time (balance or nonce); nothing is applied. */
  onDropped(reason: string): void;
}

export interface CChainBridge {
  /** The account at the pending state (after queued atomic effects and pending EVM txs). */
  account(address: Uint8Array): Promise<EvmAccount>;
  /** Queues effects for the next C-Chain block. */
  queueAtomic(effects: AtomicEffects): void;
}
