import { expect, test, type Page } from '@playwright/test';
import { encodeFunctionData, type Hash } from 'viem';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { ROUTER_ABI, VAULT_ABI } from '../devnet/evm/contracts/devnet-contracts';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { deployTraceContracts } from '../devnet/testing/trace-contracts';
import { rpc } from './fixtures';

const NATIVE = 10n ** 18n;
const VAULT_LIMIT = 5n * NATIVE;
const REASON = 'e2e: asked to fail';

/**
 * A node of the local network with the debug API on, as a developer's node has it. Its genesis is
 * now, not the run's: started late in a run, it would first make every block since, on every chain.
 */
let devNode: SpawnedDevnet;
let devNodeUrl: string;

test.beforeAll(async () => {
  devNode = spawnDevnet(['--genesis-time', String(Math.floor(Date.now() / 1000)), '--block-interval', '1', '--port', '0', '--dev-apis']);
  devNodeUrl = await devNode.listening;
});

test.afterAll(async () => {
  await devNode.stop();
});

const txPage = (page: Page, hash: Hash) => page.goto(`/local/chains/C/tx/${hash}?rpc=${encodeURIComponent(devNodeUrl)}`);

test('default: a call with value shows its call tree and internal transfers; reverts show why; a pasted ABI decodes', async ({ page }) => {
  const { vault, router, call } = await deployTraceContracts(devNodeUrl, VAULT_LIMIT);
  const payee = privateKeyToAccount(generatePrivateKey()).address;
  const forward = await call(encodeFunctionData({ abi: ROUTER_ABI, functionName: 'forward', args: [payee] }), 2n * NATIVE);
  const fail = await call(encodeFunctionData({ abi: ROUTER_ABI, functionName: 'fail', args: [REASON] }));
  const overfill = await call(encodeFunctionData({ abi: ROUTER_ABI, functionName: 'overfill' }), 6n * NATIVE);
  expect([forward.status, fail.status, overfill.status]).toEqual(['success', 'reverted', 'reverted']);

  await txPage(page, forward.transactionHash);
  const tree = page.getByRole('list', { name: 'Call tree' });
  await expect(tree.getByRole('listitem')).toHaveCount(4);
  // The router calls the vault with value, pays the payee, then reads the vault.
  // One token, trailing zeros trimmed; the wei integer on hover.
  await expect(tree.getByRole('listitem', { name: 'Call 0.0: CALL deposit' }).getByTitle(`${NATIVE} base units`)).toHaveText(/^1\s*NATIVE$/);
  await expect(tree.getByRole('listitem', { name: 'Call 0.2: STATICCALL' })).toContainText('gas');
  const transfers = page.getByRole('table', { name: 'Internal transfers' });
  await expect(transfers.getByRole('row')).toHaveCount(3);
  await expect(transfers.getByRole('row').filter({ has: page.getByTitle(payee, { exact: true }) }).getByTitle(`${NATIVE} base units`)).toHaveText(/^1\s*NATIVE$/);

  await txPage(page, fail.transactionHash);
  await expect(page.getByRole('status', { name: 'Why it failed' })).toContainText(`Failed: reverted: "${REASON}"`);

  await txPage(page, overfill.transactionHash);
  const why = page.getByRole('status', { name: 'Why it failed' });
  await expect(why).toContainText('Failed: reverted with data of an unknown error');
  const paste = async (address: string, name: string, abi: unknown) => {
    await page.getByRole('button', { name: 'Decode with an ABI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decode with an ABI' });
    await dialog.getByLabel('Contract address').fill(address);
    await dialog.getByLabel('Name (optional)').fill(name);
    await dialog.getByLabel('ABI JSON').fill(JSON.stringify(abi));
    await dialog.getByRole('button', { name: 'Save ABI' }).click();
    await expect(dialog.getByRole('status')).toContainText('Saved');
    await dialog.getByRole('button', { name: 'Close' }).click();
  };
  await paste(router, 'Router', ROUTER_ABI);
  await expect(page.getByRole('region', { name: 'Input data' })).toContainText('overfill()');
  await expect(page.getByRole('region', { name: 'Input data' })).toContainText('your ABI: Router');
  await paste(vault, 'Vault', VAULT_ABI);
  await expect(why).toContainText(`Failed: reverted with TooMuch(asked: ${6n * NATIVE}, limit: ${VAULT_LIMIT})`);
  await expect(why).toContainText('The failure started in a CALL to');
});

test('behavior: a node without the debug API gets one line on the tx page, and nothing else changes', async ({ page }) => {
  const first = await rpc<{ transactions: string[] }>('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['0x1', false]);
  await page.goto(`/local/chains/C/tx/${first.transactions[0]}`);
  await expect(page.getByText('Internal calls are not shown: this node does not offer debug_traceTransaction (its debug API is off).')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Call tree' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Internal transfers' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Events' })).toContainText('Transfer');
});
