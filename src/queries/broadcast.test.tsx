// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRpcClient, type RpcClient } from '../rpc/client';
import { createFakeFetch, reply, resultFor, type RecordedRequest } from '../rpc/testing/fake-fetch';
import { REFERENCE_NODE_SETTINGS } from '../rpc/testing/network-settings';
import { isFinalStatus, issueSignedTx, nextPoll, watchedStatusOptions, type IssueTarget } from './broadcast';

const TX_ID = '2GD5SRYJQr2kw5jE73trBFiAgVQyrCaeg223TaTyJFYXf2kPty';
const TEST_POLL_MS = 20;
const AFTER_FINAL_WAIT_MS = 150;

/** A node that answers the status calls with `statuses` in turn, then repeats the last one. */
function statusNode(statuses: ReadonlyArray<Record<string, string>>) {
  return createFakeFetch((request: RecordedRequest, index) => resultFor(request, statuses[Math.min(index, statuses.length - 1)]));
}

function Watch({ target, client }: { target: IssueTarget; client: RpcClient }) {
  const status = useQuery(watchedStatusOptions({ client, scope: 'broadcast-test' }, target, TX_ID, { pollMs: TEST_POLL_MS }));
  return <p>{status.data ? `${status.data.status}${status.data.reason ? `: ${status.data.reason}` : ''}${status.data.final ? ' (final)' : ''}` : 'loading'}</p>;
}

function renderWatch(target: IssueTarget, fake: ReturnType<typeof statusNode>) {
  const client = createRpcClient(REFERENCE_NODE_SETTINGS, { fetch: fake.fetch, retries: 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Watch target={target} client={client} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('watchedStatusOptions', () => {
  afterEach(() => vi.useRealTimers());

  it('default: a P-Chain tx is polled from Processing to Committed, then no more', async () => {
    // Fake time: the polls no longer made are shown over several poll intervals without waiting them out.
    vi.useFakeTimers();
    const fake = statusNode([{ status: 'Unknown' }, { status: 'Processing' }, { status: 'Processing' }, { status: 'Committed' }]);
    const queryClient = renderWatch('P', fake);
    await vi.waitFor(() => expect(screen.getByText('Committed (final)')).toBeInTheDocument());
    const asked = fake.requests.length;
    expect(asked).toBe(4);
    await vi.advanceTimersByTimeAsync(AFTER_FINAL_WAIT_MS);
    expect(fake.requests.length).toBe(asked);
    expect(fake.requests.every((request) => request.url === 'http://node.test/ext/bc/P' && (request.json as { method: string }).method === 'platform.getTxStatus')).toBe(true);
    queryClient.clear();
  });

  it('behavior: a dropped tx is final and keeps the reason', async () => {
    const fake = statusNode([{ status: 'Processing' }, { status: 'Dropped', reason: 'failed to verify: input spent' }]);
    const queryClient = renderWatch('P', fake);
    await waitFor(() => expect(screen.getByText('Dropped: failed to verify: input spent (final)')).toBeInTheDocument());
    queryClient.clear();
  });

  it('behavior: an atomic tx is watched on the C-Chain native group until Accepted', async () => {
    const fake = statusNode([{ status: 'Processing' }, { status: 'Accepted', blockHeight: '4' }]);
    const queryClient = renderWatch('C', fake);
    await waitFor(() => expect(screen.getByText('Accepted (final)')).toBeInTheDocument());
    expect(fake.requests.map((request) => [request.url, (request.json as { method: string }).method])).toEqual([
      ['http://node.test/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
      ['http://node.test/ext/bc/C/avax', 'avax.getAtomicTxStatus'],
    ]);
    queryClient.clear();
  });
});

describe('isFinalStatus', () => {
  it('default', () => {
    expect(['Committed', 'Aborted', 'Dropped', 'Processing', 'Unknown'].filter((status) => isFinalStatus('P', status))).toEqual(['Committed', 'Aborted', 'Dropped']);
    expect(['Accepted', 'Dropped', 'Processing', 'Unknown'].filter((status) => isFinalStatus('C', status))).toEqual(['Accepted', 'Dropped']);
  });
});

describe('nextPoll', () => {
  it('default: polls until final', () => {
    expect(nextPoll(undefined)).toBe(1000);
    expect(nextPoll({ status: 'Processing', final: false })).toBe(1000);
    expect(nextPoll({ status: 'Committed', final: true })).toBe(false);
  });

  it('behavior: a refused tx stops at Unknown but follows a Processing status', () => {
    expect(nextPoll({ status: 'Unknown', final: false })).toBe(1000);
    expect(nextPoll({ status: 'Unknown', final: false }, { refused: true })).toBe(false);
    expect(nextPoll({ status: 'Processing', final: false }, { refused: true, pollMs: 5 })).toBe(5);
  });
});

describe('issueSignedTx', () => {
  it('default: P-Chain txs go to platform.issueTx, atomic txs to the network native group', async () => {
    const fake = createFakeFetch((request) => resultFor(request, { txID: TX_ID }));
    const client = createRpcClient(REFERENCE_NODE_SETTINGS, { fetch: fake.fetch, retries: 0 });
    expect(await issueSignedTx(client, 'P', '0x00')).toBe(TX_ID);
    expect(await issueSignedTx(client, 'C', '0x01')).toBe(TX_ID);
    expect(fake.requests.map((request) => [request.url, request.json])).toEqual([
      ['http://node.test/ext/bc/P', expect.objectContaining({ method: 'platform.issueTx', params: { tx: '0x00', encoding: 'hex' } })],
      ['http://node.test/ext/bc/C/avax', expect.objectContaining({ method: 'avax.issueTx', params: { tx: '0x01', encoding: 'hex' } })],
    ]);
  });

  it('error: the node refusing the tx rejects with its message', async () => {
    const fake = createFakeFetch((request) => reply({ jsonrpc: '2.0', id: (request.json as { id: number }).id, error: { code: -32000, message: 'failed to verify tx: input spent' } }));
    const client = createRpcClient(REFERENCE_NODE_SETTINGS, { fetch: fake.fetch, retries: 0 });
    await expect(issueSignedTx(client, 'P', '0x00')).rejects.toThrow('failed to verify tx: input spent');
  });
});
