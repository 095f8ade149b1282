import { toHex } from '../../src/lib/hex';
import { parseId } from '../../src/lib/ids';
import type { UnsignedAtomicTx } from '../../src/lib/codec/atomic-tx';
import { present } from '../../src/lib/present';
import { ATOMIC_TX_FEE, signAtomicTx } from './atomic';
import { atomicMempool } from './atomic-mempool';
import type { BlockBuilder } from './block-builder';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID, C_CHAIN_ID_BYTES, P_CHAIN_ID } from './constants';
import type { KeyRing } from './keys';
import { addressKey, atomicSet } from './ledger';
import { applyExport, applyImport } from './shared-memory';
import type { ChainState, Utxo } from './state';
import { amountOf, firstOwnerOf } from './state';
import type { WalletContext } from './wallet';
import { avaxOutput, buildTx, byInput, inputOf } from './wallet';

export function transfer(builder: BlockBuilder, context: WalletContext, from: Uint8Array, to: Uint8Array, amount: bigint): boolean {
  const built = buildTx(context, from, amount, (base) => ({ ...base, kind: 'BaseTx', outputs: [...base.outputs, avaxOutput(to, amount)] }));
  return built !== undefined && builder.add(built);
}

/** ExportTx from the P-Chain to the C-Chain: the outputs land in the C-Chain's shared memory. */
export function exportToC(builder: BlockBuilder, context: WalletContext, from: Uint8Array, to: Uint8Array, amount: bigint): boolean {
  const exportedOutputs = [avaxOutput(to, amount)];
  const built = buildTx(context, from, amount, (base) => ({ ...base, kind: 'ExportTx', destinationChain: C_CHAIN_ID_BYTES, exportedOutputs }));
  if (!built || !builder.add(built)) return false;
  applyExport(builder.state, built);
  return true;
}

/** ImportTx on the P-Chain of everything the C-Chain exported to `to`. */
export function importFromC(builder: BlockBuilder, context: WalletContext, to: Uint8Array): boolean {
  const memory = atomicSet(builder.state, P_CHAIN_ID, C_CHAIN_ID);
  const utxos = [...(memory.byAddress.get(addressKey(to)) ?? [])].map((id) => present(memory.utxos.get(id), `UTXO ${id}`)).sort(byInput);
  if (utxos.length === 0) return false;
  const importedInputs = utxos.map(inputOf);
  const built = buildTx(context, to, 0n, (base) => ({ ...base, kind: 'ImportTx', sourceChain: C_CHAIN_ID_BYTES, importedInputs }), undefined, utxos);
  if (!built || !builder.add(built)) return false;
  applyImport(builder.state, built);
  return true;
}

/**
 * Signs an atomic tx as coreth checks it (one credential per input over the unsigned tx bytes;
 * `sign` makes input `i`'s signature), then issues it through the atomic mempool, which applies
 * its shared-memory side once accepted.
 */
/** `sign` gives each input's one signature, in input order. */
function acceptAtomic(state: ChainState, tx: UnsignedAtomicTx, sign: (message: Uint8Array) => Uint8Array[]): void {
  atomicMempool(state).submitGenerated(signAtomicTx(tx, (message) => sign(message).map((signature) => [signature])));
}

/** C-Chain ImportTx: pulls what the P-Chain exported to `from` into the EVM account `evmAddress`. */
export function cChainImport(state: ChainState, keys: KeyRing, from: Uint8Array, evmAddress: Uint8Array): boolean {
  const memory = atomicSet(state, C_CHAIN_ID, P_CHAIN_ID);
  const pending = atomicMempool(state);
  const utxos: Utxo[] = [...(memory.byAddress.get(addressKey(from)) ?? [])]
    .filter((id) => !pending.spender(id))
    .map((id) => present(memory.utxos.get(id), `UTXO ${id}`))
    .sort(byInput);
  const total = utxos.reduce((sum, utxo) => sum + amountOf(utxo.output), 0n);
  if (utxos.length === 0 || total <= ATOMIC_TX_FEE) return false;
  acceptAtomic(
    state,
    {
      kind: 'import',
      networkId: BigInt(state.networkId),
      blockchainId: C_CHAIN_ID_BYTES,
      sourceChain: parseId(P_CHAIN_ID),
      importedInputs: utxos.map(inputOf),
      outs: [{ address: evmAddress, amount: total - ATOMIC_TX_FEE, assetId: AVAX_ASSET_ID_BYTES }],
    },
    (message) => utxos.map((utxo) => keys.sign(firstOwnerOf(utxo.output), message)),
  );
  return true;
}

/** C-Chain ExportTx from an EVM account to a P-Chain address. */
export function cChainExport(state: ChainState, keys: KeyRing, evmAddress: Uint8Array, to: Uint8Array, amount: bigint): void {
  const key = toHex(evmAddress);
  const nonce = state.evmNonces.get(key) ?? 0n;
  state.evmNonces.set(key, nonce + 1n);
  const exportedOutputs = [avaxOutput(to, amount)];
  acceptAtomic(
    state,
    {
      kind: 'export',
      networkId: BigInt(state.networkId),
      blockchainId: C_CHAIN_ID_BYTES,
      destinationChain: parseId(P_CHAIN_ID),
      ins: [{ address: evmAddress, amount: amount + ATOMIC_TX_FEE, assetId: AVAX_ASSET_ID_BYTES, nonce }],
      exportedOutputs,
    },
    (message) => [keys.signAsEvm(evmAddress, message)],
  );
}
