import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { EndpointReply } from '../lib/verify/across-nodes';
import { createRpcClient, type MethodName, type MethodResult } from '../rpc/client';
import type { EndpointStatus } from '../rpc/endpoint-pool';
import { useNetwork, type NetworkContextValue } from '../network/network-context';
import { derivedQueryOptions, type RpcRequest } from './rpc-query';
import { messageOf } from '../lib/error-message';

/** One endpoint's answer to the same call, and whether it is the one most endpoints gave. */
export interface EndpointAnswer {
  url: string;
  answer: string;
  agrees: boolean;
}

/** The answer most endpoints gave (the first endpoint's on a tie) is the agreed one; the others are marked. */
export function markAgreement(answers: ReadonlyArray<{ url: string; answer: string }>): EndpointAnswer[] {
  const counts = new Map<string, number>();
  answers.forEach(({ answer }) => counts.set(answer, (counts.get(answer) ?? 0) + 1));
  let agreed = answers[0]?.answer;
  let most = agreed === undefined ? 0 : (counts.get(agreed) ?? 0);
  for (const { answer } of answers) {
    const count = counts.get(answer) ?? 0;
    if (count > most) [agreed, most] = [answer, count];
  }
  return answers.map((item) => ({ ...item, agrees: item.answer === agreed }));
}

/** Endpoints that can be asked now: in use, healthy or slow. */
export function askableEndpoints(statuses: readonly EndpointStatus[]): string[] {
  return statuses.filter((status) => status.health === 'healthy' || status.health === 'slow').map((status) => status.url);
}

export type AgreementNetwork = Pick<NetworkContextValue, 'settings' | 'scope' | 'client' | 'exchanges' | 'dialect' | 'dialectAt'>;

/** The same call asked of each endpoint on its own (the pool would pick one), each answer put in a few words by `summarise`. */
export function askEachEndpoint<M extends MethodName>(network: AgreementNetwork, request: RpcRequest<M>, summarise: (result: MethodResult<M>) => string, urls: readonly string[], signal: AbortSignal): Promise<EndpointReply[]> {
  return Promise.all(
    urls.map(async (url) => {
      const client = createRpcClient({ ...network.settings, baseUrl: url, endpoints: undefined }, { retries: 0, onExchange: network.exchanges.record, dialect: network.dialectAt?.(url) ?? network.dialect });
      try {
        return { url, answer: summarise(await client.call(request.method, request.params, { chain: request.chain, signal })) };
      } catch (error) {
        return { url, error: messageOf(error) };
      }
    }),
  );
}

/** The same call asked of each endpoint, so the page can show which endpoints agree. */
export function agreementOptions<M extends MethodName>(network: AgreementNetwork, request: RpcRequest<M>, summarise: (result: MethodResult<M>) => string, urls: readonly string[], enabled: boolean) {
  return derivedQueryOptions(
    network,
    'agreement',
    { method: request.method, params: request.params, chain: request.chain ?? null, urls },
    async (_client, signal) => {
      const replies = await askEachEndpoint(network, request, summarise, urls, signal);
      return markAgreement(replies.map((reply) => ('error' in reply ? { url: reply.url, answer: t`no answer (${reply.error})` } : reply)));
    },
    { enabled, staleTime: 0, retry: false },
  );
}

export function useAgreement<M extends MethodName>(request: RpcRequest<M>, summarise: (result: MethodResult<M>) => string, urls: readonly string[], enabled: boolean) {
  return useQuery(agreementOptions(useNetwork(), request, summarise, urls, enabled));
}
