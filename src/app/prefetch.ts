import type { QueryClient } from '@tanstack/react-query';
import { parseTxId } from '../components/tx/tx-id';
import { classifyId, isCb58Id } from '../lib/id-kind';
import { PRIMARY_NETWORK_ID } from '../lib/id-constants';
import { blockByHeightOptions, blockByIdOptions } from '../queries/blocks';
import { chainHeadOptions } from '../queries/chain-head';
import type { NetworkContextValue } from '../network/network-context';
import { fetchSelected } from '../queries/rpc-query';
import { blockchainsOptions, subnetOptions, subnetsOptions, validatesOptions } from '../queries/subnets';
import { txStatusOptions } from '../queries/txs';
import { currentValidatorsOptions, steppedHead, VALIDATOR_SET_EVERY_BLOCKS, validatorOptions } from '../queries/validators';

/** What a route loader knows when it starts a page's calls: the network, the path parameters and the search. */
export interface PrefetchContext {
  network: Pick<NetworkContextValue, 'client' | 'scope'>;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  queryClient: QueryClient;
}

/** Starts the calls a page makes first, with the same query factories as its components; malformed input starts nothing. */
export type Prefetch = (context: PrefetchContext) => void;

/** The chain head, which keys the live values; a failure is left for the page to show. */
async function withHead({ network, queryClient }: PrefetchContext, then: (head: bigint) => void): Promise<void> {
  const head = await fetchSelected(queryClient, chainHeadOptions(network)).catch(() => undefined);
  if (head !== undefined) then(head);
}

export const PREFETCHES = {
  block: ({ network, params, queryClient }) => {
    const kind = classifyId(params.heightOrId ?? '');
    if (kind.kind === 'height') void queryClient.prefetchQuery(blockByHeightOptions(network, kind.height));
    if (kind.kind === 'id') void queryClient.prefetchQuery(blockByIdOptions(network, kind.value));
  },
  tx: ({ network, params, queryClient }) => {
    const parsed = parseTxId(params.txId ?? '');
    if (!('problem' in parsed)) void queryClient.prefetchQuery(txStatusOptions(network, parsed.txId));
  },
  validators: ({ network, search, queryClient }) => {
    const subnet = search.get('subnet') || PRIMARY_NETWORK_ID;
    if (isCb58Id(subnet)) void queryClient.prefetchQuery(currentValidatorsOptions(network, subnet));
    void queryClient.prefetchQuery(subnetsOptions(network));
  },
  validator: (context) => {
    const kind = classifyId(context.params.nodeId ?? '');
    if (kind.kind !== 'nodeId') return;
    void withHead(context, (head) =>
      context.queryClient.prefetchQuery(validatorOptions(context.network, kind.value, PRIMARY_NETWORK_ID, steppedHead(head, VALIDATOR_SET_EVERY_BLOCKS))),
    );
  },
  subnets: ({ network, queryClient }) => {
    void queryClient.prefetchQuery(subnetsOptions(network));
    void queryClient.prefetchQuery(blockchainsOptions(network));
  },
  subnet: ({ network, params, queryClient }) => {
    const subnetId = params.subnetId ?? '';
    if (!isCb58Id(subnetId)) return;
    void queryClient.prefetchQuery(subnetOptions(network, subnetId));
    void queryClient.prefetchQuery(validatesOptions(network, subnetId));
    void queryClient.prefetchQuery(blockchainsOptions(network));
    void queryClient.prefetchQuery(currentValidatorsOptions(network, subnetId));
  },
  head: (context) => void context.queryClient.prefetchQuery(chainHeadOptions(context.network)),
} satisfies Record<string, Prefetch>;

export type PrefetchName = keyof typeof PREFETCHES;
