// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../lib/json-value';
import { NodeErrorAnswer } from '../../rpc/testing/fake-evm-node';
import { BLOCK } from '../../rpc/testing/evm-samples';
import { renderPage } from './evm-test-node';
import { Component } from './EvmHomePage';

const ROUTE = 'chains/:chainId';
const HEAD = 42;

/** Block `n` of the fixture chain: the fixture's two txs (a plain transfer, then an ERC-20 transfer), numbered n, in even blocks only. */
function blockAt([number = null]: JsonValue[]) {
  const at = Number(BigInt(String(number)));
  const txs = (BLOCK.transactions as { hash: string }[]).map((tx) => ({ ...tx, blockNumber: number, hash: `0x${at.toString(16).padStart(4, '0')}${tx.hash.slice(6)}` }));
  return { ...BLOCK, number, hash: `0x${at.toString(16).padStart(64, '0')}`, transactions: at % 2 === 0 ? txs : [] };
}

const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('EvmHomePage', () => {
  it('default: the latest blocks and their newest transactions with their methods, each block asked for once', async () => {
    const { calls } = renderPage(ROUTE, '/local/chains/C', Component, { eth_blockNumber: `0x${HEAD.toString(16)}`, eth_getBlockByNumber: blockAt });
    await screen.findByRole('table', { name: 'Latest blocks' });
    const blocks = bodyRows('Latest blocks');
    expect(blocks).toHaveLength(10);
    expect(within(blocks[0]!).getByRole('link', { name: String(HEAD) })).toHaveAttribute('href', `/local/chains/C/blocks/${HEAD}`);
    await waitFor(() => expect(bodyRows('Latest transactions')).toHaveLength(10));
    const txs = bodyRows('Latest transactions');
    // Newest first: block 42's last tx (the ERC-20 transfer), then its first (a plain transfer of value).
    expect(within(txs[0]!).getByTitle('transfer(address,uint256) (ERC-20)')).toHaveTextContent(/^transfer$/);
    expect(within(txs[0]!).getByRole('link', { name: String(HEAD) })).toBeInTheDocument();
    expect(txs[1]).toHaveTextContent('Transfer');
    expect(within(txs[2]!).getByRole('link', { name: String(HEAD - 2) })).toBeInTheDocument();
    const blockCalls = calls.filter((call) => call.method === 'eth_getBlockByNumber');
    expect(blockCalls.map((call) => call.params[1])).toEqual(Array<boolean>(10).fill(true));
    expect(new Set(blockCalls.map((call) => call.params[0])).size).toBe(10);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    for (const tab of ['Blocks', 'Config', 'Active rules', 'Fees', 'Validators']) expect(screen.getByRole('link', { name: tab })).toBeInTheDocument();
  });

  it('behavior: skeletons until the head is known', () => {
    renderPage(ROUTE, '/local/chains/C', Component, { eth_blockNumber: '0x2a' });
    expect(screen.getByRole('status', { name: 'Loading latest blocks' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading latest transactions' })).toBeInTheDocument();
  });

  it('behavior: blocks without transactions say so', async () => {
    renderPage(ROUTE, '/local/chains/C', Component, { eth_blockNumber: '0x1', eth_getBlockByNumber: ([number = null]) => ({ ...BLOCK, number, transactions: [] }) });
    expect(await screen.findByText('No transactions in the last 2 blocks.')).toBeInTheDocument();
  });

  it('error: a block that cannot be read leaves its txs out, says so and offers a retry', async () => {
    const failing = ([number = null]: JsonValue[]) => (number === '0x2a' ? new NodeErrorAnswer(-32000, 'block unavailable') : blockAt([number]));
    renderPage(ROUTE, '/local/chains/C', Component, { eth_blockNumber: `0x${HEAD.toString(16)}`, eth_getBlockByNumber: failing });
    expect(await screen.findByText(/^Block 42 could not be read, so their transactions are missing: block unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows('Latest transactions')).toHaveLength(8));
    expect(within(bodyRows('Latest transactions')[0]!).getByRole('link', { name: String(HEAD - 2) })).toBeInTheDocument();
  });

  it('error: the head fails', async () => {
    renderPage(ROUTE, '/local/chains/C', Component, { eth_blockNumber: new NodeErrorAnswer(-32000, 'internal error') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The chain head could not be loaded.');
  });

  it('error: a chain that is not one', () => {
    renderPage(ROUTE, '/local/chains/X', Component, {});
    expect(screen.getByRole('heading', { name: 'This is not an EVM chain' })).toBeInTheDocument();
  });
});
