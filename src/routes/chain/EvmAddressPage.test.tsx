// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, parseAbi } from 'viem';
import { userAbiStoreFor } from '../../stores/user-abi-store';
import { BLOCK, RECEIPT } from '../../rpc/testing/evm-samples';
import { NodeErrorAnswer } from '../../rpc/testing/fake-evm-node';
import { openRawView, renderPage } from './evm-test-node';
import { Component } from './EvmAddressPage';
import { itemAt } from '../../lib/lists';

const ROUTE = 'chains/:chainId/address/:address';
const SENDER = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const TOKEN = '0x17aB05351fC94a1a67Bf3f56DdbB941aE6c63E25';
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('EvmAddressPage', () => {
  it('default: balance with 18 exact decimals, nonce, no code, its transactions found from its nonce and balance, and its token transfers', async () => {
    const { calls } = renderPage(ROUTE, `/local/chains/C/address/${SENDER.toLowerCase()}`, Component, {
      eth_blockNumber: '0x2a',
      // SENDER sent the two txs of block 42 (a native transfer and a token call without value); nothing changed it before.
      eth_getBalance: (params) => (BigInt(params[1] as string) >= 42n ? '0x3635c9adc5dea00001' : '0x3635c9adc5dea10001'),
      eth_getTransactionCount: (params) => (BigInt(params[1] as string) >= 42n ? '0x9' : '0x7'),
      eth_getCode: '0x',
      eth_getLogs: (params) => ((params[0] as { topics: unknown[] }).topics.length === 2 ? (RECEIPT.logs as never) : []),
      eth_getBlockByNumber: (params) => (params[0] === '0x2a' ? BLOCK : null),
      eth_getTransactionReceipt: RECEIPT,
    });
    await waitFor(() => expect(valueOf('Balance')).toHaveTextContent('1,000.000000000000000001NATIVE'));
    expect(valueOf('Address')).toHaveTextContent(SENDER);
    expect(valueOf('Nonce')).toHaveTextContent('9');
    expect(valueOf('Kind')).toHaveTextContent('Externally owned account (no code)');
    expect(valueOf('As of block')).toHaveTextContent('42');
    expect(calls).toContainEqual({ method: 'eth_getBalance', params: [SENDER, '0x2a'] });
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'The account’s history' })).toHaveTextContent(
        'Found 2 of 2 sent txs; balance changes checked back to block 0, up to block 42: the whole history.',
      ),
    );
    const history = screen.getByRole('table', { name: 'Transactions of this account' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['out', 'out']);
    const transfer = rows.find((row) => row.textContent?.includes('1.234567890123456789'));
    expect(transfer).toBeDefined();
    expect(within(transfer!).getAllByRole('link')[1]).toHaveAttribute('href', '/local/chains/C/blocks/42');
    // Block 42 is the only block read: the nonce and balance at 0, 42 and the heights between tell where they changed.
    expect(calls.filter((call) => call.method === 'eth_getBlockByNumber').map((call) => call.params)).toEqual([['0x2a', true]]);

    fireEvent.click(screen.getByRole('link', { name: 'Token transfers' }));
    const transfers = await screen.findByRole('table', { name: 'Token transfers' });
    const row = itemAt(within(transfers).getAllByRole('row'), 1);
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
  });

  /** An account with no txs, no code and no logs at block 42; `proof`, the node's answer to eth_getProof, if it has one. */
  const renderEmptyAccount = (proof?: NodeErrorAnswer) =>
    renderPage(ROUTE, `/local/chains/C/address/${SENDER}`, Component, {
      eth_blockNumber: '0x2a',
      eth_getBalance: '0x1',
      eth_getTransactionCount: '0x0',
      eth_getCode: '0x',
      eth_getLogs: [],
      ...(proof ? { eth_getProof: proof } : {}),
    });

  it('error: a node without eth_getProof leaves the account Not checked, saying so, and the account shows', async () => {
    renderEmptyAccount(new NodeErrorAnswer(-32601, 'the method eth_getProof does not exist/is not available'));
    expect(await screen.findByRole('region', { name: 'Not checked' })).toHaveTextContent('Account proof: the node has no eth_getProof');
    expect(valueOf('Nonce')).toHaveTextContent('0');
  });

  it('error: a pruning node that keeps no proof of the block leaves the account Not checked, in the node’s words', async () => {
    renderEmptyAccount(new NodeErrorAnswer(-32000, 'block number 42 is before the oldest allowed block number 43 (window of 32 blocks)'));
    expect(await screen.findByRole('region', { name: 'Not checked' })).toHaveTextContent(
      'Account proof: the node gave no proof of block 42 (it may keep none that old): block number 42 is before the oldest allowed block number 43',
    );
  });

  it('behavior: the raw view lists the calls the page made, at the head it read, as sent', async () => {
    renderEmptyAccount();
    expect(await screen.findByText('Nothing found: this account has sent no tx and its balance has not changed.')).toBeInTheDocument();
    // The chain's name in the header comes from platform.getBlockchains; the history compared the nonce and balance at 0 and 42, which agree (the
    // calls at 42 are the account card's too, listed once); the account's check asked for its proof at 42.
    await waitFor(() => expect(screen.getByText(/^Raw RPC/)).toHaveTextContent('Raw RPC (8 calls)'));
    const listed = await openRawView();
    expect(listed.map((call) => call.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_getBalance',
      'eth_getBalance',
      'eth_getCode',
      'eth_getProof',
      'eth_getTransactionCount',
      'eth_getTransactionCount',
      'platform.getBlockchains',
    ]);
    const balance = listed.find((call) => call.method === 'eth_getBalance')!;
    expect(JSON.parse(balance.request)).toMatchObject({ method: 'eth_getBalance', params: [SENDER, '0x2a'] });
  });

  it('behavior: value paid inside another account’s tx is an internal row naming that tx and the paying contract; a pruning node’s gone state is said', async () => {
    const receiver = '0x00000000000000000000000000000000000000d1';
    const payer = '0x00000000000000000000000000000000000000c2';
    const firstTx = itemAt(BLOCK.transactions as { hash: string }[], 0).hash;
    renderPage(ROUTE, `/local/chains/C/address/${receiver}`, Component, {
      eth_blockNumber: '0x64',
      eth_getCode: '0x',
      // Paid 16 wei in block 42 (whose txs SENDER sent); the node holds no state before block 30.
      eth_getBalance: (params) => {
        const height = BigInt(params[1] as string);
        return height < 30n ? new NodeErrorAnswer(-32000, 'missing trie node 5a3f (path ) <nil>') : height >= 42n ? '0x10' : '0x0';
      },
      eth_getTransactionCount: (params) => (BigInt(params[1] as string) < 30n ? new NodeErrorAnswer(-32000, 'missing trie node 5a3f (path ) <nil>') : '0x0'),
      eth_getBlockByNumber: (params) => (params[0] === '0x2a' ? BLOCK : null),
      debug_traceTransaction: (params) => ({
        type: 'CALL',
        from: SENDER,
        to: payer,
        value: '0x0',
        gas: '0x5208',
        gasUsed: '0x5208',
        input: '0x',
        calls: params[0] === firstTx ? [{ type: 'CALL', from: payer, to: receiver, value: '0x10', gas: '0x0', gasUsed: '0x0', input: '0x' }] : [],
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'The account’s history' })).toHaveTextContent(
        'No sent txs; balance changes checked back to block 30. The node could read back to block 30 only: it no longer holds older state, which an archive node would.',
      ),
    );
    const row = itemAt(within(screen.getByRole('table', { name: 'Transactions of this account' })).getAllByRole('row'), 1);
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('internal');
    expect(row).toHaveTextContent('0.000000000000000016');
    await waitFor(() => expect(within(row).getByTitle(firstTx)).toBeInTheDocument());
    expect(within(row).getByTitle(payer)).toBeInTheDocument();
  });

  it('behavior: the history is shown 25 rows a page, newest first', async () => {
    // One tx sent in each of the blocks 1 to 30.
    const sent = (height: bigint) => (height > 30n ? 30n : height);
    const block = (height: bigint) => ({
      ...BLOCK,
      number: `0x${height.toString(16)}`,
      transactions: [{ ...(BLOCK.transactions as object[])[0], hash: `0x${height.toString(16).padStart(64, '0')}`, blockNumber: `0x${height.toString(16)}` }],
    });
    renderPage(ROUTE, `/local/chains/C/address/${SENDER}`, Component, {
      eth_blockNumber: '0x28',
      eth_getCode: '0x',
      eth_getBalance: (params) => `0x${(1000n - sent(BigInt(params[1] as string))).toString(16)}`,
      eth_getTransactionCount: (params) => `0x${sent(BigInt(params[1] as string)).toString(16)}`,
      eth_getBlockByNumber: (params) => block(BigInt(params[0] as string)) as never,
      eth_getTransactionReceipt: RECEIPT,
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'The account’s history' })).toHaveTextContent('Found 30 of 30 sent txs'));
    const table = screen.getByRole('table', { name: 'Transactions of this account' });
    const blocks = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[1]?.textContent);
    expect(blocks()).toHaveLength(25);
    expect(blocks()[0]).toBe('30');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(blocks()).toEqual(['5', '4', '3', '2', '1']);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
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
