import { expect, test } from '@playwright/test';
import { control, findTx, height, platform } from './fixtures';
import { callsWhileLoading } from './page-load';
import { itemAt } from '../src/lib/lists';

const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';

/** What the main routes open: entities of the devnet, found once per worker with its clock paused. */
async function findEntities() {
  const head = await height();
  const { validators } = await platform<{ validators: { nodeID: string }[] }>('getCurrentValidators', { subnetID: PRIMARY_NETWORK });
  const { subnets } = await platform<{ subnets: { id: string }[] }>('getSubnets');
  return { head, txId: (await findTx(() => true)).id, nodeID: itemAt(validators, 0).nodeID, subnet: subnets.find((candidate) => candidate.id !== PRIMARY_NETWORK)!.id };
}
type Entities = Awaited<ReturnType<typeof findEntities>>;
let entities: Promise<Entities> | undefined;

/** The main routes: a name, and the path with entities of the devnet. */
const ROUTES: Array<[route: string, path: (ids: Entities) => string]> = [
  ['/local', () => '/local'],
  ['/local/blocks', () => '/local/blocks'],
  ['/local/blocks/:height', (ids) => `/local/blocks/${ids.head - 1}`],
  ['/local/tx/:tx', (ids) => `/local/tx/${ids.txId}`],
  ['/local/validators', () => '/local/validators'],
  ['/local/validators/:nodeID', (ids) => `/local/validators/${ids.nodeID}`],
  ['/local/subnets', () => '/local/subnets'],
  ['/local/subnets/:subnet', (ids) => `/local/subnets/${ids.subnet}`],
  ['/local/fees', () => '/local/fees'],
  ['/local/chains/C', () => '/local/chains/C'],
];

test.describe('prefetch', () => {
  test('default: prefetch observed, the page’s first call starts before its code has loaded', async ({ page }) => {
    await page.goto('/local');
    await expect(page.getByRole('table', { name: 'Latest P-Chain blocks' }).getByRole('row')).toHaveCount(11);
    let chunkRequested = false;
    let chunkLoadedAt: number | undefined;
    let callStartedAt: number | undefined;
    // The page's code is held until its first call has started: a page that waits for its code
    // before asking never gets it, and fails.
    let callStarted!: () => void;
    const called = new Promise<void>((resolve) => (callStarted = resolve));
    await page.route(/\/assets\/ValidatorsPage-[^/]+\.js$/, async (route) => {
      chunkRequested = true;
      await called;
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/ValidatorsPage-[^/]+\.js$/.test(request.url())) chunkLoadedAt ??= Date.now();
    });
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('"platform.getCurrentValidators"') && body.includes('"subnetID"')) {
        callStartedAt ??= Date.now();
        callStarted();
      }
    });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Validators' }).click();
    await expect(page.getByRole('heading', { name: 'Primary Network validators' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filter validators' })).toBeVisible();
    expect(chunkRequested).toBe(true);
    expect(callStartedAt).toBeDefined();
    expect(chunkLoadedAt).toBeDefined();
    expect(callStartedAt!).toBeLessThan(chunkLoadedAt!);
  });

  test.describe('no duplicate calls', () => {
    // A still chain: a call asked again would be a duplicate, not a refresh after a new block.
    test.beforeEach(async () => {
      await control('pauseClock');
    });
    test.afterEach(async () => {
      await control('resumeClock');
    });

    for (const [route, path] of ROUTES) {
      test(`behavior: ${route} asks each call once while it loads`, async ({ page }) => {
        entities ??= findEntities();
        const { calls, repeated } = await callsWhileLoading(page, path(await entities));
        // The chain head is polled on purpose; everything else is asked once.
        expect(repeated, `repeated calls while loading ${route}`).toEqual([]);
        expect(calls.length, `calls while loading ${route}`).toBeGreaterThan(0);
      });
    }
  });
});
