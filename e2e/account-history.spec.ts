import { expect, test, type Page } from '@playwright/test';
import { createWalletClient, encodeFunctionData, getAddress, getContractAddress, http, type Hash, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ROUTER_ABI } from '../devnet/evm/contracts/devnet-contracts';
import { spawnDevnet, type SpawnedDevnet } from '../devnet/testing/spawn-devnet';
import { callDevnet, evmTestWallet } from '../devnet/testing/test-wallet';
import { deployTraceContracts } from '../devnet/testing/trace-contracts';
import { E2E_CHAIN_ARGS } from '../playwright.config';
import { allowServerStart } from './server-start';

const NATIVE = 10n ** 18n;
const VAULT_LIMIT = 5n * NATIVE;
/** Blocks made between the account's txs, so that each is found in a range of its own. */
const GAP = 12;
/** Where each call that reads the past names its block: none may go out again for a block a reload has seen. */
const HEIGHT_PARAM: Record<string, number> = { eth_getTransactionCount: 1, eth_getBalance: 1, eth_getBlockByNumber: 0, eth_getCode: 1 };
/** Calls about a mined tx, whose answers are kept. */
const BY_HASH_READS = new Set(['eth_getTransactionReceipt', 'debug_traceTransaction']);

/** Init code whose runtime code is one STOP byte. */
const CHILD_INIT = '600060005360016000f3';
/**
 * Init code of a factory that creates a child from CHILD_INIT while it is deployed (CREATE of the
 * ten bytes it stored in memory), then keeps those ten bytes as its own code.
 */
const FACTORY_INIT: Hex = `0x69${CHILD_INIT}600052600a60166000f050600a6016f3`;

type Call = { method: string; params: unknown[] };

/** The block a call reads at, when it names one by number. */
function heightOf(call: Call): bigint | undefined {
  const place = HEIGHT_PARAM[call.method];
  const param = place === undefined ? undefined : call.params[place];
  return typeof param === 'string' && /^0x[0-9a-f]+$/i.test(param) ? BigInt(param) : undefined;
}

/**
 * Two nodes of the run's network with their clocks paused: one with the debug API on (to name
 * internal transfers) and a control endpoint to make blocks, and a pruning one.
 */
let devNode: SpawnedDevnet;
let devNodeUrl: string;
let pruningNode: SpawnedDevnet;
let pruningNodeUrl: string;

test.beforeAll(async () => {
  allowServerStart();
  devNode = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--dev-apis', '--control']);
  pruningNode = spawnDevnet([...E2E_CHAIN_ARGS, '--port', '0', '--pruning', '--control']);
  [devNodeUrl, pruningNodeUrl] = await Promise.all([devNode.listening, pruningNode.listening]);
  await Promise.all([devNodeUrl, pruningNodeUrl].map((url) => callDevnet(url, '/ext/devnet/control', 'control.pauseClock', {})));
});

test.afterAll(async () => {
  await Promise.all([devNode.stop(), pruningNode.stop()]);
});

const produceBlocksOn = (url: string, count: number) => callDevnet(url, '/ext/devnet/control', 'control.produceBlocks', { count });
const produceBlocks = (count: number) => produceBlocksOn(devNodeUrl, count);

/** The factory deployed by the test key, in a block of its own, and the child contract it made. */
async function deployFactory(url: string) {
  const { wallet, reader, fees } = evmTestWallet(url);
  const hash = await wallet.sendTransaction({ data: FACTORY_INIT, gas: 300_000n, ...(await fees()) });
  await produceBlocksOn(url, 1);
  const receipt = await reader.getTransactionReceipt({ hash });
  const factory = getAddress(receipt.contractAddress!);
  // A contract's first create uses its nonce 1.
  return { receipt, factory, child: getContractAddress({ from: factory, nonce: 1n }) };
}

/** The JSON-RPC calls of the requests to the node from now on. */
function callsTo(page: Page): Call[] {
  const calls: Call[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(devNodeUrl) || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? 'null') as unknown;
    for (const call of Array.isArray(body) ? body : [body]) calls.push(call as Call);
  });
  return calls;
}

/** Keys of one of the app's IndexedDB stores (the app has made the database by then). */
function storedKeys(page: Page, database: string, store: string): Promise<string[]> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction(store).objectStore(store).getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result as string[]);
            open.result.close();
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    { database, store },
  );
}

test('default: an account’s transfer in, sent tx and internal receipt, blocks apart, are its whole history; a reload asks nothing about past blocks', async ({ page }) => {
  const { account: funder, wallet, reader, fees } = evmTestWallet(devNodeUrl);
  const { router, call } = await deployTraceContracts(devNodeUrl, VAULT_LIMIT, () => produceBlocks(1));
  const mined = async (hash: Hash) => {
    await produceBlocks(1);
    return reader.getTransactionReceipt({ hash });
  };
  const own = privateKeyToAccount(generatePrivateKey());
  const other = privateKeyToAccount(generatePrivateKey()).address;

  const funding = await mined(await wallet.sendTransaction({ to: own.address, value: 5n * NATIVE, ...(await fees()) }));
  await produceBlocks(GAP);
  const ownWallet = createWalletClient({ account: own, chain: wallet.chain, transport: http(`${devNodeUrl}/ext/bc/C/rpc`) });
  const sent = await mined(await ownWallet.sendTransaction({ to: other, value: NATIVE, ...(await fees()) }));
  await produceBlocks(GAP);
  // The router pays the payee 1 of the 2 it is sent, inside the call.
  const forward = await call(encodeFunctionData({ abi: ROUTER_ABI, functionName: 'forward', args: [own.address] }), 2n * NATIVE);
  await produceBlocks(GAP);
  const head = await reader.getBlockNumber();
  expect(forward.blockNumber - sent.blockNumber).toBeGreaterThan(GAP);

  await page.goto(`/local/chains/C/address/${own.address}?rpc=${encodeURIComponent(devNodeUrl)}`);
  await expect(page.getByRole('status', { name: 'The account’s history' })).toHaveText(
    `Found 1 of 1 sent txs; balance changes checked back to block 0, up to block ${head.toLocaleString('en-US')}: the whole history.`,
  );
  const table = page.getByRole('table', { name: 'Transactions of this account' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  const expected = [
    { block: forward.blockNumber, direction: 'internal', tx: forward.transactionHash, counterparty: getAddress(router), value: NATIVE },
    { block: sent.blockNumber, direction: 'out', tx: sent.transactionHash, counterparty: other, value: NATIVE },
    { block: funding.blockNumber, direction: 'in', tx: funding.transactionHash, counterparty: funder.address, value: 5n * NATIVE },
  ];
  for (const [index, entry] of expected.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(entry.block.toString());
    await expect(row.getByRole('cell').nth(3)).toHaveText(entry.direction);
    await expect(row.getByTitle(entry.tx, { exact: true })).toBeVisible();
    await expect(row.getByTitle(entry.counterparty, { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(5).getByTitle(`${entry.value} base units`)).toBeVisible();
  }
  // Only the tx the account sent cost it a fee.
  await expect(rows.nth(2).getByRole('cell').nth(6).getByTitle(`${sent.gasUsed * sent.effectiveGasPrice} base units`)).toBeVisible();

  // The search, the receipt and the call trees are kept; a reload at a newer head asks only about the newer blocks.
  await expect.poll(async () => (await storedKeys(page, 'node-explorer-account-histories', 'histories')).length).toBe(1);
  await expect
    .poll(async () => {
      const kept = await storedKeys(page, 'node-explorer-kept-answers', 'answers');
      return [kept.some((key) => key.includes(sent.transactionHash)), kept.some((key) => key.includes('evmInternalSource'))];
    })
    .toEqual([true, true]);
  await produceBlocks(3);
  const calls = callsTo(page);
  await page.reload();
  await expect(page.getByRole('status', { name: 'The account’s history' })).toHaveText(
    `Found 1 of 1 sent txs; balance changes checked back to block 0, up to block ${(head + 3n).toLocaleString('en-US')}: the whole history.`,
  );
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByTitle(forward.transactionHash, { exact: true })).toBeVisible();
  await expect(rows.nth(2).getByRole('cell').nth(6).getByTitle(`${sent.gasUsed * sent.effectiveGasPrice} base units`)).toBeVisible();
  const pastReads = calls.filter((call) => {
    const height = heightOf(call);
    return BY_HASH_READS.has(call.method) || (height !== undefined && height <= head);
  });
  expect(pastReads).toEqual([]);
  const nonceReads = calls.filter((call) => call.method === 'eth_getTransactionCount').map(heightOf);
  expect(nonceReads.length).toBeGreaterThan(0);
  expect(nonceReads.every((height) => height === head + 3n)).toBe(true);
});

test('behavior: on a pruning node the page says how far back it could read', async ({ page }) => {
  const { account, reader } = evmTestWallet(pruningNodeUrl);
  const head = await reader.getBlockNumber();
  await page.goto(`/local/chains/C/address/${account.address}?rpc=${encodeURIComponent(pruningNodeUrl)}`);
  // The tip buffer of 32 blocks before the head is all the state it holds.
  await expect(page.getByRole('status', { name: 'The account’s history' })).toContainText(
    `The node could read back to block ${(head - 32n).toLocaleString('en-US')} only: it no longer holds older state, which an archive node would.`,
  );
});

test('behavior: a contract’s overview names its creator and creation tx, a contract made by a contract too', async ({ page }) => {
  const { account: deployer } = evmTestWallet(devNodeUrl);
  const { receipt, factory, child } = await deployFactory(devNodeUrl);
  await produceBlocks(GAP);
  const rpc = `?rpc=${encodeURIComponent(devNodeUrl)}`;

  await page.goto(`/local/chains/C/address/${factory}${rpc}`);
  const created = page.getByRole('region', { name: 'Account' }).getByRole('definition').filter({ hasText: /^By / });
  await expect(created).toHaveText(new RegExp(`^By .+ in tx .+ at block ${receipt.blockNumber}$`));
  await expect(created.getByTitle(deployer.address, { exact: true })).toBeVisible();
  await expect(created.getByTitle(receipt.transactionHash, { exact: true })).toBeVisible();
  // Its history (the nonce a contract starts with) is searched and saved too: the revisit below reads neither from the node.
  await expect(page.getByRole('status', { name: 'The account’s history' })).toContainText('the whole history');
  // So are its internal row's call trees, once answered and kept: only then is the page left.
  const kept = async (name: string) => (await storedKeys(page, 'node-explorer-kept-answers', 'answers')).filter((key) => key.includes(name)).length;
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => kept('evmInternalSource')).toBeGreaterThan(0);

  // Made inside the factory's deploy: named from the tx's call tree.
  await page.goto(`/local/chains/C/address/${child}${rpc}`);
  await expect(created).toHaveText(new RegExp(`^By contract .+ in tx .+ at block ${receipt.blockNumber}$`));
  await expect(created.getByTitle(factory, { exact: true })).toBeVisible();
  await expect(created.getByTitle(receipt.transactionHash, { exact: true })).toBeVisible();
  // The bisection and the block's txs, receipt and call trees are final: kept for both contracts, and a revisit asks nothing of the past.
  await expect.poll(async () => [await kept('evmCreationBlock'), await kept('evmCreationTx')]).toEqual([2, 2]);
  const head = await evmTestWallet(devNodeUrl).reader.getBlockNumber();
  await produceBlocks(2);
  const calls = callsTo(page);
  await page.goto(`/local/chains/C/address/${factory}${rpc}`);
  await expect(created).toHaveText(new RegExp(`^By .+ in tx .+ at block ${receipt.blockNumber}$`));
  expect(calls.filter((call) => BY_HASH_READS.has(call.method) || (heightOf(call) ?? head + 1n) <= head)).toEqual([]);
});

test('behavior: without call trees a contract made by a contract is one of its block’s txs; on a pruning node an old contract is as old as the state it holds', async ({ page }) => {
  const { receipt, child } = await deployFactory(pruningNodeUrl);
  const rpc = `?rpc=${encodeURIComponent(pruningNodeUrl)}`;
  const account = page.getByRole('region', { name: 'Account' });
  await page.goto(`/local/chains/C/address/${child}${rpc}`);
  await expect(account).toContainText(`In block ${receipt.blockNumber}, by its one tx`);

  // The devnet token was the test key's first contract, long before the 32 blocks of state the node holds.
  await produceBlocksOn(pruningNodeUrl, 40);
  const head = await evmTestWallet(pruningNodeUrl).reader.getBlockNumber();
  const token = getContractAddress({ from: evmTestWallet(pruningNodeUrl).account.address, nonce: 0n });
  await page.goto(`/local/chains/C/address/${token}${rpc}`);
  const edge = (head - 32n).toLocaleString('en-US');
  await expect(account).toContainText(`At block ${edge} or before: the node could read back to block ${edge} only`);
});
