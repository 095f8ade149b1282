import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';

/** Chromium's locale for each shipped language but English, and the `<html lang>` it gives. */
const LOCALES = [
  { browser: 'zh-CN', lang: 'zh-Hans' },
  { browser: 'ko-KR', lang: 'ko' },
  { browser: 'ja-JP', lang: 'ja' },
  { browser: 'es-ES', lang: 'es' },
] as const;
type Lang = (typeof LOCALES)[number]['lang'];

/** The folders converted so far: their catalogs hold every message of the parts checked here. */
const CONVERTED = ['src/app', 'src/components/dashboard', 'src/components/search', 'src/components/shortcuts', 'src/components/status', 'src/components/ui', 'src/routes/dashboard', 'src/components/watchlist', 'src/routes/watchlist', 'src/components/address', 'src/routes/address', 'src/components/fees', 'src/routes/fees', 'src/components/charts', 'src/components/node', 'src/routes/node'];

/** A catalog's source texts and translations (one-line `msgid`/`msgstr` pairs, as Lingui writes them). */
function readCatalog(folder: string, lang: string): Map<string, string> {
  const text = readFileSync(`${folder}/locales/${lang}.po`, 'utf8');
  const entries = [...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((match) => [match[1] ?? '', match[2] ?? ''] as const);
  return new Map(entries);
}

/** The text a converted part shows in `lang` for the English `source`. */
function translated(source: string, lang: Lang): string {
  for (const folder of CONVERTED) {
    const translation = readCatalog(folder, lang).get(source);
    if (translation) return translation;
  }
  throw new Error(`no ${lang} translation of "${source}"`);
}

/** Every English word of the converted parts' messages: a page in another language shows none of them. */
const ENGLISH_WORDS = new Set(
  CONVERTED.flatMap((folder) => [...readCatalog(folder, 'en').keys()])
    .join(' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .toLowerCase()
    .match(/[a-z][a-z’']{2,}/g),
);
/**
 * Names the node or the network define (the chain names, the devnet's name, units such as
 * "nAVAX/gas"), each language's own name in the switcher, and the words a community keeps in
 * English: "Gas" in Chinese; "gas", "subnet", "staking" and "stake" in Spanish, and words both
 * languages spell alike.
 */
const KEPT: Record<Lang, readonly string[]> = {
  'zh-Hans': ['chain', 'api', 'gas', 'proposer', 'local', 'devnet', 'english', 'español'],
  ko: ['chain', 'api', 'gas', 'proposer', 'local', 'devnet', 'english', 'español'],
  ja: ['chain', 'api', 'gas', 'proposer', 'local', 'devnet', 'english', 'español'],
  es: ['chain', 'api', 'gas', 'proposer', 'local', 'devnet', 'english', 'español', 'subnet', 'subnets', 'staking', 'stake', 'total', 'blockchains', 'base', 'min'],
};

/** Names the network defines that the catalogs' texts also use: the networks in the header's switcher, and the devnet's token symbol. */
const NETWORK_NAMES = ['mainnet', 'fuji', 'native'];

const PHONE_WIDTH_PX = 390;

async function openDashboard(browser: Browser, locale: string, width?: number): Promise<Page> {
  const context = await browser.newContext({ locale, ...(width ? { viewport: { width, height: 844 } } : {}) });
  const page = await context.newPage();
  await page.goto('/local');
  return page;
}

/** The English words left in the header and the dashboard's converted cards once their values are in. */
async function englishLeft(page: Page, lang: Lang): Promise<string[]> {
  const cards = ['Staking', 'Subnets and chains', 'Fees'].map((title) => page.getByRole('region', { name: translated(title, lang) }));
  const parts = [page.getByRole('banner'), page.getByRole('heading', { level: 1 }), page.getByRole('region', { name: 'P-Chain' }), ...cards];
  // The values are in: the fee card's gauges (drawn once near the viewport) have their numbers.
  await cards[2]!.scrollIntoViewIfNeeded();
  await expect(cards[2]!.getByRole('meter').first()).toBeVisible();
  const texts = await Promise.all(parts.map((part) => part.innerText()));
  // The deployment's title (networks.json) is a name its operator gives, in one language.
  const title = await page.getByRole('banner').getByRole('link').first().innerText();
  const kept = new Set([...KEPT[lang], ...NETWORK_NAMES]);
  return (texts.join(' ').replaceAll(title, ' ').toLowerCase().match(/[a-z][a-z’']{2,}/g) ?? []).filter((word) => ENGLISH_WORDS.has(word) && !kept.has(word));
}

for (const { browser: locale, lang } of LOCALES) {
  test(`${lang}: a visitor whose browser reads ${locale} gets the dashboard in ${lang}, with no English left in the converted parts`, async ({ browser }) => {
    const page = await openDashboard(browser, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('combobox', { name: translated('Language', lang) })).toHaveValue(lang);
    expect(await englishLeft(page, lang)).toEqual([]);
    await page.context().close();
  });

  test(`${lang}: at ${PHONE_WIDTH_PX} px the translated dashboard does not scroll sideways`, async ({ browser }) => {
    const page = await openDashboard(browser, locale, PHONE_WIDTH_PX);
    await expect(page.getByRole('heading', { name: translated('Latest blocks', lang) })).toBeVisible();
    const fees = page.getByRole('region', { name: translated('Fees', lang) });
    await fees.scrollIntoViewIfNeeded();
    await expect(fees.getByRole('meter').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'page wider than the screen' }).toBeLessThanOrEqual(0);
    await page.context().close();
  });
}

test('the switcher changes the language without a reload, and the choice is remembered', async ({ browser }) => {
  const page = await openDashboard(browser, 'en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await expect(page.getByRole('heading', { name: translated('Latest blocks', 'ko') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await page.reload();
  await expect(page.getByRole('combobox', { name: translated('Language', 'ko') })).toHaveValue('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.context().close();
});

test('a shared ?lang=ko link switches a fresh visitor, and later visits stay in Korean', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/local?lang=ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: translated('Latest blocks', 'ko') })).toBeVisible();
  await page.goto('/local/blocks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await context.close();
});

test('a date and an amount on the dashboard are written as the locale writes them', async ({ browser }) => {
  const page = await openDashboard(browser, 'es-ES');
  const chainTime = page.getByRole('region', { name: 'P-Chain' }).locator('time');
  // Spanish dates are day/month/year; the explorer's English form is year-month-day.
  await expect(chainTime).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} UTC/);
  const stake = page.getByRole('region', { name: translated('Staking', 'es') });
  // Thousands grouped with points, decimals after a comma.
  await expect(stake.getByText(/^\d{1,3}(\.\d{3})+(,\d+)?/).first()).toBeVisible();
  await page.context().close();
});
