// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../rpc/json';
import getTxText from '../../../test/fixtures/real-responses/platform.getTx.json?raw';
import { renderPage } from '../chain/evm-test-node';
import { Component } from './TxPage';
import type { JsonObject } from '../../lib/json-value';

const ROUTE = 'tx/:txId';
/** A published platform.getTx answer (an add-delegator tx) and its ID. */
const REFERENCE = parseJson(getTxText) as JsonObject;
const TX_ID = ((REFERENCE.request as JsonObject).params as JsonObject).txID as string;
const TX = (REFERENCE.response as JsonObject).result as JsonObject;

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('TxPage', () => {
  it('behavior: while the status loads, the overview already shows the ID and holds the rows and body that will fill in', () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, { 'platform.getTxStatus': { status: 'Committed' }, 'platform.getTx': TX });
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent(TX_ID);
    expect(terms()).toEqual(['Transaction ID', 'Status', 'Kind']);
    expect(screen.getByRole('status', { name: 'Loading transaction status' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading transaction kind' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading transaction' })).toBeInTheDocument();
  });

  it('default: status and kind take their rows, and the decoded body replaces its placeholder', async () => {
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, { 'platform.getTxStatus': { status: 'Committed' }, 'platform.getTx': TX });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Encoding' })).toBeInTheDocument());
    expect(valueOf('Status')).toHaveTextContent('Committed');
    expect(valueOf('Kind')).toHaveTextContent('Add delegator');
    expect(terms().slice(0, 3)).toEqual(['Transaction ID', 'Status', 'Kind']);
    expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull();
  });

  it('error: a tx the node has not seen is not found, with no row or body waiting for it', async () => {
    const { calls } = renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, { 'platform.getTxStatus': { status: 'Unknown' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument());
    expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull();
    expect(calls.map((call) => call.method)).toEqual(['platform.getTxStatus']);
  });
});
