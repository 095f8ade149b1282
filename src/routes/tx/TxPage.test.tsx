// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../rpc/json';
import { NodeErrorAnswer } from '../../rpc/testing/fake-evm-node';
import getTxText from '../../../test/fixtures/real-responses/platform.getTx.json?raw';
import { openRawView, renderPage } from '../chain/evm-test-node';
import { Component } from './TxPage';
import type { JsonObject } from '../../lib/json-value';
import serialization from '../../../test/fixtures/platformvm-serialization.json';
import { fromHex } from '../../lib/hex';
import { unsignedTxToJson } from '../../lib/codec/json';
import { canonicalJson } from '../../lib/codec/test-samples';
import { decodeUnsignedTx } from '../../lib/codec/tx';

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

  it("behavior: an auto-renewed validator's reward tx names its cycle's end, links the validator and finds its block by that time", async () => {
    // The reference node's own AddAutoRenewedValidatorTx and RewardAutoRenewedValidatorTx bytes, as getTx prints them.
    const jsonOf = (kind: string) => {
      const vector = serialization.vectors.find((item) => item.kind === kind)!;
      return parseJson(canonicalJson(unsignedTxToJson(decodeUnsignedTx(fromHex(vector.hex)), 'avax'))) as JsonObject;
    };
    const rewardId = '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG';
    const validatorTx = jsonOf('AddAutoRenewedValidatorTx');
    const rewardTx = jsonOf('RewardAutoRenewedValidatorTx');
    const stakerId = rewardTx.txID as string;
    const cycleEnd = Number(rewardTx.timestamp);
    renderPage(ROUTE, `/local/tx/${rewardId}`, Component, {
      'platform.getTxStatus': { status: 'Committed' },
      'platform.getTx': (params) => {
        const txID = (params as unknown as { txID: string }).txID;
        if (txID === rewardId) return { tx: { unsignedTx: rewardTx, credentials: [] }, encoding: 'json' };
        return txID === stakerId ? { tx: { unsignedTx: validatorTx, credentials: [] }, encoding: 'json' } : new NodeErrorAnswer(-32000, 'not found');
      },
      'platform.getHeight': { height: HEAD },
      'platform.getBlockByHeight': (params) => {
        const height = Number((params as unknown as { height: string }).height);
        const txs = height === 7 ? [{ unsignedTx: rewardTx, credentials: [], id: rewardId }] : [];
        return { block: { id: `block-${height}`, parentID: `block-${height - 1}`, height, time: cycleEnd + (height - 7) * 2, txs }, encoding: 'json' };
      },
      // A cycle's reward UTXOs belong to the reward tx, not to the validator tx that outlives it.
      'platform.getRewardUTXOs': (params) =>
        (params as unknown as { txID: string }).txID === rewardId ? { numFetched: 0, utxos: [], encoding: 'hex' } : new NodeErrorAnswer(-32000, 'asked under the validator tx'),
    });
    await waitFor(() => expect(screen.getByText('Reward auto-renewed validator')).toBeInTheDocument());
    expect(valueOf('Rewarded validator tx')).toHaveTextContent(stakerId);
    expect(terms()).toContain('Cycle end');
    const reward = await screen.findByRole('region', { name: 'Reward' });
    await waitFor(() => expect(within(reward).getByText('auto-renewed validator')).toBeInTheDocument());
    expect(within(reward).getByRole('link', { name: /^NodeID-2ZbTY9/ })).toHaveAttribute('href', '/local/validators/NodeID-2ZbTY9GatRTrfinAoYiYLcf6CvrPAUYgo');
    expect(within(reward).getByText(/^commit: the cycle was rewarded/)).toBeInTheDocument();
    await waitFor(() => expect(within(reward).getByText('nothing')).toBeInTheDocument());
    await waitFor(() => expect(valueOf('Block')).toHaveTextContent('7'));
  });

  it('behavior: an auto-renewed validator tx shows its node, cycle length, shares as percentages and its authority', async () => {
    const vector = serialization.vectors.find((item) => item.kind === 'AddAutoRenewedValidatorTx')!;
    const unsignedTx = parseJson(canonicalJson(unsignedTxToJson(decodeUnsignedTx(fromHex(vector.hex)), 'avax'))) as JsonObject;
    renderPage(ROUTE, `/local/tx/${TX_ID}`, Component, {
      'platform.getTxStatus': { status: 'Processing' },
      'platform.getTx': { tx: { unsignedTx, credentials: [] }, encoding: 'json' },
    });
    await waitFor(() => expect(screen.getByText('Add auto-renewed validator')).toBeInTheDocument());
    expect(valueOf('Node ID')).toHaveTextContent('NodeID-2ZbTY9GatRTrfinAoYiYLcf6CvrPAUYgo');
    expect(valueOf('Cycle length')).toHaveTextContent('200 d');
    expect(valueOf('Delegation fee')).toHaveTextContent('100 %');
    expect(valueOf('Restaked share of rewards')).toHaveTextContent('50 %');
    expect(valueOf('Validator authority')).toHaveTextContent('P-avax1g32kvaugnx4tk3z4vemc3xd2hdz92enh972wxr');
    expect(screen.getByRole('region', { name: 'Stake' })).toBeInTheDocument();
  });
});
