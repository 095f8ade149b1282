import type { AcrossWhat } from './check-name';
import type { EvmClient } from './evm-header';

/** The subject a P-Chain check decoded: a block or a signed tx. */
export type DecodedSubject = 'block' | 'tx';

/** How the ID of the block below was read: from the page's cache, or as the sha256 of its bytes. */
export type PreviousIdRead = 'read-before' | 'sha256-of-bytes';

/**
 * What a check compared, or why it could not, as a code with its values; the page writes the
 * sentence in the reader's language. `message` is text the code or the node wrote (an exception's
 * message from broken evidence, an error the node answered), kept as it is.
 */
export type CheckReason =
  | { kind: 'error'; message: string }
  // P-Chain blocks and txs
  | { kind: 'sha256-of-bytes'; of: DecodedSubject }
  | { kind: 'json-of-bytes'; of: DecodedSubject }
  | { kind: 'differ-at'; of: DecodedSubject; path: string }
  | { kind: 'parent-id'; height: bigint; how: PreviousIdRead }
  | { kind: 'genesis-parent' }
  | { kind: 'block-unreadable'; height: bigint; message: string }
  | { kind: 'source-not-read'; tx: string }
  | { kind: 'source-unreadable'; tx: string; message: string }
  | { kind: 'output-not-in-source'; output: bigint; tx: string }
  | { kind: 'signatures-recover'; output: bigint; tx: string }
  // across endpoints
  | { kind: 'across-differs'; what: AcrossWhat; nodes: number; other: string }
  | { kind: 'across-agrees'; what: AcrossWhat; answered: readonly string[]; silent: readonly string[] }
  | { kind: 'none-answered'; silent: readonly string[] }
  // BLS keys
  | { kind: 'proof-of-possession'; tx?: string }
  | { kind: 'key-in-tx'; tx: string }
  | { kind: 'tx-unreadable'; role: 'staking' | 'registering'; message: string }
  | { kind: 'registering-tx-unknown' }
  | { kind: 'not-registered'; tx: string; validationId: string }
  // EVM accounts
  | { kind: 'account-proof-error'; block: bigint; message: string }
  | { kind: 'account-proof-fails' }
  | { kind: 'account-proven'; block: bigint }
  | { kind: 'account-field'; field: 'balance' | 'nonce' | 'code'; block: bigint }
  | { kind: 'no-get-proof'; message: string }
  | { kind: 'no-proof'; block: bigint; message: string }
  | { kind: 'no-block'; block: bigint }
  // EVM blocks and txs
  | { kind: 'header-hash'; client: EvmClient }
  | { kind: 'tx-type-unknown'; type: bigint }
  | { kind: 'block-tx-type-unknown'; tx: string; type: bigint }
  | { kind: 'tx-hash' }
  | { kind: 'sender' }
  | { kind: 'no-txs' }
  | { kind: 'all-txs'; count: number; each: CheckReason }
  | { kind: 'transactions-root' }
  | { kind: 'receipts-root' }
  | { kind: 'receipts-unread' }
  | { kind: 'logs-bloom' }
  | { kind: 'logs-in-bloom' }
  | { kind: 'tx-pending' }
  | { kind: 'receipt-unread' }
  // Warp
  | { kind: 'warp-signature'; signers: number }
  | { kind: 'quorum' }
  | { kind: 'warp-undecodable'; message: string }
  | { kind: 'warp-block-unknown' }
  | { kind: 'source-chain-unknown'; chain: string }
  | { kind: 'no-validators'; subnet: string; height: bigint }
  | { kind: 'bitset-leading-zero' }
  | { kind: 'bitset-empty' }
  /** `signer` counts from 0; `set` is the set's size. */
  | { kind: 'signer-beyond-set'; signer: number; set: number }
  | { kind: 'signer-without-key' }
  | { kind: 'signer-key-invalid'; message: string };
