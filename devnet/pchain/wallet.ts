import { gasOf, P_CHAIN_GAS_CONFIG } from '../../src/lib/fees';
import type { BaseTxFields, Credential, OutputOwners, SignedTx, TransferableInput, TransferableOutput, UnsignedTx } from '../../src/lib/codec/types';
import { complexityOf } from './complexity';
import { AVAX_ASSET_ID_BYTES, P_CHAIN_ID_BYTES } from './constants';
import { encodeSignedTx } from '../../src/lib/codec/tx';
import { hashId } from './hash';
import { spendable } from './ledger';
import type { Random } from './random';
import type { ChainState, Utxo } from './state';
import { amountOf } from './state';

const SIGNATURE_LENGTH = 65;
/** Fee re-estimation rounds: adding an input changes the size, so the fee is recomputed. */
const MAX_FEE_ROUNDS = 4;

export interface BuiltTx {
  tx: SignedTx;
  bytes: Uint8Array;
  id: string;
  idBytes: Uint8Array;
  gas: bigint;
  consumed: Utxo[];
}

export interface WalletContext {
  state: ChainState;
  rng: Random;
  /** Gas price of the block being built. */
  price: bigint;
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

export function signatures(rng: Random, count: number): Credential {
  return { signatures: Array.from({ length: count }, () => rng.bytes(SIGNATURE_LENGTH)) };
}

/**
 * Builds a tx paid by `payer`: picks its UTXOs to cover `spend` (AVAX leaving the payer besides
 * the fee) plus `gas × price`, returns the change, and signs with random signatures (one credential
 * per input and imported input, then one with `authSignatures` signatures for a subnet or L1
 * authorisation). Imported inputs count towards what is available.
 */
export function buildTx(
  context: WalletContext,
  payer: Uint8Array,
  spend: bigint,
  make: (base: BaseTxFields) => UnsignedTx,
  authSignatures = 0,
  importedInputs: TransferableInput[] = [],
): BuiltTx | undefined {
  const available = spendable(context.state, payer);
  const extraIn = importedInputs.reduce((n, input) => n + (input.input.kind === 'TransferInput' ? input.input.amount : input.input.input.amount), 0n);
  let fee = 0n;
  for (let round = 0; round < MAX_FEE_ROUNDS; round++) {
    const consumed: Utxo[] = [];
    let total = extraIn;
    for (const utxo of available) {
      if (total >= spend + fee && (consumed.length > 0 || extraIn > 0n)) break;
      consumed.push(utxo);
      total += amountOf(utxo.output);
    }
    if (total < spend + fee) return undefined;
    const change = total - spend - fee;
    const base: BaseTxFields = {
      networkId: BigInt(context.state.networkId),
      blockchainId: P_CHAIN_ID_BYTES,
      outputs: change > 0n ? [avaxOutput(payer, change)] : [],
      inputs: consumed.map(inputOf),
      memo: new Uint8Array(0),
    };
    const unsignedTx = make(base);
    const credentials = [...consumed, ...importedInputs].map(() => signatures(context.rng, 1));
    if (authSignatures > 0) credentials.push(signatures(context.rng, authSignatures));
    const tx: SignedTx = { unsignedTx, credentials };
    const bytes = encodeSignedTx(tx);
    const gas = gasOf(complexityOf(tx, bytes.length), P_CHAIN_GAS_CONFIG.weights);
    const needed = gas * context.price;
    if (needed <= fee) return { tx, bytes, ...hashId(bytes), gas, consumed };
    fee = needed;
  }
  return undefined;
}
