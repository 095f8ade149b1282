// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK } from '../../rpc/testing/evm-samples';
import { openRawView, renderPage } from './evm-test-node';
import { Component } from './EvmBlocksPage';
import type { JsonValue } from '../../lib/json-value';
import { itemAt } from '../../lib/lists';

const ROUTE = 'chains/:chainId/blocks';

/** Block `n` of the fixture chain: the fixture's contents, numbered n. */
const blockAt = ([number = null]: JsonValue[]) => ({ ...BLOCK, number, hash: `0x${BigInt(String(number)).toString(16).padStart(64, '0')}`, transactions: [] });

describe('EvmBlocksPage', () => {
  it('default: the latest blocks, newest first, each with its gas and base fee', async () => {
    renderPage(ROUTE, '/local/chains/C/blocks', Component, { eth_blockNumber: '0x2a', eth_getBlockByNumber: blockAt });
    const table = await screen.findByRole('table', { name: 'Blocks 42 to 18' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getByRole('link', { name: '42' })).toHaveAttribute('href', '/local/chains/C/blocks/42');
    await waitFor(() => expect(rows[0]).toHaveTextContent('25 gwei'));
    expect(rows[0]).toHaveTextContent('0.48 %');
    expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/local/chains/C/blocks?before=17');
    expect(screen.getByRole('link', { name: 'Blocks' })).toHaveAttribute('aria-current', 'page');
  });

  it('behavior: the interval column reads sub-second gaps in ms after Granite, and seconds before', async () => {
    // Blocks 3 and 2 carry milliseconds 700 ms apart; block 1 has seconds only, two before block 2's.
    const times: Record<number, { timestamp: string; timestampMilliseconds?: string }> = {
      3: { timestamp: '0x64', timestampMilliseconds: `0x${(100_450).toString(16)}` },
      2: { timestamp: '0x63', timestampMilliseconds: `0x${(99_750).toString(16)}` },
      1: { timestamp: '0x61' },
      0: { timestamp: '0x5f' },
    };
    const timed = (params: JsonValue[]) => ({ ...blockAt(params), ...times[Number(params[0])] });
    renderPage(ROUTE, '/local/chains/C/blocks?before=3', Component, { eth_blockNumber: '0x2a', eth_getBlockByNumber: timed });
    const table = await screen.findByRole('table', { name: 'Blocks 3 to 0' });
    const rows = within(table).getAllByRole('row').slice(1);
    const interval = (index: number) => itemAt(within(itemAt(rows, index)).getAllByRole('cell'), 2);
    await waitFor(() => expect(interval(0)).toHaveTextContent('700 ms'));
    expect(interval(1)).toHaveTextContent('2 s');
    expect(interval(2)).toHaveTextContent('2 s');
    expect(interval(3)).toHaveTextContent('—');
  });

  it('behavior: the raw view lists the head and each block of the page, numbers as wire hex', async () => {
    renderPage(ROUTE, '/local/chains/C/blocks?before=3', Component, { eth_blockNumber: '0x2a', eth_getBlockByNumber: blockAt });
    await screen.findByRole('table', { name: 'Blocks 3 to 0' });
    // The chain's name in the header comes from platform.getBlockchains.
    await waitFor(() => expect(screen.getByText(/^Raw RPC/)).toHaveTextContent('Raw RPC (6 calls)'));
    const listed = await openRawView();
    expect(listed.map((call) => call.method).sort()).toEqual(['eth_blockNumber', ...Array<string>(4).fill('eth_getBlockByNumber'), 'platform.getBlockchains']);
    const blocks = listed.filter((call) => call.method === 'eth_getBlockByNumber');
    expect(blocks.map((call) => JSON.parse(call.request).params)).toEqual([
      ['0x3', false],
      ['0x2', false],
      ['0x1', false],
      ['0x0', false],
    ]);
  });

  it('args: ?before= pages back and stops at block 0', async () => {
    renderPage(ROUTE, '/local/chains/C/blocks?before=3', Component, { eth_blockNumber: '0x2a', eth_getBlockByNumber: blockAt });
    const table = await screen.findByRole('table', { name: 'Blocks 3 to 0' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Older' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/local/chains/C/blocks?before=28');
  });

  it('error: a chain that is not one', () => {
    renderPage(ROUTE, '/local/chains/X/blocks', Component, {});
    expect(screen.getByRole('heading', { name: 'This is not an EVM chain' })).toBeInTheDocument();
  });

  it('error: a page number that is not one', async () => {
    renderPage(ROUTE, '/local/chains/C/blocks?before=ten', Component, { eth_blockNumber: '0x2a' });
    expect(await screen.findByRole('alert')).toHaveTextContent('“ten” is not a block number.');
  });
});
