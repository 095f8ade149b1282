import { expect, test, type Locator, type Page } from '@playwright/test';
import { failuresOn } from './failures';
import { callDevnet } from '../devnet/testing/test-wallet';
import { ATOMIC_TX_FEE, signAtomicTx, WEI_PER_NANO_AVAX } from '../devnet/pchain/atomic';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID_BYTES, P_CHAIN_ID_BYTES } from '../devnet/pchain/constants';
import { parseAddress } from '../src/lib/address';
import { toHexWithChecksum } from '../src/lib/hex';
import { autoRenewedRewardTxId } from '../src/lib/codec/auto-renewed-reward';
import { evmAddressOfPrivateKey, signMessage } from '../src/lib/secp256k1';
import { E2E_REFERENCE_PORT } from '../playwright.config';
import { definitionOf, idLink } from './fixtures';
import { EWOQ_KEY, EWOQ_P_ADDRESS } from './p-chain-wallet';

/**
 * The main routes once more, against a devnet that answers as a reference node does (`avax.*` at
 * /ext/bc/C/avax, `avalancheRules`, the bare getValidatorsAt map, no key store, no admin API) while
 * the `local` preset guesses the spec's names: every page shows its data, and only what such a node
 * lacks is said to be absent.
 */
const NODE = `http://127.0.0.1:${E2E_REFERENCE_PORT}`;
const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const EWOQ_EVM_ADDRESS = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const EXPORTED = 1_000_000_000n;

const call = <T>(path: string, method: string, params: unknown = {}) => callDevnet<T>(NODE, path, method, params);
const platform = <T>(method: string, params: unknown = {}) => call<T>('/ext/bc/P', `platform.${method}`, params);
const evm = <T>(method: string, params: unknown[] = []) => call<T>('/ext/bc/C/rpc', method, params);
const control = (method: string, params: unknown = {}) => call('/ext/devnet/control', `control.${method}`, params);

interface TxJson {
  id: string;
  unsignedTx: Record<string, unknown>;
}

/** Txs of the accepted blocks, newest first, until `match` finds one (more blocks are made meanwhile). */
async function findTx(match: (tx: TxJson) => boolean): Promise<TxJson> {
  for (let round = 0; round < 3; round++) {
    const top = Number((await platform<{ height: string }>('getHeight')).height);
    for (let at = top; at > 0; at--) {
      const { block } = await platform<{ block: { txs?: TxJson[]; tx?: TxJson } }>('getBlockByHeight', { height: at, encoding: 'json' });
      const found = [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])].find(match);
      if (found) return found;
    }
    await control('produceBlocks', { count: 10 });
  }
  throw new Error('no matching tx on the reference-dialect devnet');
}

/** A Primary Network validator as getCurrentValidators gives it; an auto-renewed one has a next period. */
interface CurrentValidator {
  txID: string;
  nodeID: string;
  endTime: string;
  nextPeriod?: string;
}

/**
 * The reward tx of the auto-renewed cycle that ends first: the chain is moved to that end and a
 * block past it, so the proposal and its option are in.
 */
async function settledCycle(): Promise<string> {
  const { validators } = await platform<{ validators: CurrentValidator[] }>('getCurrentValidators');
  const first = validators.filter((validator) => validator.nextPeriod !== undefined).sort((a, b) => Number(a.endTime) - Number(b.endTime))[0];
  if (!first) throw new Error('no auto-renewed validator on the reference-dialect devnet');
  const { timestamp } = await platform<{ timestamp: string }>('getTimestamp');
  const left = Number(first.endTime) - Math.floor(Date.parse(timestamp) / 1000);
  if (left > 0) await control('advanceTime', { seconds: left });
  await control('produceBlocks', { count: 1 });
  return autoRenewedRewardTxId(first.txID, BigInt(first.endTime));
}

/** What the routes show: IDs of one entity of each kind, found on the node. */
async function entities() {
  const rewardTx = await settledCycle();
  const top = Number((await platform<{ height: string }>('getHeight')).height);
  const { validators } = await platform<{ validators: CurrentValidator[] }>('getCurrentValidators');
  // The validator whose validation ends last: it stays current whatever time the other specs advanced.
  const lasting = validators.reduce((last, validator) => (BigInt(validator.endTime) > BigInt(last.endTime) ? validator : last));
  const autoRenewed = validators.find((validator) => validator.nextPeriod !== undefined);
  if (!autoRenewed) throw new Error('no auto-renewed validator left on the reference-dialect devnet');
  const { blockchains } = await platform<{ blockchains: Array<{ id: string; subnetID: string; vmID: string }> }>('getBlockchains');
  const subnetEvm = blockchains.find((chain) => chain.vmID === SUBNET_EVM_VM_ID)!;
  const { subnets } = await platform<{ subnets: Array<{ id: string }> }>('getSubnets');
  let validationId: string | undefined;
  for (const subnet of subnets) {
    const { validators: onSubnet } = await platform<{ validators: Array<{ validationID?: string }> }>('getCurrentValidators', { subnetID: subnet.id });
    validationId ??= onSubnet.find((validator) => validator.validationID)?.validationID;
  }
  const pTx = await findTx((tx) => Array.isArray(tx.unsignedTx.outputs) && (tx.unsignedTx.outputs as unknown[]).length > 0);
  const atomicImport = await findTx((tx) => Array.isArray(tx.unsignedTx.importedInputs) && (tx.unsignedTx.importedInputs as unknown[]).length > 0);
  const atomicTxId = (atomicImport.unsignedTx.importedInputs as Array<{ txID: string }>)[0]!.txID;
  const evmBlock = await evm<{ number: string; transactions: string[] }>('eth_getBlockByNumber', ['latest', false]);
  let evmTx = evmBlock.transactions[0];
  for (let number = Number(evmBlock.number); !evmTx && number > 0; number--) {
    evmTx = (await evm<{ transactions: string[] }>('eth_getBlockByNumber', [`0x${number.toString(16)}`, false])).transactions[0];
  }
  const { block: blockHex } = await platform<{ block: string }>('getBlockByHeight', { height: top - 1, encoding: 'hex' });
  return { top, nodeId: lasting.nodeID, autoRenewedNodeId: autoRenewed.nodeID, rewardTx, subnetEvm, validationId: validationId!, pTx: pTx.id, atomicTxId, evmTx: evmTx!, blockHex };
}

type Shows = (page: Page) => Locator;
type Ids = Awaited<ReturnType<typeof entities>>;

/** Each main route, how to open it with the entities found, and what on it proves its data arrived. */
const ROUTES: Array<{ route: string; path: (ids: Ids) => string; shows: Shows }> = [
  { route: '/local', path: () => '/local', shows: (page) => page.getByRole('region', { name: 'P-Chain' }).getByRole('link') },
  { route: '/local/blocks', path: () => '/local/blocks', shows: (page) => page.getByRole('table').getByRole('row').nth(1).getByRole('link').first() },
  { route: '/local/blocks/:height', path: (ids) => `/local/blocks/${ids.top - 1}`, shows: (page) => page.getByRole('region', { name: 'Overview' }).getByText(/Parent/) },
  { route: '/local/tx/:pTx', path: (ids) => `/local/tx/${ids.pTx}`, shows: (page) => page.getByRole('region', { name: 'Overview' }).getByText('Committed') },
  { route: '/local/validators', path: () => '/local/validators', shows: (page) => page.getByRole('table', { name: 'Validators' }).getByRole('row').nth(1) },
  { route: '/local/validators/:nodeId', path: (ids) => `/local/validators/${ids.nodeId}`, shows: (page) => page.getByRole('region', { name: 'Stake and rewards' }) },
  { route: '/local/validators/:autoRenewed', path: (ids) => `/local/validators/${ids.autoRenewedNodeId}`, shows: (page) => definitionOf(page.getByRole('region', { name: 'Auto-renewal' }), 'At the end of this cycle') },
  { route: '/local/tx/:rewardAutoRenewed', path: (ids) => `/local/tx/${ids.rewardTx}`, shows: (page) => page.getByRole('region', { name: 'Reward' }).getByText(/^(commit|abort): /) },
  { route: '/local/subnets', path: () => '/local/subnets', shows: (page) => page.getByRole('table', { name: 'Subnets' }).getByRole('row').nth(1) },
  { route: '/local/subnets/:subnet', path: (ids) => `/local/subnets/${ids.subnetEvm.subnetID}`, shows: (page) => page.getByRole('region', { name: 'Validators and stake' }).getByRole('definition').first() },
  { route: '/local/l1-validators/:validationId', path: (ids) => `/local/l1-validators/${ids.validationId}`, shows: (page) => page.getByRole('region', { name: 'Runway' }) },
  { route: '/local/fees', path: () => '/local/fees', shows: (page) => page.getByRole('region', { name: 'P-Chain dynamic fee' }).getByRole('definition').first() },
  { route: '/local/chains', path: () => '/local/chains', shows: (page) => page.getByRole('link', { name: 'C-Chain' }).first() },
  { route: '/local/chains/:chain/config', path: (ids) => `/local/chains/${ids.subnetEvm.id}/config`, shows: (page) => page.getByRole('region', { name: 'Chain' }).getByRole('definition').first() },
  { route: '/local/chains/:chain/rules', path: (ids) => `/local/chains/${ids.subnetEvm.id}/rules`, shows: (page) => page.getByRole('table', { name: /EVM rules/ }) },
  { route: '/local/chains/:chain/fees', path: (ids) => `/local/chains/${ids.subnetEvm.id}/fees`, shows: (page) => page.getByRole('table', { name: 'Fee config', exact: true }) },
  { route: '/local/chains/:chain/validators', path: (ids) => `/local/chains/${ids.subnetEvm.id}/validators`, shows: (page) => page.getByRole('table', { name: /validators, as this node sees them/ }) },
  { route: '/local/chains/C/blocks', path: () => '/local/chains/C/blocks', shows: (page) => page.getByRole('table', { name: /^Blocks \d+ to \d+$/ }) },
  { route: '/local/chains/C/tx/:evmTx', path: (ids) => `/local/chains/C/tx/${ids.evmTx}`, shows: (page) => definitionOf(page.locator('main'), 'Status') },
  { route: '/local/chains/C/address/:address', path: () => `/local/chains/C/address/${EWOQ_EVM_ADDRESS}`, shows: (page) => definitionOf(page.locator('main'), 'Kind') },
  { route: '/local/address/:address', path: () => `/local/address/${EWOQ_P_ADDRESS}`, shows: (page) => page.getByRole('table', { name: 'Atomic UTXOs' }) },
  { route: '/local/atomic-tx/:atomicTxId', path: (ids) => `/local/atomic-tx/${ids.atomicTxId}`, shows: (page) => page.getByRole('region', { name: 'Overview' }).getByText('Accepted') },
  { route: '/local/node', path: () => '/local/node', shows: (page) => page.getByRole('table', { name: 'What the node speaks' }) },
];

/** No section failed; nothing but what a reference node lacks is said to be missing. */
async function expectNothingFailed(page: Page) {
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByText(/^This node does not offer (?!the key store|the admin API)/)).toHaveCount(0);
}

test.describe('every main route against a node of the reference dialect, in one session', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let ids: Ids;
  let failures: string[];

  test.beforeAll(async ({ browser }) => {
    // A still chain: the devnet's activity removes L1 validators and ends validations as it goes.
    await control('pauseClock');
    ids = await entities();
    page = await browser.newPage({ baseURL: NODE });
    failures = failuresOn(page);
  });

  test.afterAll(async () => {
    await page.close();
    await control('resumeClock');
  });

  for (const { route, path, shows } of ROUTES) {
    test(`default: ${route} shows its data with the local preset`, async () => {
      await page.goto(path(ids));
      await expect(shows(page).first()).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectNothingFailed(page);
    });
  }

  test('default: nothing failed but the admin API question, and the node page says what differs from the preset', async () => {
    // Nothing failed but the node page's one question for the admin API, which a reference node
    // answers with 404 (awaited: the page shows what the node speaks before that answer is in).
    await expect.poll(() => failures.filter((line) => line.startsWith('HTTP 404'))).toHaveLength(1);
    expect(failures.filter((line) => !line.includes('/ext/bc/C/admin'))).toEqual([]);
    // The last route is the node page: what the node speaks, beside the preset's guesses.
    const speaks = page.getByRole('table', { name: 'What the node speaks' });
    await expect(speaks.getByRole('row', { name: /^C-Chain native group avax native differs/ })).toBeVisible();
    await expect(speaks.getByRole('row', { name: /^Rules key avalancheRules chainRules differs/ })).toBeVisible();
    await expect(speaks.getByRole('row', { name: /^getValidatorsAt shape bare/ })).toBeVisible();
    await expect(speaks.getByRole('row', { name: /^Key store not offered/ })).toBeVisible();
    await expect(speaks.getByRole('row', { name: /^Key store not offered — The key store is off$/ })).toBeVisible();
    const endpoints = page.getByRole('table', { name: 'Endpoints of the node' });
    await expect(endpoints.getByRole('row', { name: /Chain-native group \(avax\)/ })).toContainText('available');
    await expect(endpoints.getByRole('row', { name: /^Admin / })).toContainText('The admin API is off');
    // The node's own schedule (no preset named): Helicon active from genesis, as on the dashboard.
    const upgrades = page.getByRole('region', { name: 'Upgrades' });
    await expect(upgrades.getByRole('row', { name: /^Helicon / })).toContainText('active');
    await expect(upgrades.getByText(/did not give its schedule/)).toHaveCount(0);
    await page.goto('/local');
    const glance = page.getByRole('region', { name: 'Network upgrades' });
    await expect(definitionOf(glance, 'Next')).toHaveText('none scheduled');
    await expect(definitionOf(glance, 'Active')).toHaveText('Durango, Etna, Fortuna, Granite, Helicon');
    await expectNothingFailed(page);
  });
});

test.describe('against a node of the reference dialect', () => {
  test('behavior: a C-Chain atomic export is decoded and issued from the broadcast page, to avax.issueTx', async ({ page }) => {
    await control('pauseClock');
    try {
      const from = evmAddressOfPrivateKey(EWOQ_KEY);
      const nonce = BigInt(await evm<string>('eth_getTransactionCount', [EWOQ_EVM_ADDRESS, 'pending']));
      const balance = BigInt(await evm<string>('eth_getBalance', [EWOQ_EVM_ADDRESS, 'pending'])) / WEI_PER_NANO_AVAX;
      expect(balance).toBeGreaterThan(EXPORTED + ATOMIC_TX_FEE);
      const signed = signAtomicTx(
        {
          kind: 'export',
          networkId: 12345n,
          blockchainId: C_CHAIN_ID_BYTES,
          destinationChain: P_CHAIN_ID_BYTES,
          ins: [{ address: from, amount: EXPORTED + ATOMIC_TX_FEE, assetId: AVAX_ASSET_ID_BYTES, nonce }],
          exportedOutputs: [
            { assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: EXPORTED, locktime: 0n, threshold: 1n, addresses: [parseAddress(EWOQ_P_ADDRESS).bytes] } },
          ],
        },
        (unsignedBytes) => [[signMessage(EWOQ_KEY, unsignedBytes)]],
      );
      await page.goto('/local/tools/broadcast');
      await page.getByLabel('Signed transaction (hex)').fill(toHexWithChecksum(signed.bytes));
      await expect(page.getByRole('region', { name: 'Overview' }).getByText('Export from the C-Chain')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Issue' }).getByText('avax.issueTx')).toBeVisible();
      await page.getByRole('button', { name: 'Issue to the C-Chain' }).click();
      await control('produceBlocks', { count: 1 });
      await expect(page.getByRole('region', { name: 'Status' }).getByText('Accepted', { exact: true })).toBeVisible();
      await expect(idLink(page.getByRole('region', { name: 'Status' }), signed.id).first()).toBeVisible();
      await expectNothingFailed(page);

      await page.goto('/local/tools/decode');
      await page.getByLabel(/hex/i).first().fill(toHexWithChecksum(signed.bytes));
      await expect(page.getByRole('status').filter({ hasText: 'Decoded as a C-Chain atomic transaction' })).toBeVisible();
    } finally {
      await control('resumeClock');
    }
  });
});
