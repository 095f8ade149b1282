import { array, integer, object, optional, string, type Schema } from '../schema';

/** Who controls an output or a balance. */
export interface OutputOwners {
  locktime: bigint;
  threshold: bigint;
  addresses: string[];
}

export const outputOwners: Schema<OutputOwners> = object({ locktime: integer, threshold: integer, addresses: array(string) });

/** Where a UTXO listing stopped; pass it back as `startIndex` for the next page. */
export interface UtxoIndex {
  address: string;
  utxo: string;
}

export interface UtxoPage {
  numFetched: bigint;
  /** Hex-encoded UTXOs. */
  utxos: string[];
  endIndex: UtxoIndex;
  encoding?: string;
}

export const utxoPage: Schema<UtxoPage> = object({
  numFetched: integer,
  utxos: array(string),
  endIndex: object({ address: string, utxo: string }),
  encoding: optional(string),
});

export interface UtxoQuery {
  addresses: string[];
  limit?: number;
  startIndex?: UtxoIndex;
  sourceChain?: string;
  encoding?: 'hex';
}

export interface TxIdResult {
  txID: string;
}

export const txIdResult: Schema<TxIdResult> = object({ txID: string });
