import { bytesEqual } from '../../src/lib/bytes';
import { gasOf, P_CHAIN_GAS_CONFIG } from '../../src/lib/fees';
import { encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { BaseTxFields, SignedTx, TransferableInput } from '../../src/lib/codec/types';
import { complexityOf } from './complexity';
import { C_CHAIN_ID, P_CHAIN_ID, P_CHAIN_ID_BYTES } from './constants';
import { utxoIdBytes } from './encoding';
import { currentGasPrice } from './fee-state';
import type { Network } from './network';
import { cb58, hashId, sha256 } from './hash';
import { atomicSet } from './ledger';
import { indicesSortedAndUnique, inputsSortedAndUnique, outputsSorted } from './ordering';
import type { ChainState, Utxo } from './state';
import { kindRules } from './verify-rules';
import { fail, verifyOwner, verifySpend, wrapped } from './verify-spend';
import type { BuiltTx } from './wallet';
import { verifyWarpSignature } from './warp-signers';
import { decodeWarpMessage } from '../../src/lib/codec/warp-message';
import type { WarpMessage } from '../../src/lib/codec/warp-message';

const MAX_MEMO_SIZE = 256;
/** Since Durango a tx carries no memo (`avax.VerifyMemoFieldLength`). */
const DURANGO_MAX_MEMO_SIZE = 0;

function utxoText(input: Pick<TransferableInput, 'txId' | 'outputIndex'>): string {
  return `${cb58(input.txId)}:${input.outputIndex}`;
}

function syntacticBase(state: ChainState, tx: BaseTxFields): void {
  wrapped('metadata failed verification: ', () => {
    if (tx.networkId !== BigInt(state.networkId)) fail('tx has wrong network ID');
    if (!bytesEqual(tx.blockchainId, P_CHAIN_ID_BYTES)) fail('tx has wrong chain ID');
    if (tx.memo.length > MAX_MEMO_SIZE) fail(`memo exceeds maximum length: ${tx.memo.length} > ${MAX_MEMO_SIZE}`);
  });
  for (const output of tx.outputs) {
    const inner = output.output.kind === 'LockOut' ? output.output.output : output.output;
    wrapped('output failed verification: ', () => {
      if (inner.amount === 0n) fail('output has no value');
      verifyOwner(inner);
    });
  }
  for (const input of tx.inputs) {
    const spend = input.input.kind === 'LockIn' ? input.input.input : input.input;
    wrapped('input failed verification: ', () => {
      if (spend.amount === 0n) fail('input has no value');
      if (!indicesSortedAndUnique(spend.signatureIndices)) fail('address indices not sorted and unique');
    });
  }
  if (!outputsSorted(tx.outputs)) fail('outputs not sorted');
  if (!inputsSortedAndUnique(tx.inputs)) fail('inputs not sorted and unique');
  if (tx.memo.length > DURANGO_MAX_MEMO_SIZE) fail(`memo exceeds maximum length: ${tx.memo.length} > ${DURANGO_MAX_MEMO_SIZE}`);
}

/** `VerifyWarpMessages`: the message parses, names this network, and its source subnet's validators signed it. */
function verifyWarp(state: ChainState, bytes: Uint8Array): void {
  wrapped('failed verifying warp messages: ', () => {
    let message: WarpMessage;
    try {
      message = decodeWarpMessage(bytes);
    } catch (error) {
      fail(`couldn't parse warp message: ${(error as Error).message}`);
    }
    if (message.networkId !== state.networkId) fail('wrong networkID');
    verifyWarpSignature(state, message);
  });
}

function lookup(state: ChainState, inputs: readonly TransferableInput[]): Utxo[] {
  return inputs.map((input) => {
    const utxo = state.utxos.get(cb58(utxoIdBytes(input.txId, Number(input.outputIndex))));
    if (!utxo) fail(`failed to read consumed UTXO ${utxoText(input)} due to: not found`);
    return utxo;
  });
}

function lookupImported(state: ChainState, inputs: readonly TransferableInput[]): Utxo[] {
  const memory = atomicSet(state, P_CHAIN_ID, C_CHAIN_ID);
  return inputs.map((input) => {
    const utxo = memory.utxos.get(cb58(utxoIdBytes(input.txId, Number(input.outputIndex))));
    if (!utxo) fail('failed to get shared memory: not found');
    return utxo;
  });
}

/** The gas of a signed tx as the devnet's complexity model counts it. */
function gasOfTx(tx: SignedTx, size: number): bigint {
  return gasOf(complexityOf(tx, size), P_CHAIN_GAS_CONFIG.weights);
}

/**
 * Verifies a signed tx against the current state as the node's mempool does before accepting it
 * (`VerifyTx`): warp messages (and their BLS signature), gas capacity, then the tx's execution (syntax, per-kind rules, and
 * the flow check with signatures and the dynamic fee at the current gas price). Returns the tx ready
 * for a block, or throws a `VerifyError` whose message is the node's reason.
 */
export function verifyTx(network: Network, tx: SignedTx, bytes: Uint8Array): BuiltTx {
  const state = network.state;
  const unsigned = tx.unsignedTx;
  if (unsigned.kind === 'RewardValidatorTx' || unsigned.kind === 'RewardAutoRenewedValidatorTx' || unsigned.kind === 'AdvanceTimeTx') fail('failed execution: wrong transaction type');
  if (unsigned.kind === 'RegisterL1ValidatorTx' || unsigned.kind === 'SetL1ValidatorWeightTx') verifyWarp(state, unsigned.message);
  const gas = gasOfTx(tx, bytes.length);
  if (gas > state.gas.capacity) fail(`tx exceeds current gas capacity: ${gas} > ${state.gas.capacity}`);
  const hash = sha256(encodeUnsignedTx(unsigned));
  const consumed = wrapped('failed execution: ', () => {
    syntacticBase(state, unsigned);
    const spend = kindRules(network, tx, hash);
    const fee = gas * currentGasPrice(state);
    return wrapped(spend.flowPrefix, () => {
      const own = lookup(state, unsigned.inputs);
      const imported = spend.imported.length > 0 ? lookupImported(state, spend.imported) : [];
      verifySpend(hash, [...own, ...imported], [...unsigned.inputs, ...spend.imported], spend.outputs, spend.credentials, fee + spend.extraBurn, state.time);
      return own;
    });
  });
  return { tx, bytes, ...hashId(bytes), gas, consumed };
}

/** IDs of every UTXO a tx spends (own and imported), for conflicts between pending txs. */
export function spentIds(tx: SignedTx): string[] {
  const unsigned = tx.unsignedTx;
  if (!('inputs' in unsigned)) return [];
  const inputs = unsigned.kind === 'ImportTx' ? [...unsigned.inputs, ...unsigned.importedInputs] : unsigned.inputs;
  return inputs.map((input) => cb58(utxoIdBytes(input.txId, Number(input.outputIndex))));
}

