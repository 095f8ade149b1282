import { array, integer, object, optional, string, type SchemaOutput } from '../schema';

export const outputOwners = object({ locktime: integer, threshold: integer, addresses: array(string) });
/** Who controls an output or a balance. */
export type OutputOwners = SchemaOutput<typeof outputOwners>;

const utxoIndex = object({ address: string, utxo: string });
/** Where a UTXO listing stopped; pass it back as `startIndex` for the next page. */
export type UtxoIndex = SchemaOutput<typeof utxoIndex>;

export const utxoPage = object({
  numFetched: integer,
  /** Hex-encoded UTXOs. */
  utxos: array(string),
  endIndex: utxoIndex,
  encoding: optional(string),
});
export type UtxoPage = SchemaOutput<typeof utxoPage>;

export interface UtxoQuery {
  addresses: string[];
  limit?: number;
  startIndex?: UtxoIndex;
  sourceChain?: string;
  encoding?: 'hex';
}

export const txIdResult = object({ txID: string });
