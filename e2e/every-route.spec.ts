import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { getContractAddress } from 'viem';
import { englishWordsIn, LOCALES, translated, type Lang } from './catalogs';
import { findAtomicTxId, findTx, firstOutputAddress, lastingValidatorNodeId, platform, rpc } from './fixtures';
import { failuresOn } from './failures';
import { untilLoaded, untilShown } from './page-load';
import { activeL1Validator } from './validators-fixtures';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** The rules whose outcome depends on the colours alone: all that can differ between the themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe-core findings on the page as it is now: the WCAG 2.x A and AA rules, or
 * only `rules` when given.
 */
async function violations(page: Page, rules?: string[]): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
  const found = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: only });
    return result.violations;
  }, runOnly);
  return found
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** The page opened in the light theme, checked whole; then switched to the dark one (as the system setting changes) and its colours checked again. */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Colours that ease from one theme to the other are read once they are there.
  // (A transition cut short by another ends with a rejection: the colour it was easing to is then set.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  expect(await violations(page, COLOUR_RULES)).toEqual([]);
}

/** The devnet token: the test key's first contract on every EVM chain. */
const DEVNET_TOKEN = getContractAddress({ from: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', nonce: 0n });

/** A subnet-EVM chain whose chain config turns on the fee manager (and so has permissions to show). */
async function precompileChainId(): Promise<string> {
  const { blockchains } = await platform<{ blockchains: Array<{ id: string; vmID: string }> }>('getBlockchains');
  for (const chain of blockchains.filter((entry) => entry.vmID === 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy')) {
    const config = await rpc<{ feeManagerConfig?: unknown }>(`/ext/bc/${chain.id}/rpc`, 'eth_getChainConfig', []);
    if (config.feeManagerConfig) return chain.id;
  }
  throw new Error('no subnet-EVM chain has the fee manager on this devnet');
}

/** Real entities of the devnet for the routes, found once per worker. */
async function findEntities() {
  const tx = await findTx((candidate) => Array.isArray(candidate.unsignedTx.outputs) && candidate.unsignedTx.outputs.length > 0);
  const { subnetID, validationID } = await activeL1Validator();
  const { blockchains } = await platform<{ blockchains: Array<{ id: string; subnetID: string }> }>('getBlockchains');
  const subnetChain = blockchains.find((chain) => chain.subnetID === subnetID) ?? blockchains[0]!;
  const { height } = await platform<{ height: string }>('getHeight');
  const { validators } = await platform<{ validators: Array<{ nodeID: string; nextPeriod?: string }> }>('getCurrentValidators');
  const firstEvmBlock = await rpc<{ transactions: string[] }>('/ext/bc/C/rpc', 'eth_getBlockByNumber', ['0x1', false]);
  return {
    height,
    tx: tx.id,
    address: firstOutputAddress(tx),
    subnetID,
    validationID,
    subnetChain: subnetChain.id,
    evmTx: firstEvmBlock.transactions[0],
    nodeID: await lastingValidatorNodeId(),
    autoRenewedNodeID: validators.find((validator) => validator.nextPeriod !== undefined)?.nodeID,
    atomicTx: await findAtomicTxId(),
    precompileChain: await precompileChainId(),
  };
}
type Entities = Awaited<ReturnType<typeof findEntities>>;
let entities: Promise<Entities> | undefined;

/** Every route of the explorer: its name, and its path with real entities of the devnet. */
const ROUTES: Array<[route: string, path: (ids: Entities) => string]> = [
  ['/local', () => '/local'],
  ['/local/blocks', () => '/local/blocks'],
  ['/local/blocks/:height', (ids) => `/local/blocks/${ids.height}`],
  ['/local/tx/:tx', (ids) => `/local/tx/${ids.tx}`],
  ['/local/validators', () => '/local/validators'],
  ['/local/validators/uptime', () => '/local/validators/uptime'],
  ['/local/validators/:nodeID', (ids) => `/local/validators/${ids.nodeID}`],
  ['/local/validators/:autoRenewedNodeID', (ids) => `/local/validators/${ids.autoRenewedNodeID ?? ids.nodeID}`],
  ['/local/l1-validators/:validationID', (ids) => `/local/l1-validators/${ids.validationID}`],
  ['/local/subnets', () => '/local/subnets'],
  ['/local/chains', () => '/local/chains'],
  ['/local/subnets/:subnetID', (ids) => `/local/subnets/${ids.subnetID}`],
  ['/local/blockchains/:chain', (ids) => `/local/blockchains/${ids.subnetChain}`],
  ['/local/chains/C/config', () => '/local/chains/C/config'],
  ['/local/chains/C/rules', () => '/local/chains/C/rules'],
  ['/local/chains/:chain/fees', (ids) => `/local/chains/${ids.subnetChain}/fees`],
  ['/local/chains/:chain/validators', (ids) => `/local/chains/${ids.subnetChain}/validators`],
  ['/local/fees', () => '/local/fees'],
  ['/local/address/:address', (ids) => `/local/address/${ids.address}`],
  ['/local/atomic-tx/:atomicTx', (ids) => `/local/atomic-tx/${ids.atomicTx}`],
  ['/local/chains/C', () => '/local/chains/C'],
  ['/local/chains/C/blocks', () => '/local/chains/C/blocks'],
  ['/local/chains/C/blocks/1', () => '/local/chains/C/blocks/1'],
  ['/local/chains/C/tx/:evmTx', (ids) => `/local/chains/C/tx/${ids.evmTx}`],
  ['/local/chains/C/address/0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', () => '/local/chains/C/address/0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC'],
  ['/local/chains/C/address/:token?tab=read', () => `/local/chains/C/address/${DEVNET_TOKEN}?tab=read`],
  ['/local/chains/C/address/:token?tab=write', () => `/local/chains/C/address/${DEVNET_TOKEN}?tab=write`],
  ['/local/chains/C/token/:token', () => `/local/chains/C/token/${DEVNET_TOKEN}`],
  ['/local/chains/:chain/permissions', (ids) => `/local/chains/${ids.precompileChain}/permissions`],
  ['/local/tools/broadcast', () => '/local/tools/broadcast'],
  ['/local/tools/decode', () => '/local/tools/decode'],
  ['/local/tools/rewards?node=:nodeID', (ids) => `/local/tools/rewards?stake=25&kind=delegator&node=${ids.nodeID}`],
  ['/local/node', () => '/local/node'],
  ['/local/watchlist', () => '/local/watchlist'],
  ['/local/no/such/page', () => '/local/no/such/page'],
];

test.describe('every route: accessible and quiet', () => {
  // One test a route, so the two workers share them.
  test.describe.configure({ mode: 'parallel' });

  for (const [route, path] of ROUTES) {
    test(`default: ${route}, opened cold, has no serious or critical axe finding in the light theme and the dark, and logs no console error or failed request`, async ({ page }) => {
      entities ??= findEntities();
      const seen = failuresOn(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path(await entities));
      // Let sections finish loading so their final content is what is checked.
      await untilLoaded(page);
      await expectAccessibleInBothThemes(page);
      expect(seen).toEqual([]);
    });
  }

  test('behavior: the keyboard shortcuts dialog has no serious or critical axe finding, in the light theme and the dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/local/blocks');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocks' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});

/** The width of a phone: a page in any language fits it without scrolling sideways. */
const PHONE = { width: 390, height: 2400 };

/** What of `page`, shown in `lang`, is not as a reader of `lang` should find it. */
async function notInLanguage(page: Page, lang: Lang): Promise<string[]> {
  // The page's visible text but what it quotes: code (JSON, ABI signatures, field names, paths),
  // text shown in English in every language (marked `lang="en"`), and its own address (the
  // not-found page shows it).
  const text = await page.getByRole('main').evaluate((main, path) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility() && !parent.closest('[lang="en"], pre, code')) parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replaceAll(path, ' ');
  }, new URL(page.url()).pathname);
  const english = [...new Set(englishWordsIn(text, lang))];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return [...(english.length > 0 ? [`${lang}: English words ${english.join(', ')}`] : []), ...(overflow > 0 ? [`${lang}: ${overflow} px wider than the screen`] : [])];
}

test.describe('every route in every language', () => {
  test.describe.configure({ mode: 'parallel' });

  // Each route is opened cold by a browser reading one language (each language in turn), checked
  // with axe in it, then switched to each other language in the header, as a reader would.
  for (const [position, [route, path]] of ROUTES.entries()) {
    const opened = LOCALES[position % LOCALES.length]!;
    test(`languages: ${route}, opened by a browser reading ${opened.browser} and switched to each other language, shows no English of the explorer's own and fits a phone's width; in ${opened.lang} it has no serious or critical axe finding`, async ({ browser }) => {
      entities ??= findEntities();
      const ids = await entities;
      const context = await browser.newContext({ locale: opened.browser, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(path(ids));
      await untilShown(page);
      const found = [...(await notInLanguage(page, opened.lang)), ...(await violations(page)).map((finding) => `${opened.lang}: ${finding}`)];
      let shown: Lang = opened.lang;
      for (const { lang } of LOCALES.filter((locale) => locale !== opened)) {
        // Looked for in the header only: a role is resolved over the subtree, and a page of many forms is large.
        await page.getByRole('banner').getByRole('combobox', { name: translated('Language', shown) }).selectOption(lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await untilShown(page);
        found.push(...(await notInLanguage(page, lang)));
        shown = lang;
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
