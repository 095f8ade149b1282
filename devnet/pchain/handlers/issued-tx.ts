import { fromHex, fromHexWithChecksum } from '../../../src/lib/hex';
import { MethodError } from '../../handler';
import { encoding, objectParams, str } from '../../params';

/** The bytes of an `issueTx` call's `tx`, or the node's `problem decoding transaction` error. */
export function issuedTxBytes(params: unknown): Uint8Array {
  const args = objectParams(params);
  const text = str(args.tx, 'tx');
  const format = encoding(args.encoding, ['hex', 'hexc', 'hexnc']);
  if (text === '') return new Uint8Array(0);
  try {
    return format === 'hexnc' ? fromHex(text) : fromHexWithChecksum(text);
  } catch (error) {
    throw new MethodError(`problem decoding transaction: ${(error as Error).message}`);
  }
}
