// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK, TX } from '../../rpc/testing/evm-samples';
import { openRawView, renderPage } from './evm-test-node';
import { Component } from './EvmBlockPage';

const ROUTE = 'chains/:chainId/blocks/:numberOrHash';
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('EvmBlockPage', () => {
  it('default: header fields, both transactions and the neighbours', async () => {
    renderPage(ROUTE, '/local/chains/C/blocks/42', Component, { eth_blockNumber: '0x2b', eth_getBlockByNumber: BLOCK });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument());
    expect(valueOf('Number')).toHaveTextContent('42');
    expect(valueOf('Gas used')).toHaveTextContent('0.48 %');
    expect(screen.getByRole('meter', { name: 'Gas used' })).toHaveAttribute('aria-valuetext', '72,234 of 15,000,000 gas (0.48 %)');
    expect(valueOf('Base fee')).toHaveTextContent('25 gwei');
    const table = screen.getByRole('table', { name: 'Transactions of block 42' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getAllByRole('link')[0]).toHaveAttribute('href', `/local/chains/C/tx/${String(TX.hash)}`);
    expect(rows[0]).toHaveTextContent('1.234567890123456789NATIVE');
    // The method column: a plain transfer of value, then an ERC-20 transfer decoded by its selector.
    expect(within(rows[0]!).getByText('Transfer')).toBeInTheDocument();
    expect(within(rows[1]!).getByTitle('transfer(address,uint256) (ERC-20)')).toHaveTextContent(/^transfer$/);
    await waitFor(() => expect(screen.getByRole('link', { name: /Next block \(43\)/ })).toHaveAttribute('href', '/local/chains/C/blocks/43'));
    expect(screen.getByRole('link', { name: /Previous block \(41\)/ })).toHaveAttribute('href', '/local/chains/C/blocks/41');
  });

  it('behavior: a block by hash, on a subnet chain', async () => {
    const chain = '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt';
    const { calls } = renderPage(ROUTE, `/local/chains/${chain}/blocks/${String(BLOCK.hash)}`, Component, { eth_blockNumber: '0x2a', eth_getBlockByHash: BLOCK });
    await waitFor(() => expect(valueOf('Number')).toHaveTextContent('42'));
    expect(calls).toContainEqual({ method: 'eth_getBlockByHash', params: [BLOCK.hash, true] });
    // The head: no next block yet.
    await waitFor(() => expect(screen.queryByRole('link', { name: /Next block/ })).not.toBeInTheDocument());
    const byHash = (await openRawView()).filter((call) => call.method === 'eth_getBlockByHash');
    expect(byHash.map((call) => JSON.parse(call.request).params)).toEqual([[BLOCK.hash, true]]);
  });

  it('behavior: a block after Granite shows its time in ms, the interval to its parent in ms and the minimum delay its excess sets', async () => {
    const seconds = BigInt(String(BLOCK.timestamp));
    const granite = { ...BLOCK, timestampMilliseconds: `0x${(seconds * 1000n + 80n).toString(16)}`, minDelayExcess: '0x6e862b' };
    const parent = { ...BLOCK, number: '0x29', timestampMilliseconds: `0x${(seconds * 1000n - 1250n).toString(16)}`, transactions: [] };
    renderPage(ROUTE, '/local/chains/C/blocks/42', Component, { eth_blockNumber: '0x2b', eth_getBlockByNumber: granite, eth_getBlockByHash: parent });
    await waitFor(() => expect(valueOf('Time in ms')).toHaveTextContent(`${seconds}.080 s`));
    await waitFor(() => expect(valueOf('Since parent')).toHaveTextContent('1,330 ms'));
    // 7,243,307 is the reference node's excess for a 1000 ms delay.
    expect(valueOf('Minimum block delay')).toHaveTextContent('1,000 ms');
  });

  it('edge: a block before Granite shows its time in seconds only', async () => {
    renderPage(ROUTE, '/local/chains/C/blocks/42', Component, { eth_blockNumber: '0x2b', eth_getBlockByNumber: BLOCK });
    await waitFor(() => expect(valueOf('Number')).toHaveTextContent('42'));
    expect(screen.queryByText('Time in ms', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Since parent', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum block delay', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('error: a block above the head is not asked for', async () => {
    const { calls } = renderPage(ROUTE, '/local/chains/C/blocks/99', Component, { eth_blockNumber: '0x2a' });
    await waitFor(() => expect(screen.getByText('The chain is at block 42; this block has not been accepted yet.')).toBeInTheDocument());
    expect(calls.map((call) => call.method)).not.toContain('eth_getBlockByNumber');
  });

  it('error: an address is not a block', () => {
    renderPage(ROUTE, `/local/chains/C/blocks/0x${'ab'.repeat(20)}`, Component, {});
    expect(screen.getByRole('heading', { name: 'This is not a block number or hash' })).toBeInTheDocument();
  });
});
