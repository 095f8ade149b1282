import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { blockAt, height, lastingValidatorNodeId, NODE_URL, platform } from './fixtures';
import { allowServerStart } from './server-start';
import { buildUnderSubPath, SECURITY_HEADERS, serveStatic, stopStatic, SUB_PATH, writeNetworks } from './sub-path-server';

const TITLE = 'Acme L1 Explorer';
const CHAIN_LABEL = 'Acme EVM';
const SUBNET_EVM_VM_ID = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';

/** An L1 operator's networks.json: one network, on the run's devnet, its own title, its EVM chain as the chain link. */
const oneNetwork = (chainId: string) => ({
  title: TITLE,
  defaultChain: { id: chainId, name: CHAIN_LABEL },
  networks: [{ id: 'local', name: 'Acme L1', baseUrl: NODE_URL, networkId: 12345, hrp: 'local', tokenSymbol: 'NATIVE', evmChainId: 43112 }],
});

let outDir: string;
let server: Server;
let origin: string;
/** An L1's EVM chain of the devnet, the deployment's default chain. */
let l1Chain: { id: string; name: string };

test.beforeAll(async () => {
  // A whole build, as a static host is set up.
  allowServerStart();
  const { blockchains } = await platform<{ blockchains: { id: string; name: string; vmID: string }[] }>('getBlockchains');
  const chain = blockchains.find((entry) => entry.vmID === SUBNET_EVM_VM_ID);
  if (!chain) throw new Error('the devnet has no subnet-EVM chain');
  l1Chain = chain;
  outDir = await buildUnderSubPath();
  await writeNetworks(outDir, oneNetwork(l1Chain.id));
  ({ server, origin } = await serveStatic(outDir));
});

test.afterAll(async () => {
  await stopStatic(server, outDir);
});

/** The console's errors and the page's uncaught exceptions. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's links to this origin that leave the sub-path. */
async function linksOutsideSubPath(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href) => href.startsWith(origin) && !new URL(href).pathname.startsWith(SUB_PATH));
}

/** What the main pages open: entities of the run's devnet, found once per worker. */
async function findEntities() {
  const at = (await height()) - 1;
  return { at, blockId: (await blockAt(at)).id, nodeId: await lastingValidatorNodeId() };
}
type Entities = Awaited<ReturnType<typeof findEntities>>;
let entities: Promise<Entities> | undefined;

/** Each main page: a name, its path under the sub-path, and its heading. */
const PAGES: Array<[route: string, path: (ids: Entities) => string, heading: string | RegExp | ((ids: Entities) => string)]> = [
  ['local', () => 'local', 'Acme L1'],
  ['local/blocks', () => 'local/blocks', 'Blocks'],
  ['local/blocks/:height', (ids) => `local/blocks/${ids.at}`, (ids) => `Block ${ids.at}`],
  ['local/blocks/:id', (ids) => `local/blocks/${ids.blockId}`, /^Block /],
  ['local/validators', () => 'local/validators', 'Primary Network validators'],
  ['local/validators/:nodeID', (ids) => `local/validators/${ids.nodeId}`, /^Validator/],
  ['local/subnets', () => 'local/subnets', 'Subnets'],
  ['local/fees', () => 'local/fees', 'Fees'],
  ['local/chains', () => 'local/chains', 'All chains'],
  ['local/chains/C/config', () => 'local/chains/C/config', 'C-Chain'],
  ['local/node', () => 'local/node', 'Node'],
];

test.describe(`served under ${SUB_PATH} by a static host, one network`, () => {
  test('default: / opens the network, with the deployment title and no network switcher', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(`${origin}${SUB_PATH}`);
    await expect(page).toHaveURL(`${origin}${SUB_PATH}local`);
    await expect(page.getByRole('heading', { level: 1, name: 'Acme L1' })).toBeVisible();
    await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`· ${TITLE}$`));
    await expect(page.getByRole('combobox', { name: /^Network/ })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: CHAIN_LABEL }).click();
    await expect(page).toHaveURL(`${origin}${SUB_PATH}local/chains/${l1Chain.id}`);
    await expect(page.getByRole('heading', { level: 1, name: l1Chain.name })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [route, path, heading] of PAGES) {
    test(`default: ${route} opens directly and keeps its links under the sub-path`, async ({ page }) => {
      entities ??= findEntities();
      const ids = await entities;
      const errors = errorsOf(page);
      await page.goto(`${origin}${SUB_PATH}${path(ids)}`);
      await expect(page.getByRole('heading', { level: 1, name: typeof heading === 'function' ? heading(ids) : heading })).toBeVisible();
      await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: /^Network/ })).toHaveCount(0);
      expect(await linksOutsideSubPath(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('behavior: the section links navigate within the sub-path', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(`${origin}${SUB_PATH}local`);
    for (const [label, path] of [
      ['Blocks', 'local/blocks'],
      ['Validators', 'local/validators'],
      ['Subnets', 'local/subnets'],
      ['Fees', 'local/fees'],
      ['Node', 'local/node'],
      ['Dashboard', 'local'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${origin}${SUB_PATH}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('default: docs/deploy.md gives the headers this host sends', async () => {
    const doc = await readFile('docs/deploy.md', 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(doc).toContain(`${name}: ${value}`);
  });
});
