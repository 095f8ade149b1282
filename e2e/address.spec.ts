import { expect, test } from '@playwright/test';
import { control, idLink, passADay, platform, scanBlocks } from './fixtures';
import { decodeUtxoRow } from '../src/components/address/utxo-rows';
import { formatAmount } from '../src/lib/amount';
import { currentValidators, rewardedStake, validatorWithDelegator } from './validators-fixtures';

/** The txs that made an address's current UTXOs (all of them: `getUTXOs` pages). */
async function utxoSources(address: string): Promise<Set<string>> {
  const { utxoIDs } = await platform<{ utxoIDs: { txID: string }[] }>('getBalance', { addresses: [address] });
  return new Set(utxoIDs.map((utxo) => utxo.txID));
}

/** A rewarded staking tx whose reward its owner still holds (a busy owner may have spent it). */
function heldReward(): Promise<{ txID: string; address: string; firstGeneration: Set<string> }> {
  return scanBlocks(
    async (block) => {
      const txID = block.tx?.unsignedTx.txID;
      if (typeof txID !== 'string') return undefined;
      const { utxos } = await platform<{ utxos: string[] }>('getRewardUTXOs', { txID });
      const address = utxos[0] && decodeUtxoRow(utxos[0], 'local').addresses[0];
      if (!address) return undefined;
      const firstGeneration = await utxoSources(address);
      return firstGeneration.has(txID) ? { txID, address, firstGeneration } : undefined;
    },
    { attempts: 3, between: passADay, depth: 400, what: 'reward still held' },
  );
}

test.describe('address lookup', () => {
  test('default: a delegator is found by scanning the validators', async ({ page }) => {
    const { delegator } = await validatorWithDelegator();
    const address = delegator.rewardOwner.addresses[0]!;
    await page.goto(`/local/address/${address}`);
    await expect(page.getByRole('region', { name: 'Balances' })).toContainText('Unlocked');
    const delegations = page.getByRole('region', { name: 'Delegations' });
    await delegations.getByRole('button', { name: 'Find delegations' }).click();
    await expect(delegations.getByRole('status', { name: 'Delegation scan status' })).toContainText('Done:');
    await expect(delegations.getByRole('progressbar', { name: 'Delegation scan progress' })).toBeVisible();
    await expect(idLink(delegations, delegator.txID)).toBeVisible();
  });

  test('behavior: a slow scan shows progress and can be stopped', async ({ page }) => {
    const { delegator } = await validatorWithDelegator();
    await page.goto(`/local/address/${delegator.rewardOwner.addresses[0]}`);
    const delegations = page.getByRole('region', { name: 'Delegations' });
    await expect(delegations.getByRole('button', { name: 'Find delegations' })).toBeVisible();
    await control('setFaults', { latencyMs: 400 });
    try {
      await delegations.getByRole('button', { name: 'Find delegations' }).click();
      await expect(delegations.getByRole('status', { name: 'Delegation scan status' })).toContainText('Checked');
      await delegations.getByRole('button', { name: 'Stop' }).click();
      await expect(delegations.getByRole('status', { name: 'Delegation scan status' })).toContainText('Stopped after');
      const text = await delegations.getByRole('status', { name: 'Delegation scan status' }).innerText();
      const [, checked, total] = /after (\d+) of (\d+)/.exec(text)!;
      expect(Number(checked)).toBeLessThan(Number(total));
      await expect(delegations.getByRole('button', { name: 'Scan again' })).toBeVisible();
    } finally {
      await control('clearFaults');
    }
  });

  test('behavior: a validator owner sees its validation, the fast stake first and the full one on request', async ({ page }) => {
    // The clock is paused so the validator read here is still validating when the page asks.
    await control('pauseClock');
    try {
      const [validator] = await currentValidators();
      const owner = (validator as unknown as { validationRewardOwner: { addresses: string[] } }).validationRewardOwner.addresses[0]!;
      const fast = await platform<{ staked: string }>('getStake', { addresses: [owner], validatorsOnly: true });
      await page.goto(`/local/address/${owner}`);
      const validations = page.getByRole('region', { name: 'Validations' });
      await expect(idLink(validations, validator!.nodeID)).toBeVisible();
      const balances = page.getByRole('region', { name: 'Balances' });
      await expect(balances).toContainText('Staked as validator');
      expect(BigInt(fast.staked)).toBeGreaterThan(0n);
      await balances.getByRole('button', { name: 'Include delegations (slower)' }).click();
      await expect(balances).toContainText('Staked (validations and delegations)');
    } finally {
      await control('resumeClock');
    }
  });

  test('behavior: UTXOs are listed once each, decoded', async ({ page }) => {
    const { delegator } = await validatorWithDelegator();
    const address = delegator.rewardOwner.addresses[0]!;
    const distinct = async () => new Set((await platform<{ utxos: string[] }>('getUTXOs', { addresses: [address], limit: 1024 })).utxos);
    const utxos = await distinct();
    await page.goto(`/local/address/${address}`);
    const section = page.getByRole('region', { name: 'UTXOs on the P-Chain' });
    const shown = Number((await section.getByText(/^\d+ UTXOs$/).innerText()).split(' ')[0]);
    // The chain moves on while the page loads: the count is the node's, from before or after.
    expect([utxos.size, (await distinct()).size]).toContain(shown);
    if (shown > 0) await expect(section.getByRole('table', { name: 'UTXOs' }).locator('tbody tr').first()).toContainText('NATIVE');
    await expect(page.getByRole('region', { name: 'Atomic UTXOs waiting on the C-Chain' })).toContainText(address.replace('P-', 'C-').slice(0, 12));
  });

  test('behavior: reward UTXOs of a finished staking tx are shown decoded', async ({ page }) => {
    const { txID, utxo } = await rewardedStake();
    const reward = decodeUtxoRow(utxo, 'local');
    await page.goto(`/local/address/${reward.addresses[0]}`);
    const section = page.getByRole('region', { name: 'Reward UTXOs' });
    await expect(section.getByRole('status', { name: 'Related rewards' })).toContainText('related txs');
    await section.getByLabel('Staking tx').fill(txID);
    await section.getByRole('button', { name: 'Show rewards' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: formatAmount(reward.amount, { trimZeros: true }) }).first()).toBeVisible();
  });

  test('behavior: a rewarded stake is in the history of the txs that made its UTXOs, followed back a generation on request', async ({ page }) => {
    const { txID, address, firstGeneration } = await heldReward();
    const rewards = await platform<{ utxos: string[] }>('getRewardUTXOs', { txID });
    const reward = rewards.utxos.map((hex) => decodeUtxoRow(hex, 'local')).filter((row) => row.addresses.includes(address)).reduce((sum, row) => sum + row.amount, 0n);
    type StakeJson = { unsignedTx: { inputs: { txID: string }[]; validator: { nodeID: string; weight: number } } };
    const { tx: stakeTx } = await platform<{ tx: StakeJson }>('getTx', { txID, encoding: 'json' });
    const secondGeneration = [...new Set(stakeTx.unsignedTx.inputs.map((input) => input.txID))].filter((id) => !firstGeneration.has(id));

    await page.goto(`/local/address/${address}`);
    const section = page.getByRole('region', { name: 'Staking history and where its UTXOs came from' });
    // Past the first 40 source txs, the rest are read on request.
    if (firstGeneration.size > 40) await section.getByRole('button', { name: `Read all ${firstGeneration.size}` }).click();
    const row = section.getByRole('table', { name: 'Txs that made its UTXOs' }).getByRole('row').filter({ has: idLink(page, txID) });
    await expect(row).toContainText(stakeTx.unsignedTx.validator.nodeID.slice(0, 12));
    await expect(row).toContainText(formatAmount(BigInt(stakeTx.unsignedTx.validator.weight), { trimZeros: true }));
    await expect(row.getByRole('cell').last()).toContainText(formatAmount(reward, { trimZeros: true }));

    await expect(section.getByRole('table', { name: 'Txs 2 generations back' })).toHaveCount(0);
    if (secondGeneration.length === 0) {
      await expect(section).toContainText('Nothing further back');
      return;
    }
    await section.getByRole('button', { name: 'Follow back' }).click();
    const back = section.getByRole('table', { name: 'Txs 2 generations back' });
    for (const id of secondGeneration) await expect(idLink(back, id)).toBeVisible();
  });

  test('error: wrong checksum, network and chain are explained', async ({ page }) => {
    const good = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
    await page.goto(`/local/address/${good.slice(0, -1)}q`);
    await expect(page.getByRole('heading', { name: 'This address cannot be looked up' })).toBeVisible();
    await expect(page.getByText(/checksum/i)).toBeVisible();
    await page.goto('/local/address/P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5');
    await expect(page.getByText(/another network.*"avax".*"local"/)).toBeVisible();
    await page.goto(`/local/address/${good.replace('P-', 'X-')}`);
    await expect(page.getByText(/X-Chain address/)).toBeVisible();
    await page.getByRole('link', { name: `Look up ${good}` }).click();
    await expect(page).toHaveURL(new RegExp(`/local/address/${good}$`));
    await expect(page.getByRole('region', { name: 'Balances' })).toBeVisible();
  });
});
