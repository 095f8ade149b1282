import { expect, test, type Page } from '@playwright/test';
import { createWalletClient, defineChain, getContractAddress, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EWOQ_PRIVATE_KEY } from '../devnet/evm/background-activity';
import { NODE_URL, platform, rpc } from './fixtures';

const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const DEPLOYER_ALLOW_LIST = '0x0200000000000000000000000000000000000000';
const ewoq = privateKeyToAccount(`0x${Buffer.from(EWOQ_PRIVATE_KEY).toString('hex')}`);
/** The devnet token: the test key's first contract on every EVM chain. */
const TOKEN = getContractAddress({ from: ewoq.address, nonce: 0n });

/** The subnet-EVM chain with the contract deployer allow list, and its EIP-155 ID. */
async function deployerListChain(): Promise<{ chainId: string; evmChainId: number }> {
  const { blockchains } = await platform<{ blockchains: { id: string; vmID: string }[] }>('getBlockchains');
  for (const chain of blockchains.filter((entry) => entry.vmID === SUBNET_EVM_VM_ID)) {
    const config = await rpc<{ chainId: number; contractDeployerAllowListConfig?: unknown }>(`/ext/bc/${chain.id}/rpc`, 'eth_getChainConfig', []);
    if (config.contractDeployerAllowListConfig) return { chainId: chain.id, evmChainId: config.chainId };
  }
  throw new Error('no subnet-EVM chain has the deployer allow list on this devnet');
}

/**
 * A browser wallet for the page: `window.ethereum` forwards every request to a signer here in the
 * test, which holds the devnet's test key and starts on the C-Chain (so the page must switch it).
 */
async function installWallet(page: Page, chains: Record<number, string>): Promise<string[]> {
  const asked: string[] = [];
  let current = Number(Object.keys(chains)[0]);
  await page.exposeFunction('testWalletRequest', async (method: string, params: unknown[]) => {
    asked.push(method);
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ewoq.address];
    if (method === 'eth_chainId') return `0x${current.toString(16)}`;
    if (method === 'wallet_switchEthereumChain') {
      current = Number(BigInt((params[0] as { chainId: string }).chainId));
      return null;
    }
    if (method === 'eth_sendTransaction') {
      const tx = params[0] as { to: Hex; data: Hex; value?: Hex };
      const chain = defineChain({ id: current, name: 'devnet', nativeCurrency: { name: 'N', symbol: 'N', decimals: 18 }, rpcUrls: { default: { http: [chains[current]!] } } });
      const wallet = createWalletClient({ account: ewoq, chain, transport: http() });
      return wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : 0n });
    }
    throw new Error(`the test wallet does not do ${method}`);
  });
  await page.addInitScript(() => {
    const call = (window as unknown as { testWalletRequest: (method: string, params: unknown[]) => Promise<unknown> }).testWalletRequest;
    (window as unknown as { ethereum: unknown }).ethereum = { request: ({ method, params = [] }: { method: string; params?: unknown[] }) => call(method, params) };
  });
  return asked;
}

test.describe('EVM contracts', () => {
  test('default: Read answers the devnet token’s views, and an address’s token transfers appear with the scan’s progress', async ({ page }) => {
    await page.goto(`/local/chains/C/address/${TOKEN}?tab=read`);
    const name = page.getByLabel('name result');
    await expect(name).toContainText('Devnet Token');
    const balanceOf = page.getByRole('group').filter({ hasText: 'balanceOf(address)' });
    await balanceOf.locator('summary').click();
    await balanceOf.getByLabel(/^account/).fill('0x1234');
    await balanceOf.getByRole('button', { name: 'Query' }).click();
    await expect(balanceOf.getByText(/40 hex digits/)).toBeVisible();
    await balanceOf.getByLabel(/^account/).fill(ewoq.address.toLowerCase());
    await balanceOf.getByRole('button', { name: 'Query' }).click();
    await expect(page.getByLabel('balanceOf result')).toContainText(/\d{10,}/);

    await page.goto(`/local/chains/C/address/${ewoq.address}?tab=transfers`);
    await expect(page.getByRole('status', { name: 'token transfers scan' })).toContainText(/Scanned (every block|blocks \d+ to \d+)/);
    const transfers = page.getByRole('table', { name: 'Token transfers' });
    await expect(transfers.getByRole('row').nth(1)).toContainText('ERC-20');
    await expect(page.getByRole('table', { name: 'Token balances' }).getByRole('row').nth(1)).toContainText('DVT');
  });

  test('behavior: Write grants a deployer role through the injected wallet, followed to its receipt, and the permissions list it', async ({ page }) => {
    const { chainId, evmChainId } = await deployerListChain();
    const asked = await installWallet(page, { 43112: `${NODE_URL}/ext/bc/C/rpc`, [evmChainId]: `${NODE_URL}/ext/bc/${chainId}/rpc` });
    const grantee = privateKeyToAccount(`0x${'5a'.repeat(32)}`).address;
    await page.goto(`/local/chains/${chainId}/address/${DEPLOYER_ALLOW_LIST}?tab=write`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText(/Sending from/)).toBeVisible();
    const setEnabled = page.getByRole('group').filter({ hasText: 'setEnabled(address)' });
    await setEnabled.locator('summary').click();
    await setEnabled.getByLabel(/^addr/).fill(grantee);
    await setEnabled.getByRole('button', { name: 'Send with the wallet' }).click();
    const sent = page.getByRole('status', { name: 'Sent transaction' });
    await expect(sent).toContainText('Included in block');
    await expect(sent).toContainText('Success');
    expect(asked).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction']);

    await page.goto(`/local/chains/${chainId}/permissions`);
    const deployers = page.getByRole('region', { name: 'Contract deployers' });
    const listed = (role: string) => deployers.getByRole('region', { name: `Contract deployers: ${role}` }).getByRole('link');
    await expect(listed('Admin').first()).toHaveAttribute('href', new RegExp(`/address/${ewoq.address}$`));
    await expect(listed('Enabled').filter({ hasText: grantee.slice(0, 8) }).first()).toHaveAttribute('href', new RegExp(`/address/${grantee}$`));
    await expect(page.getByRole('region', { name: 'Native mints' }).getByRole('row').nth(1)).toBeVisible();
  });
});
