import { expect, test, type Page } from '@playwright/test';
import { decodeUtxoRow } from '../src/components/address/utxo-rows';
import { formatAmount } from '../src/lib/amount';
import { blockAt, definitionOf, height, idLink, passADay, platform } from './fixtures';

type Block = Awaited<ReturnType<typeof blockAt>>;
type Tx = NonNullable<Block['tx']>;

/** Height 1 holds the genesis set-up's many txs; the chain's own blocks follow it. */
const FIRST_AFTER_GENESIS = 2;

const txsOf = (block: Block): Tx[] => [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])];

/**
 * The first tx, oldest block after genesis first, that `match` accepts, with its block's height:
 * staking and reward txs come early on the devnet. A day passes (ending more stakers) before another look.
 */
async function oldestTx(match: (tx: Tx) => boolean | Promise<boolean>, what: string): Promise<{ tx: Tx; at: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const top = await height();
    for (let at = FIRST_AFTER_GENESIS; at <= top; at++) {
      for (const tx of txsOf(await blockAt(at))) if (await match(tx)) return { tx, at };
    }
    await passADay();
  }
  throw new Error(`no ${what} on the devnet`);
}

const isStaking = (tx: Tx) => typeof tx.unsignedTx.validator === 'object';
const isReward = (tx: Tx) => typeof tx.unsignedTx.txID === 'string' && !('networkID' in tx.unsignedTx);
const statusOf = async (txId: string) => (await platform<{ status: string }>('getTxStatus', { txID: txId })).status;
const rewardUtxos = async (stakerTxId: string) => (await platform<{ utxos: string[] }>('getRewardUTXOs', { txID: stakerTxId, encoding: 'hex' })).utxos;

/** The staker kind as the devnet's staking txs show it. */
function stakerKind(unsignedTx: Record<string, unknown>): string {
  if ('signer' in unsignedTx) return 'permissionless validator';
  if ('shares' in unsignedTx) return 'validator';
  return 'subnetID' in unsignedTx ? 'permissionless delegator' : 'delegator';
}

const blockValue = (page: Page) => definitionOf(page.getByRole('region', { name: 'Overview' }), 'Block');

test.describe('the block of a P-Chain tx', () => {
  test('default: a tx opened from its block page names that block and its time', async ({ page }) => {
    const { tx, at } = await oldestTx((candidate) => !isReward(candidate) && !isStaking(candidate), 'tx in a standard block');
    await page.goto(`/local/blocks/${at}`);
    await idLink(page.getByRole('table'), tx.id).click();
    await expect(page).toHaveURL(new RegExp(`/local/tx/${tx.id}\\?block=${at}$`));
    const block = blockValue(page);
    await expect(block.getByRole('link', { name: String(at), exact: true })).toHaveAttribute('href', `/local/blocks/${at}`);
    await expect(block.getByRole('time')).toBeVisible();
    await expect(block).not.toContainText('found by');
  });

  test('behavior: a staking tx opened directly names its block, found by its start time', async ({ page }) => {
    const { tx, at } = await oldestTx((candidate) => isStaking(candidate) && !('subnetAuthorization' in candidate.unsignedTx), 'staking tx');
    await page.goto(`/local/tx/${tx.id}`);
    const block = blockValue(page);
    await expect(block).toContainText('found by its start time');
    await expect(block.getByRole('link', { name: String(at), exact: true })).toBeVisible();
    const start = Number((tx.unsignedTx.validator as { start: number }).start);
    await expect(block.getByRole('time')).toHaveAttribute('datetime', new Date(start * 1000).toISOString());
    await page.getByText(/^Raw RPC/).click();
    await expect(page.getByRole('listitem', { name: 'platform.getBlockByHeight call' }).first()).toBeVisible();
  });

  test('behavior: a reward tx names the staker, its kind, its node and the amount paid', async ({ page }) => {
    const { tx } = await oldestTx(
      async (candidate) => isReward(candidate) && (await statusOf(candidate.id)) === 'Committed' && (await rewardUtxos(candidate.unsignedTx.txID as string)).length > 0,
      'committed reward tx that paid',
    );
    const stakerTxId = tx.unsignedTx.txID as string;
    const staker = (await platform<{ tx: { unsignedTx: Record<string, unknown> & { validator: { nodeID: string } } } }>('getTx', { txID: stakerTxId, encoding: 'json' })).tx.unsignedTx;
    const paid = (await rewardUtxos(stakerTxId)).reduce((sum, hex) => sum + decodeUtxoRow(hex, 'local').amount, 0n);

    await page.goto(`/local/tx/${tx.id}`);
    const reward = page.getByRole('region', { name: 'Reward' });
    await expect(idLink(definitionOf(reward, 'Staker tx'), stakerTxId)).toHaveAttribute('href', `/local/tx/${stakerTxId}`);
    await expect(definitionOf(reward, 'Staker kind')).toHaveText(stakerKind(staker));
    await expect(idLink(definitionOf(reward, 'Node'), staker.validator.nodeID)).toHaveAttribute('href', `/local/validators/${staker.validator.nodeID}`);
    await expect(definitionOf(reward, 'Outcome')).toHaveText('rewarded');
    await expect(definitionOf(reward, 'Paid')).toContainText(formatAmount(paid));
    // Its proposal block is found by the staker's end time.
    await expect(blockValue(page)).toContainText('found by the staker’s end time');
  });

  test('behavior: an aborted reward tx says the staker was not rewarded', async ({ page }) => {
    const { tx } = await oldestTx(async (candidate) => isReward(candidate) && (await statusOf(candidate.id)) === 'Aborted', 'aborted reward tx');
    await page.goto(`/local/tx/${tx.id}`);
    const reward = page.getByRole('region', { name: 'Reward' });
    await expect(definitionOf(reward, 'Outcome')).toHaveText('not rewarded: its proposal was aborted');
    await expect(definitionOf(reward, 'Staker kind')).not.toBeEmpty();
  });
});
