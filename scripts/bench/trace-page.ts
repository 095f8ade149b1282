import { encodeFunctionData } from 'viem';
import { ROUTER_ABI } from '../../devnet/evm/contracts/devnet-contracts';
import { deployTraceContracts } from '../../devnet/testing/trace-contracts';
import { paths } from '../../src/lib/paths';
import { launch, scriptMs } from './browser';
import { figure, type Row } from './report';

const COLD_RUNS = 3;
/** The router's own call and 499 reads of the vault: a 500-call trace. */
const INNER_CALLS = 499n;
const VAULT_LIMIT = 10n ** 18n;
const FIRST_PAGE = 100;
const TREE_TIMEOUT_MS = 30_000;
/** Long enough for the next page of calls to be drawn inside the measured window. */
const SETTLE_MS = 300;

declare global {
  interface Window {
    callTreeAt?: number;
  }
}

/**
 * The EVM tx page of a transaction whose trace holds 500 calls, on a devnet with the debug API:
 * from navigation start to the call tree's first page of rows in the DOM (a cold browser each run,
 * taken inside the page), then the scripting time of drawing the next page.
 */
export async function tracePage(base: string, net: string): Promise<Row[]> {
  const { call } = await deployTraceContracts(base, VAULT_LIMIT);
  const receipt = await call(encodeFunctionData({ abi: ROUTER_ABI, functionName: 'fan', args: [INNER_CALLS] }));
  const url = `${base}${paths.evmTx(net, 'C', receipt.transactionHash)}`;
  const cold: number[] = [];
  let more = Number.NaN;
  for (let run = 0; run < COLD_RUNS; run++) {
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.addInitScript((rows: number) => {
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('ol[aria-label="Call tree"] > li').length < rows) return;
          window.callTreeAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      }, FIRST_PAGE);
      await page.goto(url);
      await page.getByRole('list', { name: 'Call tree' }).getByRole('listitem').nth(FIRST_PAGE - 1).waitFor({ timeout: TREE_TIMEOUT_MS });
      cold.push(await page.evaluate(() => window.callTreeAt ?? Number.NaN));
      if (run === COLD_RUNS - 1) {
        const button = await page.getByRole('button', { name: /^Show 100 more calls/ }).elementHandle();
        if (!button) throw new Error('no "Show 100 more calls" button on the tx page');
        more = await scriptMs(page, async () => {
          await button.evaluate((element: HTMLElement) => element.click());
          await page.waitForTimeout(SETTLE_MS);
        });
      }
    } finally {
      await browser.close();
    }
  }
  return [
    figure('tx page with a 500-call trace: time to render', cold, { unit: 'ms', note: 'navigation start to the first 100 calls in the DOM, cold browser' }),
    figure('tx page with a 500-call trace: next 100 calls, scripting', [more], { unit: 'ms', digits: 1 }),
  ];
}
