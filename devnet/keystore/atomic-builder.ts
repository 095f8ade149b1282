import { compareBytes } from '../../src/lib/bytes';
import { parseId } from '../../src/lib/ids';
import { addressOfPrivateKey, evmAddressOfPrivateKey, signMessage } from '../../src/lib/secp256k1';
import type { EvmInput, UnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import type { TransferableInput } from '../../src/lib/codec/types';
import { present } from '../../src/lib/present';
import { MethodError } from '../handler';
import type { EncodedAtomicTx } from '../pchain/atomic';
import { ATOMIC_TX_FEE, signAtomicTx, WEI_PER_NANO_AVAX } from '../pchain/atomic';
import type { AtomicMempool } from '../pchain/atomic-mempool';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID, C_CHAIN_ID_BYTES } from '../pchain/constants';
import { addressKey, atomicSet } from '../pchain/ledger';
import type { ChainState, Utxo } from '../pchain/state';

/**
 * Builds and signs the atomic txs of the key store's `export` and `import`, as coreth's
 * `newExportTx` / `newImportTx` do, with the devnet's flat atomic fee.
 */
function signAll(tx: UnsignedAtomicTx, signers: Uint8Array[][]): EncodedAtomicTx {
  return signAtomicTx(tx, (unsignedBytes) => signers.map((keys) => keys.map((key) => signMessage(key, unsignedBytes))));
}

export interface ExportRequest {
  assetId: Uint8Array;
  amount: bigint;
  destinationChain: Uint8Array;
  to: Uint8Array;
}

/** An ExportTx spending the keys' C-Chain balances (at the pending state), first key first. */
export async function buildExport(state: ChainState, mempool: AtomicMempool, keys: Uint8Array[], request: ExportRequest): Promise<EncodedAtomicTx> {
  const insufficient = () => new MethodError("couldn't create tx: couldn't generate tx inputs/signers: insufficient funds");
  // Atomic txs may only move AVAX since Banff, so another asset has no spendable balance.
  if (compareBytes(request.assetId, AVAX_ASSET_ID_BYTES) !== 0) throw insufficient();
  let remaining = request.amount + ATOMIC_TX_FEE;
  const spends: Array<{ input: EvmInput; key: Uint8Array }> = [];
  for (const key of keys) {
    if (remaining === 0n) break;
    const address = evmAddressOfPrivateKey(key);
    const account = await mempool.account(address);
    const balance = account.balance / WEI_PER_NANO_AVAX;
    if (balance === 0n) continue;
    const amount = balance < remaining ? balance : remaining;
    spends.push({ input: { address, amount, assetId: AVAX_ASSET_ID_BYTES, nonce: account.nonce }, key });
    remaining -= amount;
  }
  if (remaining > 0n) throw insufficient();
  spends.sort((a, b) => compareBytes(a.input.address, b.input.address));
  const tx: UnsignedAtomicTx = {
    kind: 'export',
    networkId: BigInt(state.networkId),
    blockchainId: C_CHAIN_ID_BYTES,
    destinationChain: request.destinationChain,
    ins: spends.map((spend) => spend.input),
    exportedOutputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: request.amount, locktime: 0n, threshold: 1n, addresses: [request.to] } }],
  };
  return signAll(
    tx,
    spends.map((spend) => [spend.key]),
  );
}

/** The keys that can spend `utxo` now (its threshold of owners), or undefined. */
function signersOf(state: ChainState, utxo: Utxo, keysByAddress: Map<string, Uint8Array>): Array<{ index: bigint; key: Uint8Array }> | undefined {
  const output = utxo.output;
  if (output.kind !== 'TransferOutput' || output.locktime > state.time) return undefined;
  const signers: Array<{ index: bigint; key: Uint8Array }> = [];
  output.addresses.forEach((address, index) => {
    const key = keysByAddress.get(addressKey(address));
    if (key && BigInt(signers.length) < output.threshold) signers.push({ index: BigInt(index), key });
  });
  return BigInt(signers.length) === output.threshold ? signers : undefined;
}

/** An ImportTx of every atomic UTXO the keys can spend from `sourceChain`, credited to `to`. */
export function buildImport(state: ChainState, mempool: AtomicMempool, keys: Uint8Array[], sourceChain: string, to: Uint8Array): EncodedAtomicTx {
  const keysByAddress = new Map(keys.map((key) => [addressKey(addressOfPrivateKey(key)), key] as const));
  const memory = atomicSet(state, C_CHAIN_ID, sourceChain);
  const ids = new Set([...keysByAddress.keys()].flatMap((address) => [...(memory.byAddress.get(address) ?? [])]));
  const spends: Array<{ input: TransferableInput; keys: Uint8Array[] }> = [];
  for (const id of ids) {
    const utxo = present(memory.utxos.get(id), `UTXO ${id}`);
    const signers = mempool.spender(id) ? undefined : signersOf(state, utxo, keysByAddress);
    if (!signers || utxo.output.kind !== 'TransferOutput' || compareBytes(utxo.assetId, AVAX_ASSET_ID_BYTES) !== 0) continue;
    spends.push({
      input: {
        txId: utxo.txId,
        outputIndex: BigInt(utxo.outputIndex),
        assetId: utxo.assetId,
        input: { kind: 'TransferInput', amount: utxo.output.amount, signatureIndices: signers.map((signer) => signer.index) },
      },
      keys: signers.map((signer) => signer.key),
    });
  }
  spends.sort((a, b) => compareBytes(a.input.txId, b.input.txId) || Number(a.input.outputIndex - b.input.outputIndex));
  const imported = spends.reduce((sum, spend) => sum + (spend.input.input.kind === 'TransferInput' ? spend.input.input.amount : 0n), 0n);
  if (imported < ATOMIC_TX_FEE) throw new MethodError('insufficient AVAX funds to pay transaction fee');
  if (imported === ATOMIC_TX_FEE) throw new MethodError('tx has no EVM outputs');
  const tx: UnsignedAtomicTx = {
    kind: 'import',
    networkId: BigInt(state.networkId),
    blockchainId: C_CHAIN_ID_BYTES,
    sourceChain: parseId(sourceChain),
    importedInputs: spends.map((spend) => spend.input),
    outs: [{ address: to, amount: imported - ATOMIC_TX_FEE, assetId: AVAX_ASSET_ID_BYTES }],
  };
  return signAll(
    tx,
    spends.map((spend) => spend.keys),
  );
}
