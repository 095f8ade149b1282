// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, parseAbi } from 'viem';
import { userAbiStoreFor } from '../../stores/user-abi-store';
import { BLOCK, RECEIPT } from '../../rpc/testing/evm-samples';
import { openRawView, renderPage } from './evm-test-node';
import { Component } from './EvmAddressPage';

const ROUTE = 'chains/:chainId/address/:address';
const SENDER = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const TOKEN = '0x17aB05351fC94a1a67Bf3f56DdbB941aE6c63E25';
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('EvmAddressPage', () => {
  it('default: balance with 18 exact decimals, nonce, no code, and its native and token transfers', async () => {
    const { calls } = renderPage(ROUTE, `/local/chains/C/address/${SENDER.toLowerCase()}`, Component, {
      eth_blockNumber: '0x2a',
      eth_getBalance: '0x3635c9adc5dea00001',
      eth_getTransactionCount: '0x9',
      eth_getCode: '0x',
      eth_getLogs: (params) => ((params[0] as { topics: unknown[] }).topics.length === 2 ? (RECEIPT.logs as never) : []),
      // Block 42 holds a native transfer and a token call without value, both sent by SENDER; the blocks below are unknown.
      eth_getBlockByNumber: (params) => (params[0] === '0x2a' ? BLOCK : null),
    });
    await waitFor(() => expect(valueOf('Balance')).toHaveTextContent('1,000.000000000000000001NATIVE'));
    expect(valueOf('Address')).toHaveTextContent(SENDER);
    expect(valueOf('Nonce')).toHaveTextContent('9');
    expect(valueOf('Kind')).toHaveTextContent('Externally owned account (no code)');
    expect(valueOf('As of block')).toHaveTextContent('42');
    expect(calls).toContainEqual({ method: 'eth_getBalance', params: [SENDER, '0x2a'] });
    const transfers = await screen.findByRole('table', { name: 'Token transfers' });
    const row = within(transfers).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('5000000000000000000000');
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', '/local/chains/C/blocks/42');
    // 43 blocks fit in the first window: the scan reads them all and says the history is whole.
    expect(screen.getByRole('status', { name: 'token transfers scan' })).toHaveTextContent('Scanned every block, 42 back to the genesis block 0: this is the whole history.');
    const logFilters = calls.filter((call) => call.method === 'eth_getLogs').map((call) => (call.params[0] as { fromBlock: string; toBlock: string; topics: unknown[] }));
    expect(logFilters.map((filter) => [filter.fromBlock, filter.toBlock, filter.topics.length])).toEqual([
      ['0x0', '0x2a', 2],
      ['0x0', '0x2a', 3],
      ['0x0', '0x2a', 4],
    ]);
    const balances = await screen.findByRole('table', { name: 'Token balances' });
    expect(within(balances).getAllByRole('row')).toHaveLength(2);

    const native = await screen.findByRole('table', { name: 'Native transfers' });
    const nativeRows = within(native).getAllByRole('row').slice(1);
    expect(nativeRows).toHaveLength(1);
    expect(nativeRows[0]).toHaveTextContent('sent');
    expect(nativeRows[0]).toHaveTextContent('1.234567890123456789');
    expect(screen.getByText(/^Transactions with a value from or to this address in blocks 0 to 42 \(the newest 43 blocks/)).toBeInTheDocument();
  });

  it('behavior: the raw view lists the calls the page made, at the head it read, as sent', async () => {
    renderPage(ROUTE, `/local/chains/C/address/${SENDER}`, Component, {
      eth_blockNumber: '0x2a',
      eth_getBalance: '0x1',
      eth_getTransactionCount: '0x0',
      eth_getCode: '0x',
      eth_getLogs: [],
    });
    expect(await screen.findByText('No token transfers in the whole history.')).toBeInTheDocument();
    // The chain's name in the header comes from platform.getBlockchains.
    // The native transfers read the 43 blocks 0 to 42 whole, one call each.
    await waitFor(() => expect(screen.getByText(/^Raw RPC/)).toHaveTextContent('Raw RPC (51 calls)'));
    const listed = await openRawView();
    expect(listed.filter((call) => call.method === 'eth_getBlockByNumber')).toHaveLength(43);
    expect(listed.map((call) => call.method).filter((method) => method !== 'eth_getBlockByNumber').sort()).toEqual([
      'eth_blockNumber',
      'eth_getBalance',
      'eth_getCode',
      'eth_getLogs',
      'eth_getLogs',
      'eth_getLogs',
      'eth_getTransactionCount',
      'platform.getBlockchains',
    ]);
    const balance = listed.find((call) => call.method === 'eth_getBalance')!;
    expect(JSON.parse(balance.request)).toMatchObject({ method: 'eth_getBalance', params: [SENDER, '0x2a'] });
  });

  it('behavior: a contract says how much code it has', async () => {
    renderPage(ROUTE, `/local/chains/C/address/${TOKEN}`, Component, {
      eth_blockNumber: '0x2a',
      eth_getBalance: '0x0',
      eth_getTransactionCount: '0x1',
      eth_getCode: `0x${'60'.repeat(1234)}`,
      eth_getLogs: [],
    });
    await waitFor(() => expect(valueOf('Kind')).toHaveTextContent('Contract (1,234 bytes of code)'));
    expect(await screen.findByText('No token transfers in the whole history.')).toBeInTheDocument();
  });

  it('behavior: an ABI the user gave opens a Read tab whose views are answered by eth_call at the head', async () => {
    const greeter = '0x00000000000000000000000000000000000000c0';
    await userAbiStoreFor('evm-page-test').save({
      chain: 'C',
      address: greeter,
      name: 'Greeter',
      abi: parseAbi(['function greet() view returns (string)', 'function setGreeting(string text)']),
      addedAt: 0,
    });
    const { calls } = renderPage(ROUTE, `/local/chains/C/address/${greeter}?tab=read`, Component, {
      eth_blockNumber: '0x2a',
      eth_getBalance: '0x0',
      eth_getTransactionCount: '0x0',
      eth_getCode: '0x6080',
      eth_call: encodeAbiParameters([{ type: 'string' }], ['hello']),
    });
    expect(await screen.findByRole('link', { name: 'Read (Greeter)' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('greet result')).toHaveTextContent('hello');
    expect(calls).toContainEqual({ method: 'eth_call', params: [{ to: '0x00000000000000000000000000000000000000C0', data: '0xcfae3217' }, '0x2a'] });
    expect(screen.getByRole('link', { name: 'Write' })).toHaveAttribute('href', '/local/chains/C/address/0x00000000000000000000000000000000000000C0?tab=write');
  });

  it('error: a wrong EIP-55 checksum is explained and nothing is asked', () => {
    const broken = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('5') ? '6' : '5'}`.replace('aB05', 'Ab05');
    const { calls } = renderPage(ROUTE, `/local/chains/C/address/${broken}`, Component, {});
    expect(screen.getByRole('heading', { name: 'This is not an EVM address' })).toBeInTheDocument();
    expect(screen.getByText(/EIP-55 checksum that does not match/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method.startsWith('eth_'))).toEqual([]);
  });
});
