import { expect, type Page, type Request } from '@playwright/test';

/** The two head polls; every other call a page makes while loading should be made once. */
const POLLS = new Set(['platform.getHeight', 'eth_blockNumber']);
/** How long the network must stay quiet, after the page's first call, for its load to be over. */
const QUIET_MS = 700;
const POLL_MS = 50;

export interface CallsWhileLoading {
  /** Every JSON-RPC call besides the head polls, as `path method params`, in the order sent. */
  calls: string[];
  /** The calls that repeat an earlier one. */
  repeated: string[];
}

function rpcCalls(request: Request): { method: string; key: string }[] {
  const path = new URL(request.url()).pathname;
  const body = request.postData();
  if (!path.startsWith('/ext/') || !body) return [];
  return ([] as { method: string; params: unknown }[])
    .concat(JSON.parse(body))
    .map((call) => ({ method: call.method, key: `${path} ${call.method} ${JSON.stringify(call.params)}` }));
}

/**
 * Opens `url` and records the RPC calls it sends until its load is over: it has sent a call and
 * then nothing has been in flight for a while. Not the browser's network-idle event: the app asks
 * for nothing before its first frame is drawn, and on a busy machine that frame can come later
 * than the idle window, which would end the record before the first call.
 */
export async function callsWhileLoading(page: Page, url: string): Promise<CallsWhileLoading> {
  const calls: string[] = [];
  let called = false;
  let inFlight = 0;
  let lastActivity = Date.now();
  const sent = (request: Request) => {
    inFlight += 1;
    lastActivity = Date.now();
    for (const call of rpcCalls(request)) {
      called = true;
      if (!POLLS.has(call.method)) calls.push(call.key);
    }
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    await expect(() => {
      expect(called, `${url} sent no RPC call`).toBe(true);
      expect(inFlight, `${url} has requests in flight`).toBe(0);
      expect(Date.now() - lastActivity).toBeGreaterThanOrEqual(QUIET_MS);
    }).toPass({ intervals: [POLL_MS] });
  } finally {
    page.off('request', sent);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return { calls, repeated: calls.filter((call, index) => calls.indexOf(call) !== index) };
}

/**
 * Waits until the page just opened shows its content: its title, then no part still loading (a
 * stand-in is marked `aria-busy`). Chromium's network-idle event alone can come before a lazily
 * loaded page has even asked for its code, as the app asks for nothing before its first frame.
 */
export async function untilLoaded(page: Page): Promise<void> {
  await untilShown(page);
  await page.waitForLoadState('networkidle');
}

/** Waits until the page just opened shows its title and no part still loading: its text is all there. */
export async function untilShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
