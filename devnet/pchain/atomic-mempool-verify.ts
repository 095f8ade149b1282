import { adjacentPairs, zipSameLength } from '../../src/lib/lists';
import { bytesEqual, compareBytes } from '../../src/lib/bytes';
import { idFromBytes, shortIdFromBytes } from '../../src/lib/ids';
import { addressOfPublicKey, evmAddressOfPublicKey, recoverPublicKey } from '../../src/lib/secp256k1';
import { MethodError } from '../handler';
import type { EvmAccount } from './c-chain-bridge';
import type { EvmInput, UnsignedAtomicTx, UnsignedExportTx, UnsignedImportTx } from '../../src/lib/codec/atomic-tx';
import type { EncodedAtomicTx } from './atomic';
import { ATOMIC_TX_FEE, WEI_PER_NANO_AVAX } from './atomic';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID, C_CHAIN_ID_BYTES, P_CHAIN_ID, X_CHAIN_ID } from './constants';
import { utxoIdBytes } from './encoding';
import { cb58, sha256 } from './hash';
import { atomicSet } from './ledger';
import { indicesSortedAndUnique, inputsSortedAndUnique, outputsSorted } from './ordering';
import type { ChainState, Utxo } from './state';

/**
 * coreth's checks of an atomic tx, in its order and with its messages: `Verify` (well-formed),
 * then `SemanticVerify` (fee, credentials, shared memory, signatures), then the EVM state
 * transfer of an export (balance, nonce) against the pending C-Chain state.
 */

/** Chains that share memory with the C-Chain: the Primary Network's other chains. */
const PEER_CHAINS = new Set([P_CHAIN_ID, X_CHAIN_ID]);

function fail(message: string): never {
  throw new MethodError(message);
}

function isSortedUnique<T>(items: readonly T[], compare: (a: T, b: T) => number): boolean {
  return adjacentPairs(items).every(([before, after]) => compare(before, after) < 0);
}

function compareEvm(a: { address: Uint8Array; assetId: Uint8Array }, b: { address: Uint8Array; assetId: Uint8Array }): number {
  return compareBytes(a.address, b.address) || compareBytes(a.assetId, b.assetId);
}

function verifyIds(tx: UnsignedAtomicTx, networkId: number): void {
  if (tx.networkId !== BigInt(networkId)) fail('tx was issued with a different network ID');
  if (!bytesEqual(tx.blockchainId, C_CHAIN_ID_BYTES)) fail('wrong blockchain ID provided');
}

function verifyPeer(otherChain: Uint8Array): void {
  if (!PEER_CHAINS.has(idFromBytes(otherChain))) fail('tx has wrong chain ID');
}

function verifyImportShape(tx: UnsignedImportTx, networkId: number): void {
  if (tx.importedInputs.length === 0) fail('tx has no imported inputs');
  verifyIds(tx, networkId);
  if (tx.outs.length === 0) fail('tx has no EVM outputs');
  verifyPeer(tx.sourceChain);
  for (const out of tx.outs) {
    if (out.amount === 0n) fail('EVM Output failed verification: output has no value');
    if (!bytesEqual(out.assetId, AVAX_ASSET_ID_BYTES)) fail('import output cannot contain non-AVAX in Banff');
  }
  for (const input of tx.importedInputs) {
    const transfer = input.input.kind === 'TransferInput' ? input.input : input.input.input;
    if (transfer.amount === 0n) fail('atomic input failed verification: input has no value');
    if (!indicesSortedAndUnique(transfer.signatureIndices)) fail('atomic input failed verification: input indices not sorted and unique');
    if (!bytesEqual(input.assetId, AVAX_ASSET_ID_BYTES)) fail('import input cannot contain non-AVAX in Banff');
  }
  if (!inputsSortedAndUnique(tx.importedInputs)) fail('inputs not sorted and unique');
  if (!isSortedUnique(tx.outs, compareEvm)) fail('outputs not sorted and unique');
}

function verifyExportShape(tx: UnsignedExportTx, networkId: number): void {
  if (tx.exportedOutputs.length === 0) fail('tx has no export outputs');
  verifyIds(tx, networkId);
  verifyPeer(tx.destinationChain);
  for (const input of tx.ins) {
    if (input.amount === 0n) fail('input has no value');
    if (!bytesEqual(input.assetId, AVAX_ASSET_ID_BYTES)) fail('export input cannot contain non-AVAX in Banff');
  }
  for (const out of tx.exportedOutputs) {
    const output = out.output.kind === 'TransferOutput' ? out.output : out.output.output;
    if (output.amount === 0n) fail('output has no value');
    if (output.threshold > BigInt(output.addresses.length)) fail('output is unspendable');
    if (output.threshold === 0n && output.addresses.length > 0) fail('output representation should be optimized');
    if (!isSortedUnique(output.addresses, compareBytes)) fail('addresses not sorted and unique');
    if (!bytesEqual(out.assetId, AVAX_ASSET_ID_BYTES)) fail('export output cannot contain non-AVAX in Banff');
  }
  if (!outputsSorted(tx.exportedOutputs)) fail('tx outputs not sorted');
  if (!isSortedUnique(tx.ins, compareEvm)) fail('inputs not sorted and unique');
}

/** consumed ≥ produced + fee, per coreth's flow checker. */
function checkFlow(kind: 'import' | 'export', consumed: bigint, produced: bigint): void {
  if (produced + ATOMIC_TX_FEE > consumed) fail(`${kind} tx flow check failed due to: insufficient funds`);
}

function amountOfInput(input: UnsignedImportTx['importedInputs'][number]): bigint {
  return input.input.kind === 'TransferInput' ? input.input.amount : input.input.input.amount;
}

/** The wrong-signature text of secp256k1fx, or undefined when `signature` signed `hash` for `expected`. */
function signatureProblem(hash: Uint8Array, signature: Uint8Array, expected: Uint8Array): string | undefined {
  const publicKey = recoverPublicKey(hash, signature);
  if (!publicKey) return 'invalid signature';
  const signer = addressOfPublicKey(publicKey);
  if (bytesEqual(signer, expected)) return undefined;
  return `wrong signature: expected signature from ${shortIdFromBytes(expected)} but got from ${shortIdFromBytes(signer)}`;
}

/**
 * An import's checks; returns the shared-memory UTXOs it spends. `pending` tells whether a tx
 * already in the mempool spends a UTXO (its ID).
 */
export function verifyImport(state: ChainState, encoded: EncodedAtomicTx & { unsignedTx: UnsignedImportTx }, pending: (utxoId: string) => string | undefined): Utxo[] {
  const { unsignedTx: tx, credentials } = encoded;
  verifyImportShape(tx, state.networkId);
  checkFlow(
    'import',
    tx.importedInputs.reduce((sum, input) => sum + amountOfInput(input), 0n),
    tx.outs.reduce((sum, out) => sum + out.amount, 0n),
  );
  if (credentials.length !== tx.importedInputs.length) {
    fail(`import tx contained mismatched number of inputs/credentials (${tx.importedInputs.length} vs. ${credentials.length})`);
  }
  const source = idFromBytes(tx.sourceChain);
  const memory = atomicSet(state, C_CHAIN_ID, source);
  const hash = sha256(encoded.unsignedBytes);
  const spends = tx.importedInputs.map((input) => {
    const utxo = memory.utxos.get(cb58(utxoIdBytes(input.txId, Number(input.outputIndex))));
    if (!utxo) fail(`failed to fetch import UTXOs from ${source} due to: not found`);
    return { input, utxo };
  });
  zipSameLength(spends, credentials).forEach(([{ input, utxo }, { signatures }]) => {
    if (!bytesEqual(utxo.assetId, input.assetId)) fail("asset IDs in the input don't match the utxo");
    const problem = transferProblem(state, utxo, input.input.kind === 'TransferInput' ? input.input : input.input.input, signatures, hash);
    if (problem) fail(`import tx transfer failed verification: ${problem}`);
  });
  const utxos = spends.map(({ utxo }) => utxo);
  for (const utxo of utxos) {
    const spender = pending(utxo.id);
    if (spender) fail(`conflicting atomic inputs: issued tx (${encoded.id}) spends UTXO ${utxo.id} of pending tx (${spender})`);
  }
  return utxos;
}

function transferProblem(state: ChainState, utxo: Utxo, input: { amount: bigint; signatureIndices: bigint[] }, signatures: Uint8Array[], hash: Uint8Array): string | undefined {
  if (utxo.output.kind !== 'TransferOutput') return 'wrong utxo type';
  const output = utxo.output;
  if (output.amount !== input.amount) return 'utxo amount and input amount are not equal';
  const signers = BigInt(input.signatureIndices.length);
  if (output.locktime > state.time) return 'timelocked';
  if (output.threshold < signers) return 'too many signers';
  if (output.threshold > signers) return 'too few signers';
  if (input.signatureIndices.length !== signatures.length) return 'input has more signers than expected';
  for (const [index, signature] of zipSameLength(input.signatureIndices, signatures)) {
    const owner = output.addresses[Number(index)];
    if (index >= BigInt(output.addresses.length) || !owner) return 'input referenced a nonexistent address in the output';
    const problem = signatureProblem(hash, signature, owner);
    if (problem) return problem;
  }
  return undefined;
}

/** An export's checks that need no EVM state. */
export function verifyExport(state: ChainState, encoded: EncodedAtomicTx & { unsignedTx: UnsignedExportTx }): void {
  const { unsignedTx: tx, credentials } = encoded;
  verifyExportShape(tx, state.networkId);
  checkFlow(
    'export',
    tx.ins.reduce((sum, input) => sum + input.amount, 0n),
    tx.exportedOutputs.reduce((sum, out) => sum + (out.output.kind === 'TransferOutput' ? out.output.amount : out.output.output.amount), 0n),
  );
  if (credentials.length !== tx.ins.length) fail(`export tx contained mismatched number of inputs/credentials (${tx.ins.length} vs. ${credentials.length})`);
  const hash = sha256(encoded.unsignedBytes);
  zipSameLength(tx.ins, credentials).forEach(([input, { signatures }]) => {
    const [signature, ...more] = signatures;
    if (signature === undefined || more.length > 0) fail(`expected one signature for EVM Input Credential, but found: ${signatures.length}`);
    const publicKey = recoverPublicKey(hash, signature);
    if (!publicKey) fail('invalid signature');
    if (!bytesEqual(evmAddressOfPublicKey(publicKey), input.address)) fail("signature doesn't match public key");
  });
}

/** The export's EVM state transfer at the pending state: each input's balance, then its nonce. */
export function verifyExportState(ins: readonly EvmInput[], accounts: readonly EvmAccount[]): void {
  zipSameLength(ins, accounts).forEach(([input, account]) => {
    if (account.balance < input.amount * WEI_PER_NANO_AVAX) fail('insufficient funds');
    if (account.nonce !== input.nonce) fail('invalid nonce');
  });
}
