// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../rpc/json';
import { NodeErrorAnswer } from '../../rpc/testing/fake-evm-node';
import getTxText from '../../../test/fixtures/real-responses/platform.getTx.json?raw';
import { openRawView, renderPage } from '../chain/evm-test-node';
import { Component } from './TxPage';
import type { JsonObject } from '../../lib/json-value';

const ROUTE = 'tx/:txId';
/** A published platform.getTx answer (an add-delegator tx) and its ID. */
const REFERENCE = parseJson(getTxText) as JsonObject;
const TX_ID = ((REFERENCE.request as JsonObject).params as JsonObject).txID as string;
const TX = (REFERENCE.response as JsonObject).result as JsonObject;

const START = BigInt(((TX.tx as JsonObject).unsignedTx as JsonObject & { validator: JsonObject }).validator.start as number);
const HEAD = 10;

/** A chain of HEAD + 1 blocks, two seconds apart, whose block at `txAt` holds the tx and starts at its start time. */
function chainAnswers(txAt: number | undefined) {
  return {
    'platform.getTxStatus': { status: 'Committed' },
    'platform.getTx': TX,
    'platform.getHeight': { height: HEAD },
    'platform.getBlockByHeight': (params: unknown) => {
      const height = Number((params as { height: string | number }).height);
      const time = Number(START) + ((height - (txAt ?? 5)) * 2);
      const txs = height === txAt ? [{ ...(TX.tx as JsonObject), id: TX_ID }] : [];
      return { block: { id: `block-${height}`, parentID: `block-${height - 1}`, height, time, txs }, encoding: 'json' };
    },
  } as const;
}

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('TxPage', () => {
  it('behavior: while the status loads, the overview already shows the ID and holds the rows and body that will fill in', () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, { 'platform.getTxStatus': { status: 'Committed' }, 'platform.getTx': TX });
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent(TX_ID);
    expect(terms()).toEqual(['Transaction ID', 'Status', 'Kind', 'Block']);
    expect(screen.getByRole('status', { name: 'Loading transaction status' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading transaction kind' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading transaction' })).toBeInTheDocument();
  });

  it('default: status, kind and block take their rows, and the decoded body replaces its placeholder', async () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, chainAnswers(7));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Encoding' })).toBeInTheDocument());
    expect(valueOf('Status')).toHaveTextContent('Committed');
    expect(valueOf('Kind')).toHaveTextContent('Add delegator');
    expect(terms().slice(0, 4)).toEqual(['Transaction ID', 'Status', 'Kind', 'Block']);
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull());
  });

  it('behavior: a staking tx names the block found by its start time, with the block time, and its calls show in the raw view', async () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, chainAnswers(7));
    await waitFor(() => expect(valueOf('Block')).toHaveTextContent('found by its start time'));
    expect(within(valueOf('Block')).getByRole('link', { name: '7' })).toHaveAttribute('href', '/local/blocks/7');
    expect(within(valueOf('Block')).getByRole('time')).toHaveAttribute('dateTime', new Date(Number(START) * 1000).toISOString());
    const raw = await openRawView();
    expect(raw.filter((call) => call.method === 'platform.getBlockByHeight').length).toBeGreaterThan(1);
  });

  it('behavior: the block a link names is used without a search when it holds the tx', async () => {
    const { calls } = renderPage(ROUTE, `/local/tx/${TX_ID}?block=3`, Component, chainAnswers(3));
    await waitFor(() => expect(within(valueOf('Block')).getByRole('link', { name: '3' })).toBeInTheDocument());
    expect(valueOf('Block')).not.toHaveTextContent('found by');
    expect(calls.filter((call) => call.method === 'platform.getBlockByHeight')).toHaveLength(1);
  });

  it('error: a linked block that does not hold the tx, or a bad one, falls back to the search', async () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}?block=2`, Component, chainAnswers(7));
    await waitFor(() => expect(valueOf('Block')).toHaveTextContent('found by its start time'));
    cleanup();
    renderPage(ROUTE, `/local/tx/${TX_ID}?block=x`, Component, chainAnswers(7));
    await waitFor(() => expect(valueOf('Block')).toHaveTextContent('found by its start time'));
  });

  it('error: one line says so when no block near its start time holds the tx', async () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, chainAnswers(undefined));
    await waitFor(() => expect(valueOf('Block')).toHaveTextContent('The node does not say which block holds a tx, and no block near the time it names does.'));
    expect(screen.getByRole('region', { name: 'Encoding' })).toBeInTheDocument();
  });

  it('error: a tx the node has not seen is not found, with no row or body waiting for it', async () => {
    const { calls } = renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, { 'platform.getTxStatus': { status: 'Unknown' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument());
    expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull();
    expect(calls.map((call) => call.method)).toEqual(['platform.getTxStatus']);
  });

  it('behavior: a reward tx whose staker tx the node lacks says so, and one that paid no UTXO paid nothing', async () => {
    const stakerId = '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG';
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, {
      'platform.getTxStatus': { status: 'Committed' },
      'platform.getTx': (params) =>
        (params as unknown as { txID: string }).txID === TX_ID ? { tx: { unsignedTx: { txID: stakerId }, credentials: [] }, encoding: 'json' } : new NodeErrorAnswer(-32000, 'not found'),
      'platform.getHeight': { height: HEAD },
      'platform.getBlockByHeight': (params) => {
        const height = Number((params as unknown as { height: string }).height);
        return { block: { id: `block-${height}`, parentID: `block-${height - 1}`, height, time: height, txs: [] }, encoding: 'json' };
      },
      'platform.getRewardUTXOs': { numFetched: 0, utxos: [], encoding: 'hex' },
    });
    const reward = await screen.findByRole('region', { name: 'Reward' });
    await waitFor(() => expect(within(reward).getByText('This node does not have the staker tx.')).toBeInTheDocument());
    expect(within(reward).getByRole('link', { name: /^2wkBET/ })).toHaveAttribute('href', `/local/tx/${stakerId}`);
    expect(within(reward).getByText('rewarded')).toBeInTheDocument();
    await waitFor(() => expect(within(reward).getByText('nothing')).toBeInTheDocument());
    await waitFor(() => expect(valueOf('Block')).toHaveTextContent('The node does not say which block holds a tx.'));
  });
});
