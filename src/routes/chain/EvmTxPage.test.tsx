// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeErrorResult, parseAbi } from 'viem';
import { BLOCK, RECEIPT, TX } from '../../rpc/testing/evm-samples';
import { NodeErrorAnswer } from '../../rpc/testing/fake-evm-node';
import { openRawView, renderPage } from './evm-test-node';
import { Component } from './EvmTxPage';

const ROUTE = 'chains/:chainId/tx/:hash';
const HASH = String(TX.hash);
const SENDER = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const RECIPIENT = '0x3fA1C8B4D2E5F60718293a4b5C6d7e8f90A1B2c3';
const TOKEN = '0x17aB05351fC94a1a67Bf3f56DdbB941aE6c63E25';
const headerOnly = { ...BLOCK, transactions: (BLOCK.transactions as { hash: string }[]).map((tx) => tx.hash) };

const ethCalls = (calls: { method: string }[]) => calls.map((call) => call.method).filter((method) => method.startsWith('eth_'));
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('EvmTxPage', () => {
  it('default: a mined ERC-20 transfer with its fee split and decoded Transfer event', async () => {
    const { calls } = renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {
      eth_getTransactionByHash: TX,
      eth_getTransactionReceipt: RECEIPT,
      eth_getBlockByNumber: headerOnly,
    });
    await waitFor(() => expect(screen.getByText('Success')).toBeInTheDocument());
    expect(valueOf('From')).toHaveTextContent(SENDER);
    expect(within(valueOf('To')).getByRole('link')).toHaveAttribute('href', `/local/chains/C/address/${TOKEN}`);
    await waitFor(() => expect(valueOf('Fee paid')).toHaveTextContent('burned'));
    // 51234 gas at 26.5 gwei: 25 gwei burned, 1.5 gwei tip.
    expect(valueOf('Fee paid')).toHaveTextContent('0.001357701NATIVE');
    expect(valueOf('Fee paid')).toHaveTextContent('0.00128085NATIVE');
    expect(valueOf('Fee paid')).toHaveTextContent('0.000076851NATIVE');
    expect(valueOf('Effective gas price')).toHaveTextContent('26.5 gwei');
    expect(valueOf('Gas used')).toHaveTextContent('51,234 (85.39 % of the limit)');

    const log = screen.getByRole('listitem', { name: 'Log 0: Transfer' });
    expect(log).toHaveTextContent('ERC-20');
    const transfer = within(log).getByLabelText('Transfer arguments');
    expect(within(transfer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/local/chains/C/address/${SENDER}`,
      `/local/chains/C/address/${RECIPIENT}`,
    ]);
    expect(transfer).toHaveTextContent('5000000000000000000000');
    expect(screen.getByLabelText('Call arguments')).toHaveTextContent(RECIPIENT);
    expect(ethCalls(calls).sort()).toEqual(['eth_getBlockByNumber', 'eth_getTransactionByHash', 'eth_getTransactionReceipt']);
    // The raw view lists the tx, its receipt and, once mined, its block.
    const listed = await openRawView();
    expect(ethCalls(listed).sort()).toEqual(['eth_getBlockByNumber', 'eth_getTransactionByHash', 'eth_getTransactionReceipt']);
    expect(JSON.parse(listed.find((call) => call.method === 'eth_getTransactionReceipt')!.request).params).toEqual([HASH]);
  });

  it('behavior: a pending transaction says so and asks for no receipt', async () => {
    const { calls, queryClient } = renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {
      eth_getTransactionByHash: { ...TX, blockHash: null, blockNumber: null, transactionIndex: null },
    });
    await waitFor(() => expect(screen.getByText('Pending')).toBeInTheDocument());
    expect(valueOf('Block')).toHaveTextContent('not in a block yet');
    expect(valueOf('Fee paid')).toHaveTextContent('when mined');
    expect(ethCalls(calls)).toEqual(['eth_getTransactionByHash']);
    queryClient.clear();
  });

  it('behavior: a pending transaction is asked for again until it is mined, then its receipt shows', async () => {
    let asked = 0;
    renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {
      eth_getTransactionByHash: () => (++asked === 1 ? { ...TX, blockHash: null, blockNumber: null, transactionIndex: null } : TX),
      eth_getTransactionReceipt: RECEIPT,
      eth_getBlockByNumber: headerOnly,
    });
    await waitFor(() => expect(screen.getByText('Pending')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Success')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('listitem', { name: 'Log 0: Transfer' })).toBeInTheDocument();
  });

  it('behavior: a failed contract creation shows the created address', async () => {
    renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {
      eth_getTransactionByHash: { ...TX, to: null },
      eth_getTransactionReceipt: { ...RECEIPT, to: null, status: '0x0', logs: [], contractAddress: TOKEN.toLowerCase() },
      eth_getBlockByNumber: headerOnly,
    });
    await waitFor(() => expect(screen.getByText('Failed')).toBeInTheDocument());
    expect(valueOf('Created')).toHaveTextContent(TOKEN);
    expect(screen.getByText('This transaction emitted no events.')).toBeInTheDocument();
  });

  it('behavior: with the debug API, the call tree, the internal transfers and why it failed, and the trace call in the raw view', async () => {
    const mined = { eth_getTransactionByHash: TX, eth_getTransactionReceipt: { ...RECEIPT, status: '0x0' }, eth_getBlockByNumber: headerOnly };
    const reason = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['not today'] });
    const { calls } = renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {
      ...mined,
      debug_traceTransaction: {
        type: 'CALL', from: SENDER, to: TOKEN, gas: '0xea60', gasUsed: '0xc822', input: String(TX.input), value: '0x0', error: 'execution reverted', output: reason,
        calls: [{ type: 'CALL', from: TOKEN, to: RECIPIENT, gas: '0x100', gasUsed: '0x0', input: '0x', value: '0x1bc16d674ec80000' }],
      },
    });
    const why = await screen.findByRole('status', { name: 'Why it failed' }, { timeout: 5000 });
    expect(why).toHaveTextContent('Failed: reverted: "not today"');
    expect(within(screen.getByRole('list', { name: 'Call tree' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Internal transfers' })).toHaveTextContent('2NATIVE');
    expect(calls.filter((call) => call.method === 'debug_traceTransaction').map((call) => call.params)).toEqual([[HASH, { tracer: 'callTracer' }]]);
    expect((await openRawView()).map((call) => call.method)).toContain('debug_traceTransaction');
  });

  it('behavior: a node without the debug API gets one line, and the rest of the page is as before', async () => {
    renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {
      eth_getTransactionByHash: TX,
      eth_getTransactionReceipt: RECEIPT,
      eth_getBlockByNumber: headerOnly,
      debug_traceTransaction: new NodeErrorAnswer(-32601, 'the method debug_traceTransaction does not exist/is not available'),
    });
    expect(await screen.findByText('Internal calls are not shown: this node does not offer debug_traceTransaction (its debug API is off).')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Call tree' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Internal transfers' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Log 0: Transfer' })).toBeInTheDocument();
  });

  it('error: an unknown hash', async () => {
    renderPage(ROUTE, `/local/chains/C/tx/${HASH}`, Component, {});
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Transaction not found' })).toBeInTheDocument());
  });

  it('error: a malformed hash is refused before asking the node', () => {
    const { calls } = renderPage(ROUTE, '/local/chains/C/tx/0x1234', Component, {});
    expect(screen.getByRole('heading', { name: 'This is not a transaction hash' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 bytes');
    expect(ethCalls(calls)).toEqual([]);
  });
});
