import type { TxKind } from '../lib/codec/types';
import { inputSources, stakeTerms, type StakeTerms } from '../lib/utxo-sources';
import { NodeError } from '../rpc/errors';
import { useNetwork } from '../network/network-context';
import { useRpcQuery } from './page-queries';
import { derivedQueryOptions, type QueryNetwork as Network } from './rpc-query';
import { toTxView } from './txs';

/** A tx that made UTXOs of the address or of its ancestors (`lib/utxo-sources.ts`). */
export type SourceTx =
  | { id: string; found: true; kind: TxKind; inputs: string[]; stake: StakeTerms | undefined }
  /** The node has no such tx: a genesis allocation, whose UTXOs no tx made. */
  | { id: string; found: false; reason: string };

/** One generation of source txs, read together. Txs that made UTXOs are accepted, so their answers are kept. */
export function utxoSourcesOptions(network: Network, ids: readonly string[]) {
  return derivedQueryOptions(
    network,
    'utxoSources',
    { ids },
    (client, signal) =>
      Promise.all(
        ids.map(async (id): Promise<SourceTx> => {
          try {
            const { tx } = await client.call('platform.getTx', { txID: id, encoding: 'json' }, { signal });
            const view = toTxView(tx, id);
            return { id, found: true, kind: view.kind, inputs: inputSources(view.unsignedTx), stake: stakeTerms(view.unsignedTx) };
          } catch (error) {
            if (error instanceof NodeError && !signal.aborted) return { id, found: false, reason: error.message };
            throw error;
          }
        }),
      ),
    { immutable: true, keep: true, enabled: ids.length > 0 },
  );
}

export const useUtxoSources = (ids: readonly string[]) => useRpcQuery(utxoSourcesOptions(useNetwork(), ids));
