import { readTransferableInputs, readTransferableOutputs } from './fields';
import { Reader } from './reader';
import { formatAddress } from '../address';
import { fromHexWithChecksum, toHex } from '../hex';
import { idFromBytes, ID_LENGTH, PRIMARY_NETWORK_ID, SHORT_ID_LENGTH } from '../ids';

/** C-Chain atomic codec type IDs (codec version 0). */
const IMPORT_TYPE_ID = 0n;
const EXPORT_TYPE_ID = 1n;
/** EVM input: address, amount, asset, nonce; EVM output: address, amount, asset. */
const EVM_INPUT_SIZE = SHORT_ID_LENGTH + 8 + ID_LENGTH + 8;
const EVM_OUTPUT_SIZE = SHORT_ID_LENGTH + 8 + ID_LENGTH;

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

function evmTransfer(reader: Reader, withNonce: boolean): EvmTransfer {
  const address = toHex(reader.fixed(SHORT_ID_LENGTH, 'address'));
  const amount = reader.u64('amount');
  const assetId = idFromBytes(reader.fixed(ID_LENGTH, 'assetID'));
  return withNonce ? { address, amount, assetId, nonce: reader.u64('nonce') } : { address, amount, assetId };
}

/**
 * The inputs and outputs of a C-Chain atomic tx from its checksummed hex: an export spends EVM
 * balances into UTXOs on the other chain, an import spends UTXOs into EVM balances. Null when the
 * bytes do not parse as one.
 */
export function atomicTxBody(hex: string, hrp: string): AtomicTxBody | null {
  try {
    const reader = new Reader(fromHexWithChecksum(hex));
    reader.u16('codec');
    const type = reader.u32('type');
    reader.u32('networkID');
    reader.fixed(ID_LENGTH, 'blockchainID');
    const otherChainId = idFromBytes(reader.fixed(ID_LENGTH, 'otherChain'));
    if (type === EXPORT_TYPE_ID) {
      const evmInputs = reader.list(() => evmTransfer(reader, true), EVM_INPUT_SIZE, 'ins');
      const alias = otherChainId === PRIMARY_NETWORK_ID ? 'P' : 'X';
      const exportedOutputs = readTransferableOutputs(reader, 'exportedOutputs').map((item) => {
        const output = item.output.kind === 'LockOut' ? item.output.output : item.output;
        return {
          assetId: idFromBytes(item.assetId),
          amount: output.amount,
          locktime: output.locktime,
          threshold: output.threshold,
          addresses: output.addresses.map((address) => formatAddress(alias, hrp, address)),
        };
      });
      return { kind: 'export', evmInputs, exportedOutputs };
    }
    if (type === IMPORT_TYPE_ID) {
      const importedInputs = readTransferableInputs(reader, 'importedInputs').map((item) => ({
        txId: idFromBytes(item.txId),
        outputIndex: item.outputIndex,
        assetId: idFromBytes(item.assetId),
        amount: item.input.kind === 'LockIn' ? item.input.input.amount : item.input.amount,
      }));
      const evmOutputs = reader.list(() => evmTransfer(reader, false), EVM_OUTPUT_SIZE, 'outs');
      return { kind: 'import', importedInputs, evmOutputs };
    }
    return null;
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
