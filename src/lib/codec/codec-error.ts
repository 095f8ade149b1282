/** Bytes or values that do not fit the P-Chain codec. */
export class CodecError extends Error {
  override name = 'CodecError';
}
