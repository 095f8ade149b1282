import { expect, test, type Page } from '@playwright/test';
import { AVAX_ASSET_ID_BYTES, P_CHAIN_ID_BYTES } from '../devnet/pchain/constants';
import { parseAddress } from '../src/lib/address';
import { bytesEqual } from '../src/lib/bytes';
import { autoRenewedRewardTxId } from '../src/lib/codec/auto-renewed-reward';
import { encodeSignedTx, encodeUnsignedTx } from '../src/lib/codec/tx';
import type { UnsignedTx } from '../src/lib/codec/types';
import { decodeUtxo } from '../src/lib/codec/utxo';
import { fromHexWithChecksum, toHexWithChecksum } from '../src/lib/hex';
import { parseId } from '../src/lib/ids';
import { signMessage } from '../src/lib/secp256k1';
import { chainNow, control, definitionOf, idLink, passADay, platform } from './fixtures';

// Helicon's auto-renewed validators on the default devnet (Helicon active from genesis): a
// validator's page with its cycle and config, a config change signed by its authority (ewoq, the
// test key), and cycles that end in commit and in abort, driven by the devnet's clock.

const EWOQ_KEY = Uint8Array.from(Buffer.from('56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027', 'hex'));
const EWOQ_P_ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
/** Paid over the fee a config change costs (the rest is burnt): enough at any gas price the devnet reaches in a test. */
const FEE = 10_000_000n;
const DAY = 86_400n;
/** Shown uptime is within a point of what decides the reward (80 %): below this the cycle aborts. */
const SURELY_SHORT = 78;

interface Validator {
  txID: string;
  nodeID: string;
  startTime: string;
  endTime: string;
  uptime: string;
  validatorAuthority?: { addresses: string[] };
  nextPeriod?: string;
  autoCompoundRewardShares?: string;
}

async function autoRenewed(): Promise<Validator[]> {
  const { validators } = await platform<{ validators: Validator[] }>('getCurrentValidators');
  return validators.filter((validator) => validator.nextPeriod !== undefined);
}

/** The genesis validator whose config ewoq may change. */
async function ewoqAuthorized(): Promise<Validator> {
  const found = (await autoRenewed()).find((validator) => validator.validatorAuthority?.addresses.includes(EWOQ_P_ADDRESS));
  if (!found) throw new Error('no auto-renewed validator with ewoq as its authority');
  return found;
}

/** A SetAutoRenewedValidatorConfigTx paid from one of ewoq's UTXOs and authorised by ewoq, issued as a wallet would. */
async function sendConfig(stakerTxId: string, restake: bigint, period: bigint): Promise<string> {
  const ewoq = parseAddress(EWOQ_P_ADDRESS).bytes;
  const { utxos } = await platform<{ utxos: string[] }>('getUTXOs', { addresses: [EWOQ_P_ADDRESS], limit: 50, encoding: 'hex' });
  const utxo = utxos
    .map((hex) => decodeUtxo(fromHexWithChecksum(hex)))
    .find((candidate) => candidate.output.kind === 'TransferOutput' && candidate.output.locktime === 0n && candidate.output.amount > 2n * FEE && bytesEqual(candidate.assetId, AVAX_ASSET_ID_BYTES));
  if (!utxo || utxo.output.kind !== 'TransferOutput') throw new Error('ewoq has no UTXO to pay with');
  const amount = utxo.output.amount;
  const unsignedTx: UnsignedTx = {
    kind: 'SetAutoRenewedValidatorConfigTx',
    networkId: 12345n,
    blockchainId: P_CHAIN_ID_BYTES,
    outputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: amount - FEE, locktime: 0n, threshold: 1n, addresses: [ewoq] } }],
    inputs: [{ txId: utxo.txId, outputIndex: utxo.outputIndex, assetId: utxo.assetId, input: { kind: 'TransferInput', amount, signatureIndices: [0n] } }],
    memo: new Uint8Array(0),
    txId: parseId(stakerTxId),
    auth: { signatureIndices: [0n] },
    autoCompoundRewardShares: restake,
    period,
  };
  const signature = signMessage(EWOQ_KEY, encodeUnsignedTx(unsignedTx));
  // One credential for the input, the last for the validator authority.
  const signed = encodeSignedTx({ unsignedTx, credentials: [{ signatures: [signature] }, { signatures: [signature] }] });
  return (await platform<{ txID: string }>('issueTx', { tx: toHexWithChecksum(signed), encoding: 'hex' })).txID;
}

/** The chain moved to `end` (a cycle's end) and one block past it: the reward proposal and its option are in. */
async function reachCycleEnd(end: bigint): Promise<void> {
  const now = BigInt(await chainNow());
  if (end > now) await control('advanceTime', { seconds: Number(end - now) });
  await control('produceBlocks', { count: 1 });
}

async function rewardStatus(rewardTxId: string): Promise<string> {
  return (await platform<{ status: string }>('getTxStatus', { txID: rewardTxId })).status;
}

const autoRenewal = (page: Page) => page.getByRole('region', { name: 'Auto-renewal' });

test.describe('auto-renewed validators', () => {
  test.beforeEach(() => control('pauseClock'));
  test.afterEach(() => control('resumeClock'));

  test('default: the page of an auto-renewed validator shows its cycle and config; a config change from its authority shows on it', async ({ page }) => {
    const validator = await ewoqAuthorized();
    await page.goto(`/local/validators/${validator.nodeID}`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(definitionOf(overview, 'Current cycle').getByRole('meter', { name: 'Staking period elapsed' })).toBeVisible();
    const config = autoRenewal(page);
    await expect(definitionOf(config, 'At the end of this cycle')).toHaveText(/^Renews for \d+ d/);
    await expect(definitionOf(config, 'Validator authority')).toContainText(EWOQ_P_ADDRESS);
    await expect(definitionOf(config, 'Staked at the start')).toContainText('NATIVE');
    await expect(definitionOf(config, 'Grown by restaked rewards')).toContainText('NATIVE');

    const txId = await sendConfig(validator.txID, 250_000n, 3n * DAY);
    await control('produceBlocks', { count: 1 });
    expect(await rewardStatus(txId)).toBe('Committed');
    await page.reload();
    await expect(definitionOf(autoRenewal(page), 'At the end of this cycle')).toHaveText('Renews for 3 d');
    await expect(definitionOf(autoRenewal(page), 'Restaked share')).toContainText('25.00 %');

    await sendConfig(validator.txID, 500_000n, 0n);
    await control('produceBlocks', { count: 1 });
    await page.reload();
    await expect(definitionOf(autoRenewal(page), 'At the end of this cycle')).toHaveText('Exits: the stake comes back and every reward is paid out');
    // Back to renewing, so the validator stays for the next test.
    await sendConfig(validator.txID, 500_000n, DAY);
    await control('produceBlocks', { count: 1 });
  });

  test('args: the validators table filters auto-renewing validators and says which renew', async ({ page }) => {
    const validator = await ewoqAuthorized();
    await page.goto('/local/validators?autoRenew=yes');
    const table = page.getByRole('table', { name: 'Validators' });
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Auto-renewing' }).check();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /^Auto-renewing/ })).toBeVisible();
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${validator.nodeID.slice(0, 12)}`) }) });
    await expect(row).toContainText('renews');
    await page.getByLabel('Auto-renewing').selectOption('no');
    await expect(page).toHaveURL(/autoRenew=no/);
    await expect(row).toHaveCount(0);
  });

  test("default: the node page shows the upgrade schedule: Helicon active, from the node's info.upgrades", async ({ page }) => {
    await page.goto('/local/node');
    const upgrades = page.getByRole('region', { name: 'Upgrades' });
    await expect(upgrades.getByRole('row', { name: /^Helicon / })).toContainText('active');
    await expect(upgrades.getByRole('row', { name: /^Granite / })).toContainText('active');
  });

  test('behavior: a cycle that ends in commit renews the validator, lists the cycle, and its reward tx page says commit', async ({ page }) => {
    const validator = await ewoqAuthorized();
    const end = BigInt(validator.endTime);
    const rewardTxId = autoRenewedRewardTxId(validator.txID, end);
    await reachCycleEnd(end);
    expect(await rewardStatus(rewardTxId)).toBe('Committed');
    const renewed = await ewoqAuthorized();
    expect(BigInt(renewed.startTime)).toBe(end);

    await page.goto(`/local/validators/${validator.nodeID}`);
    const cycles = page.getByRole('region', { name: 'Ended cycles' });
    await expect(idLink(cycles, rewardTxId)).toBeVisible();
    await idLink(cycles, rewardTxId).click();
    const reward = page.getByRole('region', { name: 'Reward' });
    await expect(reward.getByText(/^commit: the cycle was rewarded/)).toBeVisible();
    await expect(reward.getByRole('link', { name: new RegExp(`^${validator.nodeID.slice(0, 12)}`) })).toHaveAttribute('href', `/local/validators/${validator.nodeID}`);
    await expect(definitionOf(reward, 'Paid')).toContainText('NATIVE');
  });

  test('behavior: a cycle short of uptime ends in abort: the validator leaves, and its reward tx page says abort', async ({ page }) => {
    let short: Validator | undefined;
    for (let attempt = 0; attempt < 3 && short === undefined; attempt++) {
      short = (await autoRenewed()).filter((validator) => Number(validator.uptime) < SURELY_SHORT).sort((a, b) => Number(a.endTime) - Number(b.endTime))[0];
      if (short === undefined) await passADay();
    }
    if (!short) throw new Error('no auto-renewed validator short of uptime on the devnet');
    const end = BigInt(short.endTime);
    const rewardTxId = autoRenewedRewardTxId(short.txID, end);
    await reachCycleEnd(end);
    expect(await rewardStatus(rewardTxId)).toBe('Aborted');

    await page.goto(`/local/tx/${rewardTxId}`);
    const reward = page.getByRole('region', { name: 'Reward' });
    await expect(reward.getByText(/^abort: the validator exited with its stake/)).toBeVisible();
    await reward.getByRole('link', { name: new RegExp(`^${short.nodeID.slice(0, 12)}`) }).click();
    await expect(page.getByText('Not a current validator')).toBeVisible();
  });
});
