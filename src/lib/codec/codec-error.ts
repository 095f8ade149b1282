/**
 * What did not fit, for callers that word the failure their own way (the devnet answers in the
 * reference node's words). `other` covers everything these kinds do not name.
 */
export type CodecErrorReason =
  | { kind: 'codecVersion'; version: bigint }
  | { kind: 'typeId'; typeId: number }
  | { kind: 'trailing'; read: number; provided: number }
  | { kind: 'other' };

/** Bytes or values that do not fit the P-Chain codec. */
export class CodecError extends Error {
  // Stryker disable next-line StringLiteral: the name shows only in a stack trace; nothing reads it.
  override name = 'CodecError';

  constructor(
    message: string,
    readonly reason: CodecErrorReason = { kind: 'other' },
  ) {
    super(message);
  }
}
