import { createRpcClient } from '../../rpc/client';
import { createFakeFetch, resultFor, type RecordedRequest } from '../../rpc/testing/fake-fetch';
import { SPEC_SETTINGS } from '../../rpc/testing/network-settings';
import { ExchangeLog } from '../exchange-log';
import { testNetwork } from './test-network';

/** A node that answers a few platform methods with fixed results, and null to any other. */
function answer(request: RecordedRequest): Response {
  const method = (request.json as { method: string }).method;
  const results: Record<string, unknown> = {
    'platform.getHeight': { height: '42' },
    'platform.getTimestamp': { timestamp: '2026-01-01T00:00:00Z' },
    'platform.getBlockchainStatus': { status: 'Validating' },
    eth_blockNumber: '0x10',
  };
  return resultFor(request, results[method] ?? null);
}

/** The network of a query or raw-view test: a real client, over a fake fetch, logging its exchanges. */
export function fixedAnswersNetwork(scope = 'local') {
  const fake = createFakeFetch(answer);
  const exchanges = new ExchangeLog();
  const client = createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 0, onExchange: exchanges.record });
  return { network: testNetwork({ client, scope, exchanges }), fake };
}
