/**
 * An EVM tx from its JSON fields: its signed encoding (whose keccak256 is its hash, and which the
 * block's transactions trie holds) and the payload its signature covers (whose signer is its
 * sender). Legacy (with or without EIP-155), access-list, dynamic-fee, blob and set-code txs.
 */
import { RLP, type Input } from '@ethereumjs/rlp';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toHex } from '../hex';
import { hexBytes, uintBytes } from './rlp-values';

export interface EvmTxJson {
  type?: bigint | undefined;
  chainId?: bigint | undefined;
  nonce: bigint;
  gasPrice?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  gas: bigint;
  to: string | null;
  value: bigint;
  input: string;
  accessList?: ReadonlyArray<{ address: string; storageKeys: readonly string[] }> | undefined;
  maxFeePerBlobGas?: bigint | undefined;
  blobVersionedHashes?: readonly string[] | undefined;
  authorizationList?: ReadonlyArray<{ chainId: bigint; address: string; nonce: bigint; yParity: bigint; r: bigint; s: bigint }> | undefined;
  v?: bigint | undefined;
  r?: bigint | undefined;
  s?: bigint | undefined;
  yParity?: bigint | undefined;
}

/** The tx's signed encoding and the hash its signature is over, with the recovery bit. */
export interface EvmTxEncoding {
  signed: Uint8Array;
  signingHash: Uint8Array;
  recovery: number;
  r: bigint;
  s: bigint;
}

const EIP155_OFFSET = 35n;
const PRE_EIP155_V = 27n;
const EVM_ADDRESS_OFFSET = 12;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the answer gives no ${what}`);
  return value;
}

const accessListItems = (tx: EvmTxJson): Input =>
  (tx.accessList ?? []).map((entry) => [hexBytes(entry.address, 'access list address'), entry.storageKeys.map((key) => hexBytes(key, 'access list storage key'))]);

const TYPED = [1n, 2n, 3n, 4n];

/** Legacy or one of the typed txs this module encodes. */
export const isKnownTxType = (type: bigint): boolean => type === 0n || TYPED.includes(type);

function typedFields(tx: EvmTxJson, type: bigint): Input[] {
  if (!TYPED.includes(type)) throw new Error(`transaction type ${type} is not one this explorer can encode`);
  const common = [uintBytes(need(tx.chainId, 'chainId')), uintBytes(tx.nonce)];
  const call = [uintBytes(tx.gas), tx.to === null ? new Uint8Array(0) : hexBytes(tx.to, 'to'), uintBytes(tx.value), hexBytes(tx.input, 'input')];
  if (type === 1n) return [...common, uintBytes(need(tx.gasPrice, 'gasPrice')), ...call, accessListItems(tx)];
  const fees = [uintBytes(need(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')), uintBytes(need(tx.maxFeePerGas, 'maxFeePerGas'))];
  const dynamic = [...common, ...fees, ...call, accessListItems(tx)];
  if (type === 3n) return [...dynamic, uintBytes(need(tx.maxFeePerBlobGas, 'maxFeePerBlobGas')), need(tx.blobVersionedHashes, 'blobVersionedHashes').map((hash) => hexBytes(hash, 'blob hash'))];
  if (type === 4n) {
    const authorizations = need(tx.authorizationList, 'authorizationList').map((entry) => [
      uintBytes(entry.chainId),
      hexBytes(entry.address, 'authorization address'),
      uintBytes(entry.nonce),
      uintBytes(entry.yParity),
      uintBytes(entry.r),
      uintBytes(entry.s),
    ]);
    return [...dynamic, authorizations];
  }
  return dynamic;
}

const typed = (type: bigint, fields: Input[]) => Uint8Array.of(Number(type), ...RLP.encode(fields));

/** The tx's encodings from its JSON; throws with the reason when a field it needs is missing. */
export function encodeEvmTx(tx: EvmTxJson): EvmTxEncoding {
  const type = tx.type ?? 0n;
  const r = need(tx.r, 'signature r');
  const s = need(tx.s, 'signature s');
  if (type === 0n) {
    const v = need(tx.v, 'signature v');
    const fields = [uintBytes(tx.nonce), uintBytes(need(tx.gasPrice, 'gasPrice')), uintBytes(tx.gas), tx.to === null ? new Uint8Array(0) : hexBytes(tx.to, 'to'), uintBytes(tx.value), hexBytes(tx.input, 'input')];
    const protectedTx = v >= EIP155_OFFSET;
    const chainId = (v - EIP155_OFFSET) / 2n;
    const unsigned = protectedTx ? [...fields, uintBytes(chainId), new Uint8Array(0), new Uint8Array(0)] : fields;
    return {
      signed: RLP.encode([...fields, uintBytes(v), uintBytes(r), uintBytes(s)]),
      signingHash: keccak_256(RLP.encode(unsigned)),
      recovery: Number(protectedTx ? (v - EIP155_OFFSET) % 2n : v - PRE_EIP155_V),
      r,
      s,
    };
  }
  const fields = typedFields(tx, type);
  const parity = need(tx.yParity ?? tx.v, 'signature yParity');
  return { signed: typed(type, [...fields, uintBytes(parity), uintBytes(r), uintBytes(s)]), signingHash: keccak_256(typed(type, fields)), recovery: Number(parity), r, s };
}

/** keccak256 of the signed encoding: the tx hash. */
export const evmTxHash = (encoding: EvmTxEncoding): string => toHex(keccak_256(encoding.signed));

/** The address whose key made the signature, lowercase hex. */
export function evmTxSender(encoding: EvmTxEncoding): string {
  if (encoding.recovery !== 0 && encoding.recovery !== 1) throw new Error(`the signature’s recovery bit is ${encoding.recovery}, not 0 or 1`);
  const signature = new secp256k1.Signature(encoding.r, encoding.s).addRecoveryBit(encoding.recovery);
  const key = signature.recoverPublicKey(encoding.signingHash).toBytes(false);
  return toHex(keccak_256(key.subarray(1)).subarray(EVM_ADDRESS_OFFSET));
}
