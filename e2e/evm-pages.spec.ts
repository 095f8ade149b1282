import { expect, test, type Page } from '@playwright/test';
import { createPublicClient, createWalletClient, defineChain, getAddress, http, parseAbi, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEVNET_TOKEN_BYTECODE } from '../devnet/evm/contracts/devnet-token';
import { control, NODE_URL } from './fixtures';

/** The devnet's funded test key and its C-Chain. */
const FUNDED_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const C_CHAIN_ID = 43112;
const RPC_URL = `${NODE_URL}/ext/bc/C/rpc`;
const TOKEN_ABI = parseAbi(['constructor(uint256 supply)', 'function transfer(address to, uint256 value) returns (bool)']);
/** 1.234567890123456789 native: every one of the 18 decimals shows. */
const NATIVE_VALUE = 1_234_567_890_123_456_789n;
const TOKEN_SUPPLY = 10n ** 30n;
const TOKEN_AMOUNT = 123_456_789_000_000_000_000_001n;
const TIP = 2_000_000_000n;
const FEE_HEADROOM = 3n;

const chain = defineChain({
  id: C_CHAIN_ID,
  name: 'Devnet C-Chain',
  nativeCurrency: { name: 'NATIVE', symbol: 'NATIVE', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
});
const account = privateKeyToAccount(FUNDED_KEY);
const wallet = createWalletClient({ account, chain, transport: http(RPC_URL) });
const reader = createPublicClient({ chain, transport: http(RPC_URL) });

/** A fresh address nobody has used. */
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** Fees with room for the base fee to climb for a few blocks, so a test tx is never left waiting. */
async function fees() {
  const { baseFeePerGas } = await reader.getBlock();
  return { maxFeePerGas: baseFeePerGas! * FEE_HEADROOM + TIP, maxPriorityFeePerGas: TIP };
}

/** The receipt of a tx just sent, in a block made now rather than by the devnet's clock. */
async function mined(hash: Hash) {
  await control('produceBlocks', { count: 1 });
  return reader.waitForTransactionReceipt({ hash, pollingInterval: 250 });
}

/** The value beside a label of a key/value list. */
const valueOf = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('EVM blocks, transactions and accounts', () => {
  test('default: a native transfer shows on its transaction, block and account pages', async ({ page }) => {
    const recipient = freshAddress();
    const hash = await wallet.sendTransaction({ to: recipient, value: NATIVE_VALUE, ...(await fees()) });
    const receipt = await mined(hash);

    await page.goto(`/local/chains/C/tx/${hash}`);
    await expect(valueOf(page, 'Status')).toContainText('Success');
    await expect(valueOf(page, 'Value')).toHaveText(/^1\.234567890123456789\s*NATIVE$/);
    await expect(valueOf(page, 'From')).toContainText(account.address);
    await expect(valueOf(page, 'To')).toContainText(recipient);
    await expect(valueOf(page, 'Gas used')).toContainText('21,000');
    await expect(valueOf(page, 'Fee paid')).toContainText('burned (gas used × base fee)');
    await expect(page.getByText('This transaction emitted no events.')).toBeVisible();

    await valueOf(page, 'Block').getByRole('link', { name: receipt.blockNumber.toString() }).click();
    await expect(page).toHaveURL(new RegExp(`/local/chains/C/blocks/${receipt.blockNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Block ${receipt.blockNumber}` })).toBeVisible();
    await expect(valueOf(page, 'Hash')).toHaveText(receipt.blockHash);
    const txRow = page.getByRole('table', { name: `Transactions of block ${receipt.blockNumber}` }).getByRole('row').filter({ has: page.getByTitle(hash, { exact: true }) });
    await expect(txRow).toContainText('1.234567890123456789');

    await txRow.getByTitle(recipient, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/local/chains/C/address/${recipient}$`));
    await expect(valueOf(page, 'Balance')).toHaveText(/^1\.234567890123456789\s*NATIVE$/);
    await expect(valueOf(page, 'Nonce')).toHaveText('0');
    await expect(valueOf(page, 'Kind')).toHaveText('Externally owned account (no code)');
  });

  test('behavior: a block after Granite shows its time to the millisecond, the interval to its parent in ms and its minimum delay', async ({ page }) => {
    type RawBlock = { number: Hash; parentHash: Hash; timestampMilliseconds: Hash };
    const block = (await reader.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as unknown as RawBlock;
    const parent = (await reader.request({ method: 'eth_getBlockByHash', params: [block.parentHash, false] })) as unknown as RawBlock;
    const ms = BigInt(block.timestampMilliseconds);
    const interval = ms - BigInt(parent.timestampMilliseconds);
    await page.goto(`/local/chains/C/blocks/${BigInt(block.number)}`);
    await expect(valueOf(page, 'Time in ms')).toHaveText(`${ms / 1000n}.${(ms % 1000n).toString().padStart(3, '0')} s`);
    await expect(valueOf(page, 'Since parent')).toHaveText(`${interval.toLocaleString('en-US')} ms`);
    await expect(valueOf(page, 'Minimum block delay')).toHaveText('100 ms');

    await page.goto('/local/chains/C/blocks');
    const row = page.getByRole('table', { name: /^Blocks \d+ to \d+$/ }).getByRole('row').filter({ has: page.getByRole('link', { name: BigInt(block.number).toString(), exact: true }) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(`${interval.toLocaleString('en-US')} ms`);
  });

  test('behavior: a plain transfer is listed on the sender’s and the recipient’s address pages', async ({ page }) => {
    const recipient = freshAddress();
    const hash = await wallet.sendTransaction({ to: recipient, value: NATIVE_VALUE, ...(await fees()) });
    await mined(hash);

    for (const [address, direction] of [
      [recipient, 'in'],
      [account.address, 'out'],
    ] as const) {
      await page.goto(`/local/chains/C/address/${address}`);
      const transactions = page.getByRole('table', { name: 'Transactions of this account' });
      const row = transactions.getByRole('row').filter({ has: page.getByTitle(hash, { exact: true }) });
      await expect(row).toContainText('1.234567890123456789');
      await expect(row.getByRole('cell').nth(3)).toHaveText(direction);
    }
  });

  test('behavior: deploying and calling a token shows the created contract and the decoded Transfer event', async ({ page }) => {
    const deployHash = await wallet.deployContract({ abi: TOKEN_ABI, bytecode: DEVNET_TOKEN_BYTECODE as `0x${string}`, args: [TOKEN_SUPPLY], ...(await fees()) });
    const deployed = await mined(deployHash);
    const token = getAddress(deployed.contractAddress!);
    const recipient = freshAddress();
    const callHash = await wallet.writeContract({ address: token, abi: TOKEN_ABI, functionName: 'transfer', args: [recipient, TOKEN_AMOUNT], ...(await fees()) });
    await mined(callHash);

    await page.goto(`/local/chains/C/tx/${deployHash}`);
    await expect(valueOf(page, 'Created')).toContainText(token);
    await expect(page.getByRole('listitem', { name: 'Log 0: Transfer' })).toContainText(TOKEN_SUPPLY.toString());

    await page.goto(`/local/chains/C/tx/${callHash}`);
    await expect(valueOf(page, 'Status')).toContainText('Success');
    const log = page.getByRole('listitem', { name: 'Log 0: Transfer' });
    await expect(log).toContainText('ERC-20');
    const args = log.getByLabel('Transfer arguments');
    await expect(args).toContainText(TOKEN_AMOUNT.toString());
    await expect(args.getByRole('link', { name: account.address })).toHaveAttribute('href', `/local/chains/C/address/${account.address}`);
    await expect(page.getByLabel('Call arguments')).toContainText(recipient);

    await args.getByRole('link', { name: recipient }).click();
    await page.getByRole('link', { name: 'Token transfers' }).click();
    const transfers = page.getByRole('table', { name: 'Token transfers' });
    // With the token's 18 decimals and symbol, as its balance; the event's integer on hover.
    const amount = transfers.getByTitle(`${TOKEN_AMOUNT} base units`);
    await expect(amount).toHaveCount(1);
    await expect(amount).toHaveText(/^123,456\.789000000000000001\s*DVT$/);

    await page.goto(`/local/chains/C/address/${token}`);
    await expect(valueOf(page, 'Kind')).toHaveText(/^Contract \([\d,]+ bytes of code\)$/);
  });

  test('behavior: the block list is live and the search opens a transaction by hash', async ({ page }) => {
    const hash = await wallet.sendTransaction({ to: freshAddress(), value: 1n, ...(await fees()) });
    const receipt = await mined(hash);
    await page.goto('/local/chains/C/blocks');
    await expect(page.getByRole('navigation', { name: 'Chain sections' }).getByRole('link', { name: 'Blocks' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: /^Blocks \d+ to \d+$/ });
    await expect(table.getByRole('link', { name: receipt.blockNumber.toString(), exact: true })).toBeVisible();
    const first = Number(await table.getByRole('row').nth(1).getByRole('link').first().textContent());
    await control('produceBlocks', { count: 1 });
    await expect.poll(async () => Number(await table.getByRole('row').nth(1).getByRole('link').first().textContent())).toBeGreaterThan(first);

    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(hash);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/local/chains/C/tx/${hash}$`));
    await expect(valueOf(page, 'Hash')).toHaveText(hash);
  });

  test('error: a malformed hash, a wrong checksum and an unknown transaction get clear messages', async ({ page }) => {
    await page.goto('/local/chains/C/tx/0x1234');
    await expect(page.getByRole('heading', { name: 'This is not a transaction hash' })).toBeVisible();
    await expect(page.getByText(/this one has 2 bytes/)).toBeVisible();

    const checksummed = account.address;
    const flipped = checksummed.replace(/[a-f]/, (letter) => letter.toUpperCase());
    await page.goto(`/local/chains/C/address/${flipped}`);
    await expect(page.getByRole('heading', { name: 'This is not an EVM address' })).toBeVisible();
    await expect(page.getByText(/EIP-55 checksum that does not match/)).toBeVisible();

    await page.goto(`/local/chains/C/tx/0x${'00'.repeat(31)}01`);
    await expect(page.getByRole('heading', { name: 'Transaction not found' })).toBeVisible();

    await page.goto('/local/chains/C/blocks/not-a-block');
    await expect(page.getByRole('heading', { name: 'This is not a block number or hash' })).toBeVisible();
  });
});
