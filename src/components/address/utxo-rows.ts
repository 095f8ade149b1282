import { formatAddress } from '../../lib/address';
import { decodeUtxo, utxoId } from '../../lib/codec/utxo';
import { fromHexWithChecksum } from '../../lib/hex';
import { idFromBytes } from '../../lib/ids';

/** A decoded UTXO as the address page shows it. */
export interface UtxoRow {
  utxoID: string;
  txID: string;
  outputIndex: bigint;
  assetID: string;
  amount: bigint;
  /** Stake-locked until this time (unix seconds), for `stakeable.LockOut` outputs. */
  stakeableUntil?: bigint;
  /** The output's own locktime: it cannot be spent before. */
  locktime: bigint;
  threshold: bigint;
  addresses: string[];
}

/** Decodes a hex UTXO (with checksum) of `getUTXOs` / `getRewardUTXOs`; owners are formatted for `chain`. */
export function decodeUtxoRow(hex: string, hrp: string, chain: 'P' | 'X' | 'C' = 'P'): UtxoRow {
  const utxo = decodeUtxo(fromHexWithChecksum(hex));
  const transfer = utxo.output.kind === 'LockOut' ? utxo.output.output : utxo.output;
  return {
    utxoID: utxoId(utxo.txId, utxo.outputIndex),
    txID: idFromBytes(utxo.txId),
    outputIndex: utxo.outputIndex,
    assetID: idFromBytes(utxo.assetId),
    amount: transfer.amount,
    stakeableUntil: utxo.output.kind === 'LockOut' ? utxo.output.locktime : undefined,
    locktime: transfer.locktime,
    threshold: transfer.threshold,
    addresses: transfer.addresses.map((bytes) => formatAddress(chain, hrp, bytes)),
  };
}

/**
 * Adds a page of UTXOs to those already listed, dropping repeats: the node starts each page at the
 * last UTXO of the previous one, so it may send it again.
 */
export function mergeUtxoPages(seen: readonly UtxoRow[], page: readonly UtxoRow[]): UtxoRow[] {
  const ids = new Set(seen.map((row) => row.utxoID));
  const merged = [...seen];
  for (const row of page) {
    if (ids.has(row.utxoID)) continue;
    ids.add(row.utxoID);
    merged.push(row);
  }
  return merged;
}

/** Decodes many hex UTXOs; ones that do not decode are counted rather than failing the rest. */
export function decodeUtxoRows(hexes: readonly string[], hrp: string, chain: 'P' | 'X' | 'C' = 'P'): { rows: UtxoRow[]; failed: number } {
  const rows: UtxoRow[] = [];
  let failed = 0;
  for (const hex of hexes) {
    try {
      rows.push(decodeUtxoRow(hex, hrp, chain));
    } catch {
      failed++;
    }
  }
  return { rows, failed };
}
