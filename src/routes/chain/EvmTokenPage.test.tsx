// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from './evm-test-node';
import { Component } from './EvmTokenPage';

const ROUTE = 'chains/:chainId/token/:address';
const TOKEN = '0x17aB05351fC94a1a67Bf3f56DdbB941aE6c63E25';
const HEAD = 30_000;

describe('EvmTokenPage', () => {
  it('behavior: the transfer scan reads 10,000 blocks on its own, says how far it reached, and resumes below that block', async () => {
    const { calls } = renderPage(ROUTE, `/local/chains/C/token/${TOKEN}`, Component, {
      eth_blockNumber: `0x${HEAD.toString(16)}`,
      eth_getCode: '0x6080',
      // Every view answers empty data, as an account without those functions does: shown as not answered.
      eth_call: '0x',
      eth_getLogs: [],
    });
    const status = await screen.findByRole('status', { name: 'token transfers scan' });
    await waitFor(() => expect(status).toHaveTextContent('Scanned blocks 18225 to 30000 (11,776 of 30,001 blocks, 39.3 %): token transfers before block 18225 are not shown.'));
    const windows = () =>
      calls.filter((call) => call.method === 'eth_getLogs').map((call) => (call.params[0] as { fromBlock: string; toBlock: string }))
        .map((filter) => [Number(filter.fromBlock), Number(filter.toBlock)]);
    expect(windows()[0]).toEqual([29_489, 30_000]);
    expect(windows().at(-1)).toEqual([18_225, 20_272]);
    expect(screen.getByText('No token transfers in the blocks scanned so far.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Scan further back from block 18224' }));
    // Another 10,000 blocks below where it stopped, in whole windows.
    await waitFor(() => expect(status).toHaveTextContent(/^Scanned blocks 7985 to 30000 \(22,016 of 30,001 blocks, 73.4 %\)/));
    const all = windows();
    for (let index = 1; index < all.length; index++) expect(all[index]![1]).toBe(all[index - 1]![0]! - 1);
    expect(screen.getByRole('region', { name: 'Token' })).toHaveTextContent('not answered by the contract');
  });

  it('error: a window the node fails is shown with what was found so far, and Retry goes on from there', async () => {
    let failures = 0;
    const { calls } = renderPage(ROUTE, `/local/chains/C/token/${TOKEN}`, Component, {
      eth_blockNumber: `0x${HEAD.toString(16)}`,
      eth_getCode: '0x6080',
      eth_call: '0x',
      eth_getLogs: (params) => {
        // The second window fails once.
        if ((params[0] as { toBlock: string }).toBlock === `0x${(29_488).toString(16)}` && failures++ === 0) throw new Error('node down');
        return [];
      },
    });
    const status = await screen.findByRole('status', { name: 'token transfers scan' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The scan below block 29489 could not be loaded.');
    expect(status).toHaveTextContent('Scanned blocks 29489 to 30000');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status).toHaveTextContent('Scanned blocks 18225 to 30000'));
    expect(calls.filter((call) => call.method === 'eth_getLogs')).toHaveLength(8);
  });
});
