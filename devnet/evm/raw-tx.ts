import type { Common } from '@ethereumjs/common';
import { decode, type NestedUint8Array } from '@ethereumjs/rlp';
import { createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx';
import { bytesToBigInt } from '@ethereumjs/util';
import { itemAt } from '../../src/lib/lists';
import { MethodError } from '../handler';

/**
 * eth_sendRawTransaction's decoding, failing as go-ethereum's Transaction.UnmarshalBinary and the
 * pool's signer check do: `rlp: …` for malformed input, chain-ID and protection errors before anything runs.
 */
const LEGACY_FIELDS = 9;
/** Typed envelopes the reference node accepts, with their field counts and Go type names. */
const TYPED: Record<number, { fields: number; name: string }> = {
  1: { fields: 11, name: 'types.AccessListTx' },
  2: { fields: 12, name: 'types.DynamicFeeTx' },
};
const FIRST_LIST_BYTE = 0xc0;
const FIRST_LEGACY_BYTE = 0x7f;
/** EIP-155: v = chainId * 2 + 35 or 36. */
const EIP155_OFFSET = 35n;
const UNPROTECTED_V = [27n, 28n];

export const INVALID_CHAIN_ID = 'invalid sender: invalid chain id for signer';

function decodeList(bytes: Uint8Array, name: string): Uint8Array[] {
  const first = bytes[0];
  if (first === undefined || first < FIRST_LIST_BYTE) throw new MethodError(`rlp: expected input list for ${name}`);
  let decoded: NestedUint8Array | Uint8Array;
  try {
    decoded = decode(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new MethodError(message.includes('remainder') ? 'rlp: input contains more than one value' : 'rlp: value size exceeds available input length');
  }
  if (!Array.isArray(decoded)) throw new MethodError(`rlp: expected input list for ${name}`);
  return decoded as Uint8Array[];
}

function checkCount(fields: Uint8Array[], want: number, name: string): void {
  if (fields.length < want) throw new MethodError(`rlp: too few elements for ${name}`);
  if (fields.length > want) throw new MethodError(`rlp: input list has too many elements for ${name}`);
}

/** Decodes and recovers the sender; throws MethodError with the reference node's message. */
export function decodeRawTransaction(bytes: Uint8Array, common: Common): TypedTransaction {
  const chainId = common.chainId();
  const first = bytes[0];
  if (first !== undefined && first > FIRST_LEGACY_BYTE) {
    const fields = decodeList(bytes, 'types.LegacyTx');
    checkCount(fields, LEGACY_FIELDS, 'types.LegacyTx');
    const v = bytesToBigInt(itemAt(fields, 6));
    if (UNPROTECTED_V.includes(v)) throw new MethodError('only replay-protected (EIP-155) transactions allowed over RPC');
    if ((v - EIP155_OFFSET) / 2n !== chainId) throw new MethodError(INVALID_CHAIN_ID);
  } else {
    if (first === undefined || bytes.length <= 1) throw new MethodError('typed transaction too short');
    const type = TYPED[first];
    if (!type) throw new MethodError('transaction type not supported');
    const fields = decodeList(bytes.subarray(1), type.name);
    checkCount(fields, type.fields, type.name);
    // The chain ID is the first field.
    if (bytesToBigInt(itemAt(fields, 0)) !== chainId) throw new MethodError(INVALID_CHAIN_ID);
  }
  let tx: TypedTransaction;
  try {
    tx = createTxFromRLP(bytes, { common });
    tx.getSenderAddress();
  } catch {
    throw new MethodError('invalid sender: invalid transaction v, r, s values');
  }
  return tx;
}
