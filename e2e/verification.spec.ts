import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { decodeL1Message } from '../src/lib/codec/warp';
import { translated } from './catalogs';
import { control, definitionOf, findTx, idLink, NODE_URL, platform, rpc, scanBlocks } from './fixtures';
import { startHostileNode, type HostileNode } from './hostile-node';
import { activeL1Validator } from './validators-fixtures';

/** A port of this spec's own: the hostile spec's proxy may run at the same time. */
const LIAR_PORT = E2E_PORT + 2;
const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const BLOCKS_BACK = 30;
/** The devnet's funded C-Chain account (the local network's ewoq key). */
const EWOQ = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';

interface EvmBlockJson {
  number: string;
  hash: string;
  gasUsed: string;
  /** Hashes: the blocks are asked for without their txs' bodies. */
  transactions: string[];
}

let liar: HostileNode;
test.beforeAll(async () => {
  liar = await startHostileNode(LIAR_PORT);
});
test.afterAll(() => liar.close());

/** The newest block of an EVM chain with at least one tx, making blocks until the devnet's activity has sent one. */
async function evmBlockWithTxs(chain: string): Promise<EvmBlockJson> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const head = BigInt(await rpc<string>(`/ext/bc/${chain}/rpc`, 'eth_blockNumber', []));
    for (let number = head; number > 0n && number > head - BigInt(BLOCKS_BACK); number--) {
      const block = await rpc<EvmBlockJson>(`/ext/bc/${chain}/rpc`, 'eth_getBlockByNumber', [`0x${number.toString(16)}`, false]);
      if (block.transactions.length > 0) return block;
    }
    await control('produceBlocks', { count: 5 });
  }
  throw new Error(`no block with txs on ${chain}`);
}

/** Whether every number in a JSON value is exact in a JavaScript number: the liar re-prints what it parsed. */
const exactNumbers = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'object' && value !== null ? Object.values(value).every(exactNumbers) : true;

/** A tx that spends and pays, whose JSON the liar can re-print without changing anything but what it means to. */
const findSpendingTx = () =>
  findTx((tx) => Array.isArray(tx.unsignedTx.inputs) && tx.unsignedTx.inputs.length > 0 && Array.isArray(tx.unsignedTx.outputs) && tx.unsignedTx.outputs.length > 0 && exactNumbers(tx));

/** The ID the P-Chain's genesis UTXOs name as their source: no tx to read their owners from. */
const GENESIS_TX_ID = '11111111111111111111111111111111LpoYY';

/**
 * A spending tx whose first input spends an output its source tx's bytes hold, so its owners can be
 * read: not a genesis UTXO, a returned stake or a reward, which the check says it cannot check.
 */
const findTxWithCheckableFirstInput = () =>
  scanBlocks(
    async (block) => {
      for (const tx of block.txs ?? []) {
        const [input] = Array.isArray(tx.unsignedTx.inputs) ? (tx.unsignedTx.inputs as Array<{ txID: string; outputIndex: number }>) : [];
        if (!input || input.txID === GENESIS_TX_ID) continue;
        const { tx: source } = await platform<{ tx: { unsignedTx: { outputs?: unknown[] } } }>('getTx', { txID: input.txID, encoding: 'json' });
        if (input.outputIndex < (source.unsignedTx.outputs?.length ?? 0)) return tx;
      }
      return undefined;
    },
    { attempts: 3, between: () => control('produceBlocks', { count: 5 }), what: 'tx whose first input is checkable' },
  );

/** A JSON-RPC request to a node's C-Chain, as one call or as a batch of calls; the answers' results. */
async function cChainResults(url: string, calls: Array<{ method: string; params: unknown[] }>, batch: boolean): Promise<unknown[]> {
  const bodies = calls.map((call, index) => ({ jsonrpc: '2.0', id: index + 1, ...call }));
  const response = await fetch(`${url}/ext/bc/C/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch ? bodies : bodies[0]) });
  const answer = (await response.json()) as { result: unknown } | Array<{ result: unknown }>;
  return (Array.isArray(answer) ? answer : [answer]).map((item) => item.result);
}

const verified = (page: Page) => page.getByRole('region', { name: 'Verified' });
const doesNotVerify = (page: Page) => page.getByRole('alert', { name: 'Does not verify' });

test.describe('verification', () => {
  test('default: an honest node’s P-Chain block and tx pages say Verified, with each check and the trust anchor', async ({ page }) => {
    const at = await scanBlocks((block, height) => ((block.txs?.length ?? 0) > 0 ? height : undefined), { attempts: 3, between: () => control('produceBlocks', { count: 5 }), what: 'block with txs', depth: BLOCKS_BACK });
    await page.goto(`/local/blocks/${at}`);
    await expect(verified(page)).toBeVisible();
    await verified(page).getByText('What was checked').click();
    await expect(verified(page)).toContainText('Block ID');
    await expect(verified(page)).toContainText('Block content');
    await expect(verified(page)).toContainText('a node that forged a whole chain would pass them');

    const tx = await findTxWithCheckableFirstInput();
    await page.goto(`/local/tx/${tx.id}`);
    await expect(verified(page)).toBeVisible();
    await verified(page).getByText('What was checked').click();
    await expect(verified(page)).toContainText('Transaction content');
    await expect(verified(page)).toContainText('Signatures of input 1 verified');
  });

  test('default: an L1 validator’s registration says Verified, its Warp message signed by a quorum of the L1’s set before its block', async ({ page }) => {
    const found = await scanBlocks(
      (block, height) => {
        const tx = block.txs?.find((candidate) => typeof candidate.unsignedTx.message === 'string' && 'balance' in candidate.unsignedTx);
        return tx && { id: tx.id, height };
      },
      { attempts: 3, between: () => control('produceBlocks', { count: 10 }), what: 'L1 validator registration' },
    );
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // As a block page links it: the page then knows the block, and so the set before it.
    await page.goto(`/local/tx/${found.id}?block=${found.height}`);
    await expect(verified(page)).toBeVisible();
    await verified(page).getByText('What was checked').click();
    await expect(verified(page)).toContainText('Warp signature verified');
    await expect(verified(page)).toContainText('Warp quorum verified');
    // The pairings ran off the main thread.
    expect(workers.some((url) => url.includes('warp-check'))).toBe(true);
  });

  test('default: an honest node’s C-Chain and subnet-EVM block and tx pages say Verified', async ({ page }) => {
    const { blockchains } = await platform<{ blockchains: Array<{ id: string; vmID: string }> }>('getBlockchains');
    const subnetEvm = blockchains.find((chain) => chain.vmID === SUBNET_EVM_VM_ID);
    if (!subnetEvm) throw new Error('the devnet has no subnet-EVM chain');
    for (const chain of ['C', subnetEvm.id]) {
      const block = await evmBlockWithTxs(chain);
      await page.goto(`/local/chains/${chain}/blocks/${BigInt(block.number)}`);
      await expect(verified(page)).toBeVisible();
      await verified(page).getByText('What was checked').click();
      for (const check of ['Block hash', 'Transaction hash', 'Sender', 'Transactions root', 'Receipts root', 'Logs bloom']) await expect(verified(page)).toContainText(check);
      await page.goto(`/local/chains/${chain}/tx/${block.transactions[0]}`);
      await expect(verified(page)).toBeVisible();
    }
  });

  test('error: a node that changes an EVM block’s gasUsed is shown not to verify, with both hashes, and the block still shows', async ({ page }) => {
    const block = await evmBlockWithTxs('C');
    const lie = `0x${(BigInt(block.gasUsed) + 1n).toString(16)}`;
    liar.rewrite({ eth_getBlockByNumber: (result) => JSON.stringify(result.number === block.number ? { ...result, gasUsed: lie } : result) });
    await page.goto(`/local/chains/C/blocks/${BigInt(block.number)}?rpc=${encodeURIComponent(liar.url)}`);
    const alert = doesNotVerify(page);
    await expect(alert).toContainText('Block hash');
    await expect(alert).toContainText(`hash shown${block.hash}`);
    await expect(alert).toContainText('keccak256 of the header');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Transactions of block/ })).toBeVisible();
  });

  test('error: a node that changes a P-Chain tx’s output amount in its JSON is shown not to verify, with both amounts, and the tx still shows', async ({ page }) => {
    const tx = await findSpendingTx();
    const outputs = tx.unsignedTx.outputs as Array<{ output: { amount?: number } }>;
    const amount = outputs[0]?.output.amount;
    if (amount === undefined) throw new Error('the tx’s first output has no amount');
    liar.rewrite({
      'platform.getTx': (result, params) => {
        if (params.txID !== tx.id || params.encoding !== 'json') return JSON.stringify(result);
        const lied = structuredClone(result) as { tx: { unsignedTx: { outputs: Array<{ output: { amount: number } }> } } };
        const first = lied.tx.unsignedTx.outputs[0];
        if (first) first.output.amount = amount + 1;
        return JSON.stringify(lied);
      },
    });
    await page.goto(`/local/tx/${tx.id}?rpc=${encodeURIComponent(liar.url)}`);
    const alert = doesNotVerify(page);
    await expect(alert).toContainText('Transaction content');
    await expect(alert).toContainText(`.unsignedTx.outputs[0].output.amount shown${amount + 1}`);
    await expect(alert).toContainText(`.unsignedTx.outputs[0].output.amount in the bytes${amount}`);
    await expect(page.getByRole('heading', { name: 'Encoding' })).toBeVisible();
  });

  test('error: a node that changes the amount in a P-Chain tx’s bytes, with a fresh checksum, is shown not to verify: the bytes hash to another ID', async ({ page }) => {
    const tx = await findSpendingTx();
    const outputs = tx.unsignedTx.outputs as Array<{ output: { amount?: number } }>;
    const amount = outputs[0]?.output.amount;
    if (amount === undefined) throw new Error('the tx’s first output has no amount');
    liar.rewrite({
      'platform.getTx': (result, params) => {
        if (params.txID !== tx.id || params.encoding !== 'hex') return JSON.stringify(result);
        const bytes = Buffer.from(String(result.tx).slice(2, -8), 'hex');
        const field = Buffer.alloc(8);
        field.writeBigUInt64BE(BigInt(amount));
        const at = bytes.indexOf(field);
        if (at < 0) throw new Error('the amount is not in the tx’s bytes');
        field.writeBigUInt64BE(BigInt(amount) + 1n);
        field.copy(bytes, at);
        const checksum = createHash('sha256').update(bytes).digest().subarray(-4);
        return JSON.stringify({ ...result, tx: `0x${Buffer.concat([bytes, checksum]).toString('hex')}` });
      },
    });
    await page.goto(`/local/tx/${tx.id}?rpc=${encodeURIComponent(liar.url)}`);
    const alert = doesNotVerify(page);
    await expect(alert).toContainText('Transaction ID');
    await expect(alert).toContainText(`ID shown${tx.id}`);
    await expect(alert).toContainText('sha256 of the bytes');
    await expect(alert).toContainText(`in the bytes${amount + 1}`);
    await expect(page.getByRole('heading', { name: 'Encoding' })).toBeVisible();
  });

  test('default: an honest node’s EVM account says Verified: its balance, nonce and code proven in its block’s state root', async ({ page }) => {
    await page.goto(`/local/chains/C/address/${EWOQ}`);
    await expect(verified(page)).toBeVisible();
    await verified(page).getByText('What was checked').click();
    for (const check of ['Account proof verified', 'Balance verified', 'Nonce verified', 'Code verified', 'Block hash verified']) await expect(verified(page)).toContainText(check);
  });

  test('error: a node that adds to an account’s balance in eth_getBalance and eth_getProof, alone or in a batch, is shown not to verify, with both balances', async ({ page }) => {
    const plusOne = (quantity: unknown) => `0x${(BigInt(String(quantity)) + 1n).toString(16)}`;
    const ofEwoq = (params: Record<string, unknown>) => String(params[0]).toLowerCase() === EWOQ;
    liar.rewrite(
      { eth_getProof: (result, params) => JSON.stringify(ofEwoq(params) ? { ...result, balance: plusOne(result.balance) } : result) },
      { eth_getBalance: (result, params) => JSON.stringify(ofEwoq(params) ? plusOne(result) : result) },
    );
    // The lie is the same in a call of its own and inside a batch.
    const at = await rpc<string>('/ext/bc/C/rpc', 'eth_blockNumber', []);
    const honest = BigInt(await rpc<string>('/ext/bc/C/rpc', 'eth_getBalance', [EWOQ, at]));
    const calls = [
      { method: 'eth_getBalance', params: [EWOQ, at] },
      { method: 'eth_getProof', params: [EWOQ, [], at] },
    ];
    const [single] = await cChainResults(liar.url, calls, false);
    const [batchBalance, batchProof] = await cChainResults(liar.url, calls, true);
    expect([single, batchBalance, (batchProof as { balance: string }).balance].map((value) => BigInt(String(value)))).toEqual([honest + 1n, honest + 1n, honest + 1n]);

    await page.goto(`/local/chains/C/address/${EWOQ}?rpc=${encodeURIComponent(liar.url)}`);
    const alert = doesNotVerify(page);
    await expect(alert).toContainText('Balance does not verify');
    const shown = BigInt((await definitionOf(alert, 'balance shown').first().textContent()) ?? '');
    const proven = BigInt((await definitionOf(alert, /^balance in the state of block \d+$/).first().textContent()) ?? '');
    expect(shown - proven).toBe(1n);
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  });

  test('bad input: a node whose account proof lacks its root node is shown not to verify, with why, and the account still shows', async ({ page }) => {
    liar.rewrite({ eth_getProof: (result) => JSON.stringify({ ...result, accountProof: (result.accountProof as string[]).slice(1) }) });
    await page.goto(`/local/chains/C/address/${EWOQ}?rpc=${encodeURIComponent(liar.url)}`);
    const alert = doesNotVerify(page);
    await expect(alert).toContainText('Account proof does not verify');
    await expect(alert).toContainText('its trie nodes do not lead from the state root to the account');
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  });

  test('default: a Primary Network validator’s BLS key says Verified: its proof of possession, and the key in its staking tx', async ({ page }) => {
    const { validators } = await platform<{ validators: Array<{ nodeID: string; txID: string; endTime: string; signer?: { publicKey: string } }> }>('getCurrentValidators');
    // The one with a key whose validation ends last: still current when the page asks, whatever the other specs make meanwhile.
    const validator = validators.filter((candidate) => candidate.signer !== undefined).reduce<(typeof validators)[number] | undefined>((last, candidate) => (last && BigInt(last.endTime) >= BigInt(candidate.endTime) ? last : candidate), undefined);
    if (!validator) throw new Error('the devnet has no validator with a BLS key');
    await page.goto(`/local/validators/${validator.nodeID}`);
    await expect(verified(page)).toBeVisible();
    await verified(page).getByText('What was checked').click();
    await expect(verified(page)).toContainText('Proof of possession verified');
    await expect(verified(page)).toContainText(`Key in the staking transaction verified: the public key shown against the one in the signed bytes of transaction ${validator.txID}`);
  });

  test('default: an L1 validator opened from its registration says Verified: the key the tx gives it, with a proof of possession; opened otherwise, Not checked with why', async ({ page }) => {
    const found = await scanBlocks(
      async (block) => {
        for (const tx of block.txs ?? []) {
          const message = typeof tx.unsignedTx.message === 'string' && 'balance' in tx.unsignedTx ? decodeL1Message(tx.unsignedTx.message) : undefined;
          if (message?.kind !== 'register') continue;
          // A registration whose validator the node still holds.
          const held = await platform('getL1Validator', { validationID: message.validationId }).then(() => true, () => false);
          if (held) return { txId: tx.id, validationId: message.validationId };
        }
        return undefined;
      },
      { attempts: 3, between: () => control('produceBlocks', { count: 10 }), what: 'L1 validator registration still held' },
    );
    await page.goto(`/local/tx/${found.txId}`);
    await idLink(page, found.validationId).click();
    await expect(page).toHaveURL(`/local/l1-validators/${found.validationId}?tx=${found.txId}`);
    await expect(verified(page)).toBeVisible();
    await verified(page).getByText('What was checked').click();
    await expect(verified(page)).toContainText('Proof of possession verified');
    await expect(verified(page)).toContainText(`Key in the registering transaction verified: the public key shown against the one in the signed bytes of transaction ${found.txId}`);

    // Opened without it: an L1 validator the node holds now (the devnet's activity removes some, so
    // the one registered above may be gone by this time).
    const { validationID } = await activeL1Validator();
    await page.goto(`/local/l1-validators/${validationID}`);
    await expect(page.getByRole('region', { name: 'Not checked' })).toContainText('the node does not say which transaction registered this validator');
  });

  test('behavior: read in another language, each check, its verdict and what it compared are written in it; a reason why not checked too', async ({ page }) => {
    const { height } = await platform<{ height: string }>('getHeight');
    await page.goto(`/local/blocks/${height}?lang=ja`);
    const line = page.getByRole('region', { name: translated('Verified', 'ja') });
    await line.getByText(translated('What was checked', 'ja')).click();
    const [name, verdict, reason] = [translated('Block ID', 'ja'), translated('verified', 'ja'), translated('sha256 of the block’s bytes against the block ID shown', 'ja')];
    await expect(line).toContainText(`${name} ${verdict}: ${reason}`);
    // Nothing in it is left in English: no message of broken evidence or of the node here.
    await expect(line.locator('[lang="en"]')).toHaveCount(0);

    const { validationID } = await activeL1Validator();
    await page.goto(`/local/l1-validators/${validationID}?lang=ko`);
    const why = translated('the node does not say which transaction registered this validator; opened from that transaction’s page, this page checks the key against it', 'ko');
    await expect(page.getByRole('region', { name: translated('Not checked', 'ko') })).toContainText(`${translated('BLS key', 'ko')}: ${why}`);
  });

  test('behavior: with several endpoints, a P-Chain block’s ID is compared across them; an EVM block whose hash one node changes does not verify, naming it', async ({ page }) => {
    const at = await scanBlocks((block, height) => ((block.txs?.length ?? 0) > 0 ? height : undefined), { attempts: 3, between: () => control('produceBlocks', { count: 5 }), what: 'block with txs', depth: BLOCKS_BACK });
    liar.rewrite({});
    const both = `${NODE_URL},${liar.url}`;
    await page.goto(`/local/blocks/${at}?rpc=${both}`);
    await verified(page).getByText('What was checked').click();
    await expect(verified(page)).toContainText('Same block ID on every node verified');
    await expect(verified(page)).toContainText('Parent link verified');

    const block = await evmBlockWithTxs('C');
    const forged = `0x${'ab'.repeat(32)}`;
    liar.rewrite({ eth_getBlockByNumber: (result) => JSON.stringify(result.number === block.number ? { ...result, hash: forged } : result) });
    await page.goto(`/local/chains/C/blocks/${BigInt(block.number)}?rpc=${both}`);
    const alert = doesNotVerify(page);
    // Whichever node the page read the block from, the other gives the other hash.
    await expect(alert).toContainText('Same block hash on every node');
    await expect(alert).toContainText(forged);
    await expect(alert).toContainText(block.hash);
  });
});
