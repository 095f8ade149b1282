import { formatAddress } from '../address';
import { fromHexWithChecksum, toHex } from '../hex';
import { idFromBytes } from '../ids';
import { PRIMARY_NETWORK_ID } from '../id-constants';
import { decodeAtomicTx, type EvmOutput, type UnsignedAtomicTx } from './atomic-tx';

export interface EvmTransfer {
  /** `0x…` C-Chain account. */
  address: string;
  amount: bigint;
  assetId: string;
  nonce?: bigint;
}

export interface AtomicOutput {
  assetId: string;
  amount: bigint;
  locktime: bigint;
  threshold: bigint;
  /** `P-…` or `X-…` addresses on the destination chain. */
  addresses: string[];
}

export interface AtomicInput {
  txId: string;
  outputIndex: bigint;
  assetId: string;
  amount: bigint;
}

export type AtomicTxBody =
  | { kind: 'export'; evmInputs: EvmTransfer[]; exportedOutputs: AtomicOutput[] }
  | { kind: 'import'; importedInputs: AtomicInput[]; evmOutputs: EvmTransfer[] };

function evmTransfer(item: EvmOutput & { nonce?: bigint }): EvmTransfer {
  const transfer = { address: toHex(item.address), amount: item.amount, assetId: idFromBytes(item.assetId) };
  return item.nonce === undefined ? transfer : { ...transfer, nonce: item.nonce };
}

/** The inputs and outputs of a decoded atomic tx, with IDs and addresses as people read them. */
export function atomicTxBodyOf(tx: UnsignedAtomicTx, hrp: string): AtomicTxBody {
  if (tx.kind === 'export') {
    const alias = idFromBytes(tx.destinationChain) === PRIMARY_NETWORK_ID ? 'P' : 'X';
    const exportedOutputs = tx.exportedOutputs.map((item) => {
      const output = item.output.kind === 'LockOut' ? item.output.output : item.output;
      return {
        assetId: idFromBytes(item.assetId),
        amount: output.amount,
        locktime: output.locktime,
        threshold: output.threshold,
        addresses: output.addresses.map((address) => formatAddress(alias, hrp, address)),
      };
    });
    return { kind: 'export', evmInputs: tx.ins.map(evmTransfer), exportedOutputs };
  }
  const importedInputs = tx.importedInputs.map((item) => ({
    txId: idFromBytes(item.txId),
    outputIndex: item.outputIndex,
    assetId: idFromBytes(item.assetId),
    amount: item.input.kind === 'LockIn' ? item.input.input.amount : item.input.amount,
  }));
  return { kind: 'import', importedInputs, evmOutputs: tx.outs.map(evmTransfer) };
}

/**
 * The inputs and outputs of a C-Chain atomic tx from its checksummed hex: an export spends EVM
 * balances into UTXOs on the other chain, an import spends UTXOs into EVM balances. Null when the
 * bytes do not parse as one.
 */
export function atomicTxBody(hex: string, hrp: string): AtomicTxBody | null {
  try {
    return atomicTxBodyOf(decodeAtomicTx(fromHexWithChecksum(hex)).unsignedTx, hrp);
  } catch {
    return null;
  }
}

/** What the tx burned: consumed minus produced (single-asset txs; atomic txs move AVAX). */
export function atomicFee(body: AtomicTxBody): bigint | undefined {
  const consumed = body.kind === 'export' ? body.evmInputs : body.importedInputs;
  const produced = body.kind === 'export' ? body.exportedOutputs : body.evmOutputs;
  if (new Set([...consumed, ...produced].map((item) => item.assetId)).size !== 1) return undefined;
  const sum = (items: ReadonlyArray<{ amount: bigint }>) => items.reduce((total, item) => total + item.amount, 0n);
  const fee = sum(consumed) - sum(produced);
  return fee >= 0n ? fee : undefined;
}
