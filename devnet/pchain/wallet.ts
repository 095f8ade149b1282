import { gasOf, P_CHAIN_GAS_CONFIG } from '../../src/lib/fees';
import { TYPE_IDS, type BaseTxFields, type Credential, type OutputOwners, type SignedTx, type TransferableInput, type TransferableOutput, type UnsignedTx } from '../../src/lib/codec/types';
import { encodeUnsignedTx } from '../../src/lib/codec/tx';
import { SIGNATURE_LENGTH } from '../../src/lib/secp256k1';
import { complexityOf } from './complexity';
import { AVAX_ASSET_ID_BYTES, P_CHAIN_ID_BYTES } from './constants';
import { hashId, nativeHex } from './hash';
import type { KeyRing } from './keys';
import { spendable } from './ledger';
import { compareInputs, sortOutputs } from './ordering';
import type { Random } from './random';
import type { ChainState, Utxo } from './state';
import { amountOf, firstOwnerOf } from './state';

/** Fee re-estimation rounds: adding an input changes the size, so the fee is recomputed. */
const MAX_FEE_ROUNDS = 4;
const LIST_LENGTH_SIZE = 4;
const TYPE_ID_SIZE = 4;
/** Stands in for a signature while the fee is estimated (signatures have a fixed size). */
const PLACEHOLDER_SIGNATURE = new Uint8Array(SIGNATURE_LENGTH);
/**
 * Where the first output's amount sits in unsigned tx bytes: codec version, type ID, network ID,
 * blockchain ID, output count, asset ID, output type ID.
 */
const FIRST_OUTPUT_AMOUNT_OFFSET = 2 + 4 + 4 + 32 + 4 + 32 + 4;
const AMOUNT_SIZE = 8;

/** A fee round's tx: the next round with the same inputs and a change output differs only in its amount. */
interface FeeRound {
  inputCount: number;
  change: bigint;
  unsignedBytes: Uint8Array;
  gas: bigint;
}

/**
 * `round`'s tx bytes, changed in place so that its sole output, the change, holds `change`: amounts
 * are fixed-size, so nothing else moves. Undefined unless the bytes hold the old change where expected.
 */
function withChange(round: FeeRound, change: bigint): Uint8Array | undefined {
  const bytes = round.unsignedBytes;
  if (bytes.length < FIRST_OUTPUT_AMOUNT_OFFSET + AMOUNT_SIZE) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(FIRST_OUTPUT_AMOUNT_OFFSET - 4 - 32 - 4) !== 1 || view.getBigUint64(FIRST_OUTPUT_AMOUNT_OFFSET) !== round.change) return undefined;
  view.setBigUint64(FIRST_OUTPUT_AMOUNT_OFFSET, change);
  return bytes;
}

export interface BuiltTx {
  tx: SignedTx;
  bytes: Uint8Array;
  id: string;
  idBytes: Uint8Array;
  gas: bigint;
  /** UTXOs of the P-Chain's own set that the tx spends (imported ones are not included). */
  consumed: Utxo[];
}

export interface WalletContext {
  state: ChainState;
  rng: Random;
  keys: KeyRing;
  /** Gas price of the block being built. */
  price: bigint;
}

/** Who must sign a subnet or L1 authorisation: the first `threshold` of `addresses`. */
interface Authority {
  threshold: bigint;
  addresses: readonly Uint8Array[];
}

export function owners(address: Uint8Array, threshold = 1n): OutputOwners {
  return { locktime: 0n, threshold, addresses: [address] };
}

export function avaxOutput(address: Uint8Array, amount: bigint): TransferableOutput {
  return { assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount, locktime: 0n, threshold: 1n, addresses: [address] } };
}

export function inputOf(utxo: Utxo): TransferableInput {
  return { txId: utxo.txId, outputIndex: BigInt(utxo.outputIndex), assetId: utxo.assetId, input: { kind: 'TransferInput', amount: amountOf(utxo.output), signatureIndices: [0n] } };
}

export /** Bytes of the credential list: count, then per credential its type ID, count and signatures. */
function credentialsSize(signers: readonly Uint8Array[][]): number {
  return LIST_LENGTH_SIZE + signers.reduce((size, list) => size + TYPE_ID_SIZE + LIST_LENGTH_SIZE + list.length * SIGNATURE_LENGTH, 0);
}

/** The signed tx's bytes in one buffer: the unsigned bytes, then the credentials as the codec writes them. */
function signedBytes(unsignedBytes: Uint8Array, credentials: readonly Credential[], size: number): Uint8Array {
  const bytes = new Uint8Array(unsignedBytes.length + size);
  bytes.set(unsignedBytes);
  const view = new DataView(bytes.buffer);
  let offset = unsignedBytes.length;
  view.setUint32(offset, credentials.length);
  offset += LIST_LENGTH_SIZE;
  for (const credential of credentials) {
    view.setUint32(offset, TYPE_IDS.Credential);
    view.setUint32(offset + TYPE_ID_SIZE, credential.signatures.length);
    offset += TYPE_ID_SIZE + LIST_LENGTH_SIZE;
    for (const signature of credential.signatures) {
      bytes.set(signature, offset);
      offset += SIGNATURE_LENGTH;
    }
  }
  return bytes;
}

export function byInput(a: Utxo, b: Utxo): number {
  return compareInputs({ txId: a.txId, outputIndex: BigInt(a.outputIndex) }, { txId: b.txId, outputIndex: BigInt(b.outputIndex) });
}

/** Signers of each credential: the first owner of each spent UTXO, then the authority's first `threshold`. */
function signersOf(spent: readonly Utxo[], authority: Authority | undefined): Uint8Array[][] {
  const signers = spent.map((utxo) => [firstOwnerOf(utxo.output)]);
  if (authority) signers.push(authority.addresses.slice(0, Number(authority.threshold)));
  return signers;
}

/**
 * One credential per signer list, each signature over `message`, the unsigned tx bytes. A key signing
 * several inputs of one tx signs once: the signature is deterministic, so it is the same.
 */
export function signTx(keys: KeyRing, message: Uint8Array, signers: readonly Uint8Array[][]): Credential[] {
  const made = new Map<string, Uint8Array>();
  const signatureOf = (address: Uint8Array): Uint8Array => {
    const key = nativeHex(address);
    let signature = made.get(key);
    if (!signature) {
      signature = keys.sign(address, message);
      made.set(key, signature);
    }
    return signature;
  };
  return signers.map((addresses) => ({ signatures: addresses.map(signatureOf) }));
}

/**
 * Builds a tx paid by `payer`: picks its UTXOs to cover `spend` (AVAX leaving the payer besides
 * the fee) plus `gas × price`, returns the change, and signs it with the keys that own the spent
 * UTXOs (inputs in the node's order, then the imported UTXOs), then with `authority` for a subnet
 * or L1 authorisation. Imported UTXOs count towards what is available.
 */
export function buildTx(
  context: WalletContext,
  payer: Uint8Array,
  spend: bigint,
  make: (base: BaseTxFields) => UnsignedTx,
  authority?: Authority,
  imported: readonly Utxo[] = [],
): BuiltTx | undefined {
  const available = spendable(context.state, payer);
  const importedUtxos = [...imported].sort(byInput);
  const extraIn = importedUtxos.reduce((n, utxo) => n + amountOf(utxo.output), 0n);
  let fee = 0n;
  let last: FeeRound | undefined;
  for (let round = 0; round < MAX_FEE_ROUNDS; round++) {
    const consumed: Utxo[] = [];
    let total = extraIn;
    for (const utxo of available) {
      if (total >= spend + fee && (consumed.length > 0 || extraIn > 0n)) break;
      consumed.push(utxo);
      total += amountOf(utxo.output);
    }
    if (total < spend + fee) return undefined;
    consumed.sort(byInput);
    const change = total - spend - fee;
    const base: BaseTxFields = {
      networkId: BigInt(context.state.networkId),
      blockchainId: P_CHAIN_ID_BYTES,
      outputs: change > 0n ? [avaxOutput(payer, change)] : [],
      inputs: consumed.map(inputOf),
      memo: new Uint8Array(0),
    };
    const unsignedTx = make(base);
    if ('outputs' in unsignedTx) unsignedTx.outputs = sortOutputs(unsignedTx.outputs);
    const signers = signersOf([...consumed, ...importedUtxos], authority);
    // The same inputs and a change output again: only the change differs, so the size and gas are the last round's.
    const sameShape = last !== undefined && last.inputCount === consumed.length && change > 0n && last.change > 0n && 'outputs' in unsignedTx && unsignedTx.outputs.length === 1 && unsignedTx.outputs[0] === base.outputs[0];
    const previous = sameShape ? last : undefined;
    const patched = previous && withChange(previous, change);
    const unsignedBytes = patched ?? encodeUnsignedTx(unsignedTx);
    let gas: bigint;
    if (previous && patched) gas = previous.gas;
    else {
      const estimate: SignedTx = { unsignedTx, credentials: signers.map((list) => ({ signatures: list.map(() => PLACEHOLDER_SIGNATURE) })) };
      gas = gasOf(complexityOf(estimate, unsignedBytes.length + credentialsSize(signers)), P_CHAIN_GAS_CONFIG.weights);
    }
    last = { inputCount: consumed.length, change, unsignedBytes, gas };
    const needed = gas * context.price;
    if (needed <= fee) {
      const tx: SignedTx = { unsignedTx, credentials: signTx(context.keys, unsignedBytes, signers) };
      const bytes = signedBytes(unsignedBytes, tx.credentials, credentialsSize(signers));
      return { tx, bytes, ...hashId(bytes), gas, consumed };
    }
    fee = needed;
  }
  return undefined;
}
