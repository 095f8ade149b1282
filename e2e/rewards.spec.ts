import { addTxSignatures, pvm, type UnsignedTx } from '@avalabs/avalanchejs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { EWOQ_ADDRESS, EWOQ_PRIVATE_KEY } from '../devnet/pchain/accounts';
import { BLS_KEYS } from '../devnet/pchain/bls-keys';
import { P_CHAIN_ID } from '../devnet/pchain/constants';
import { walletFor } from '../devnet/testing/test-wallet';
import { formatAddress } from '../src/lib/address';
import { formatAmount } from '../src/lib/amount';
import { cb58Encode } from '../src/lib/cb58';
import { splitReward } from '../src/lib/reward';
import { estimateReward } from '../src/lib/reward-estimate';
import { chainNow, control, definitionOf, lastingValidatorNodeId, NODE_URL, platform, rewardConfigAt } from './fixtures';

const TOKEN = 1_000_000_000n;
const DAY = 86_400n;
const VALIDATOR_STAKE = 2_000n * TOKEN;
/** Odd on purpose: every base unit and every second of the period counts. */
const VALIDATOR_SECONDS = 30n * DAY + 12_345n;
const DELEGATOR_STAKE = 25_123_456_789n;
const DELEGATOR_SECONDS = 10n * DAY + 777n;
/** 3.1415 %: the delegation's split has to take the validator's own fee. */
const SHARES = 31_415;
/** The devnet's block interval (playwright.config.ts): the next block is this long after the newest. */
const BLOCK_INTERVAL = 1n;

interface Staker {
  txID: string;
  startTime: string;
  endTime: string;
  potentialReward: string;
}
interface Validator extends Staker {
  delegators?: Staker[];
}

/** A node ID no devnet validator has: 20 random bytes. */
function freshNodeId(): string {
  return `NodeID-${cb58Encode(crypto.getRandomValues(new Uint8Array(20)))}`;
}

async function currentValidator(nodeId: string): Promise<Validator> {
  const { validators } = await platform<{ validators: Validator[] }>('getCurrentValidators', { nodeIDs: [nodeId] });
  return validators[0]!;
}

/** Signs with the test key, issues, and commits it in the next block (the clock is paused). */
async function issueAndCommit(unsignedTx: UnsignedTx): Promise<string> {
  await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
  const { txID } = await new pvm.PVMApi(NODE_URL).issueSignedTx(unsignedTx.getSignedTx());
  await control('produceBlocks', { count: 1 });
  expect(await platform('getTxStatus', { txID })).toEqual({ status: 'Committed' });
  return txID;
}

async function supply(): Promise<bigint> {
  return BigInt((await platform<{ supply: string }>('getCurrentSupply')).supply);
}

/** The amount a description shows, in base units, and its exact decimal text is that amount. */
async function amountIn(definition: Locator): Promise<bigint> {
  const amount = definition.getByTitle(/ base units$/);
  const raw = BigInt((await amount.getAttribute('title'))!.replace(' base units', ''));
  await expect(amount).toContainText(formatAmount(raw, { trimZeros: true }));
  return raw;
}

/**
 * The figures the page shows once it has the node's supply `expected`: the supply moves with the
 * staker about to be issued, so they are read before it is.
 */
async function shownFigures(page: Page, expected: bigint): Promise<bigint[]> {
  const result = page.getByRole('region', { name: 'Reward' });
  await expect(result.getByRole('definition').filter({ hasText: formatAmount(expected, { trimZeros: true }) })).toBeVisible();
  const terms = await result.getByRole('term').allTextContents();
  const definitions = result.getByRole('definition');
  return Promise.all(
    terms.flatMap((term, index) => (['Potential reward', "Delegator's share", "Validator's fee"].includes(term) ? [amountIn(definitions.nth(index))] : [])),
  );
}

test.describe('rewards calculator', () => {
  test.beforeEach(async () => {
    // Blocks come only when the test asks: the supply the page reads is the one the staker starts with.
    await control('pauseClock');
  });

  test.afterEach(async () => {
    await control('resumeClock');
  });

  test("behavior: a period typed in years shows the APR of the reward at the node's supply; an unknown unit is named", async ({ page }) => {
    const currentSupply = await supply();
    const year = estimateReward({ kind: 'validator', config: await rewardConfigAt(BigInt(await chainNow())), stake: VALIDATOR_STAKE, durationSeconds: 365n * DAY, currentSupply });
    await page.goto('/local/tools/rewards?stake=2000&duration=1y');
    const result = page.getByRole('region', { name: 'Reward' });
    await expect(result).toContainText(`(${365n * DAY} s)`);
    await expect(definitionOf(result, 'Estimated APR')).toHaveText(`${(Number(year.annualYield) / 100).toFixed(2)} %`);

    const duration = page.getByRole('textbox', { name: 'Duration' });
    await duration.fill('6 months 2 weeks');
    await expect(result).toContainText(`(${194n * DAY} s)`);
    await duration.fill('2 fortnights');
    await expect(duration).toHaveAccessibleDescription(/"fortnights" is not a unit of time: use years \(y\), months \(mo\)/);
  });

  test('default: a validation and a delegation issued on the node get, to the base unit, the reward the page showed for them', async ({ page }) => {
    const { api, context } = await walletFor(NODE_URL);
    const nodeId = freshNodeId();
    const utxos = async () => (await api.getUTXOs({ addresses: [formatAddress('P', 'local', EWOQ_ADDRESS)] })).utxos;

    // The validation: typed into the form, which keeps it in the address.
    await page.goto('/local/tools/rewards');
    await page.getByRole('textbox', { name: 'Stake (NATIVE)' }).fill(formatAmount(VALIDATOR_STAKE));
    await page.getByRole('textbox', { name: 'Duration' }).fill(VALIDATOR_SECONDS.toString());
    await expect(page).toHaveURL(new RegExp(`stake=2%2C000\\.000000000&duration=${VALIDATOR_SECONDS}`));
    const [validatorFigure] = await shownFigures(page, await supply());
    await expect(page.getByRole('region', { name: 'Reward' })).toContainText(`(${VALIDATOR_SECONDS} s)`);

    const start = (await chainNow()) + Number(BLOCK_INTERVAL);
    await issueAndCommit(
      pvm.e.newAddPermissionlessValidatorTx(
        {
          fromAddressesBytes: [EWOQ_ADDRESS],
          utxos: await utxos(),
          feeState: await api.getFeeState(),
          nodeId,
          start: BigInt(start),
          end: BigInt(start) + VALIDATOR_SECONDS,
          weight: VALIDATOR_STAKE,
          subnetId: P_CHAIN_ID,
          shares: SHARES,
          rewardAddresses: [EWOQ_ADDRESS],
          delegatorRewardsOwner: [EWOQ_ADDRESS],
          publicKey: BLS_KEYS[1]!.publicKey,
          signature: BLS_KEYS[1]!.proofOfPossession,
        },
        context,
      ),
    );
    const validator = await currentValidator(nodeId);
    expect(BigInt(validator.endTime) - BigInt(validator.startTime)).toBe(VALIDATOR_SECONDS);
    expect(validatorFigure).toBe(BigInt(validator.potentialReward));

    // The delegation to it: from a shared address, the validator's fee and end time taken from the node.
    await page.goto(`/local/tools/rewards?stake=${formatAmount(DELEGATOR_STAKE, { group: false })}&kind=delegator&node=${nodeId}&duration=${DELEGATOR_SECONDS}`);
    await expect(page.getByRole('link', { name: nodeId })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reward' })).toContainText('(3.1415 %)');
    await expect(page.getByText('The node would accept such a delegator starting now.')).toBeVisible();
    const [total, delegatorShare, validatorFee] = await shownFigures(page, await supply());

    const delegationStart = BigInt((await chainNow()) + Number(BLOCK_INTERVAL));
    const delegationId = await issueAndCommit(
      pvm.e.newAddPermissionlessDelegatorTx(
        {
          fromAddressesBytes: [EWOQ_ADDRESS],
          utxos: await utxos(),
          feeState: await api.getFeeState(),
          nodeId,
          start: delegationStart,
          end: delegationStart + DELEGATOR_SECONDS,
          weight: DELEGATOR_STAKE,
          rewardAddresses: [EWOQ_ADDRESS],
          subnetId: P_CHAIN_ID,
        },
        context,
      ),
    );
    const delegation = (await currentValidator(nodeId)).delegators!.find((item) => item.txID === delegationId)!;
    expect(BigInt(delegation.endTime) - BigInt(delegation.startTime)).toBe(DELEGATOR_SECONDS);
    expect(total).toBe(BigInt(delegation.potentialReward));
    expect([validatorFee, delegatorShare]).toEqual(splitReward(BigInt(delegation.potentialReward), BigInt(SHARES)));
  });

  test("behavior: reached from the tools navigation, and from a validator's page with the validator picked", async ({ page }) => {
    const nodeId = await lastingValidatorNodeId();
    await page.goto(`/local/validators/${nodeId}`);
    await page.getByRole('link', { name: "Calculate a delegation's reward" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards calculator' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Delegator' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Validator node ID' })).toHaveValue(nodeId);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Decode' }).click();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/local\/tools\/rewards$/);
  });

  test('behavior: a delegation that would outlast its validator, or a stake below the minimum, is named', async ({ page }) => {
    const { validators } = await platform<{ validators: Array<{ nodeID: string; endTime: string }> }>('getCurrentValidators');
    const now = BigInt(await chainNow());
    const soonest = validators.reduce((first, item) => (BigInt(item.endTime) < BigInt(first.endTime) ? item : first));
    const beyond = BigInt(soonest.endTime) - now + DAY;
    await page.goto(`/local/tools/rewards?stake=1&kind=delegator&node=${soonest.nodeID}&duration=${beyond}`);
    const problems = page.getByRole('list', { name: 'Why the node would refuse it' });
    await expect(problems).toContainText('The stake is below the minimum delegator stake of 25.');
    await expect(problems).toContainText('The delegation would end after its validator does');
  });

  test("behavior: with Helicon active a validation may be as short as ACP-273's hour; a delegation keeps the day", async ({ page }) => {
    const problems = page.getByRole('list', { name: 'Why the node would refuse it' });
    await page.goto('/local/tools/rewards?stake=2000&kind=validator&duration=1h');
    await expect(page.getByText('The node would accept such a validator starting now.')).toBeVisible();
    await page.goto('/local/tools/rewards?stake=2000&kind=validator&duration=59m');
    await expect(problems).toHaveText('The period is shorter than the minimum staking duration of 1h (ACP-273: a validation since Helicon).');
    await page.goto('/local/tools/rewards?stake=25&kind=delegator&duration=1h');
    await expect(problems).toHaveText('The period is shorter than the minimum staking duration of 1d.');
  });

  test('error: a malformed stake is named at its field, and a node ID that validates nothing is not found', async ({ page }) => {
    await page.goto('/local/tools/rewards?stake=1.0000000001&kind=delegator&node=NodeID-111111111111111111116DBWJs');
    await expect(page.getByRole('textbox', { name: 'Stake (NATIVE)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('at most 9 decimals are allowed, got 10');
    await page.getByRole('textbox', { name: 'Stake (NATIVE)' }).fill('25');
    await expect(page.getByRole('heading', { name: 'Not a current validator' })).toBeVisible();
  });
});
