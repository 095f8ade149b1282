/**
 * Performance figures against the budgets of docs/performance.md, printed as one table and
 * written to BENCHMARKS.md. Budgets are reported, not asserted: the exit code is non-zero only
 * when a measurement broke. Run with `npm run bench` after `npm run build`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../src/lib/paths';
import { callsWhileLoading } from '../e2e/page-load';
import { firstLoadJs, launch } from './bench/browser';
import { endpointLoad } from './bench/endpoint-load';
import { evmBlockChecks } from './bench/evm-checks';
import { blockProduction, evmThroughput } from './bench/evm';
import { call, destroyAgent, post, rpc, throughput, timings } from './bench/http';
import { buildBarePage } from './bench/bare-page';
import { lcpRatioRows } from './bench/lcp-ratios';
import { lighthouseRows, lighthouseUnavailable, mobileLcpRuns } from './bench/lighthouse';
import { logScanFigures } from './bench/log-scan';
import { accountHistoryFigures } from './bench/account-history';
import { machine } from './bench/machine';
import { cleanUp, residentMb, startDevnet, type Devnet } from './bench/processes';
import { failed, figure, markdownTable, notRun, summary, textTable, type Row } from './bench/report';
import { median, percentile } from './bench/stats';
import { PART_ITEMS } from '../src/rpc/answer-reading';
import { OFF_THREAD_MIN_CHARS } from '../src/rpc/transport';
import { validatorsAnswerParse } from './bench/answer-parse';
import { tracePage } from './bench/trace-page';
import { MAINNET_SET, validatorsPage, type ValidatorSetSize } from './bench/validators-page';

const DIST = process.env.DIST_DIR ?? 'dist';
const OUTPUT = 'BENCHMARKS.md';
/** `npm run bench -- --only <words>` runs only the measurements whose label holds one of the words, and writes no report. */
const ONLY = onlyWords(process.argv.slice(2));
const PORT_BASE = Number(process.env.BENCH_PORT ?? 9781);
const SMALL_PORT = PORT_BASE;
const MAINNET_PORT = PORT_BASE + 1;
const SCALE_PORT = PORT_BASE + 2;
/** The two endpoints of one network whose load is counted. */
const ENDPOINT_PORTS = { first: PORT_BASE + 3, second: PORT_BASE + 4 };
/** The devnet serving the bare page. */
const BARE_PORT = PORT_BASE + 5;
const NET = 'local';
/** The whole bench ends by itself: past this it cleans up and exits non-zero. */
const TIME_LIMIT_MS = 12 * 60_000;
const THROUGHPUT_SECONDS = 3;
const THROUGHPUT_RUNS = 3;
const STARTUP_RUNS = 3;
const LATENCY_SAMPLES = 40;
const SUSTAINED_SECONDS = 30;
const SUSTAINED_CONCURRENCY = 4;
const LIGHTHOUSE_RUNS = 3;
/** Recent P-Chain blocks searched for a tx to open. */
const TX_SEARCH_BLOCKS = 30;
const PERCENT = 100;
/** Larger validator sets (the mainnet profile grown with `--validators`), each with its own budgets. */
const SCALE_SETS: ValidatorSetSize[] = [
  // Five sort and filter runs, as at the mainnet profile: one run at 10,000 rows moves by several
  // milliseconds with whatever else the machine does, and three gave a median no steadier than one.
  { validators: 10_000, firstRowsBudgetMs: 1000, interactionBudgetMs: 16, coldRuns: 2 },
  // Three cold runs (each a new browser on the one devnet, which takes about a minute to build): one
  // run's first rows moved between 1.4 s and 4.3 s on a busy machine.
  { validators: 50_000, firstRowsBudgetMs: 2000, interactionBudgetMs: 50, coldRuns: 3, interactionRuns: 3 },
];
/** A grown devnet that is not listening by then is reported as not measured, so the bench stays bounded. */
const SCALE_STARTUP_LIMIT_MS = 150_000;
const PARSE_RUNS = 3;
/** Longest the main thread may be blocked by reading one answer before the parse belongs in a Worker. */
const PARSE_BLOCK_BUDGET_MS = 50;
const BUDGET = {
  firstLoadKb: 150,
  startupMs: 3000,
  validatorsMedianMs: 50,
  validatorsP95Ms: 100,
  cheapRequestsPerSecond: 5000,
  memoryGrowthPercent: 10,
} as const;

/** The dashboard's first load is measured in the source language and in one other, by the browser's language. */
const FIRST_LOAD_LOCALES = [
  { name: 'English', browserLocale: 'en-US' },
  { name: 'Korean', browserLocale: 'ko-KR' },
] as const;

const rows: Row[] = [];
let broken = false;

function onlyWords(args: string[]): string[] | undefined {
  const at = args.indexOf('--only');
  if (at === -1) return undefined;
  const words = args.slice(at + 1).filter((word) => !word.startsWith('--'));
  if (words.length === 0) throw new Error('--only needs at least one word of a measurement label');
  return words.map((word) => word.toLowerCase());
}

function selected(label: string): boolean {
  return ONLY === undefined || ONLY.some((word) => label.toLowerCase().includes(word));
}

/** Runs one measurement; a failure is recorded as a FAILED row and the bench goes on. */
async function measure(label: string, run: () => Promise<Row[]>): Promise<void> {
  if (!selected(label)) return;
  console.error(`bench: ${label}`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    broken = true;
    rows.push(failed(label, error));
    console.error(error);
  }
}

async function runs(count: number, one: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < count; run++) samples.push(await one());
  return samples;
}

/** A recent P-Chain block that holds a tx, and that tx's ID, so a real tx page can be opened. */
async function recentTx(port: number): Promise<{ height: number; txId: string }> {
  const head = Number((await call<{ height: string }>(port, 'platform.getHeight')).height);
  for (let height = head; height > Math.max(0, head - TX_SEARCH_BLOCKS); height--) {
    const { block } = await call<{ block: { txs?: { id: string }[] } }>(port, 'platform.getBlockByHeight', { height: String(height), encoding: 'json' });
    const txId = block.txs?.[0]?.id;
    if (txId) return { height, txId };
  }
  throw new Error(`no tx in the last ${TX_SEARCH_BLOCKS} P-Chain blocks`);
}

let lighthouseCheck: Promise<string | undefined> | undefined;
/** The mobile LCP runs of each page Lighthouse measured, in ms, for their ratios to the bare page's. */
const mobileLcps = new Map<string, number[]>();
const PRESETS = ['mobile', 'desktop'] as const;
const lighthouseLabels = (page: string): string[] => PRESETS.map((preset) => `Lighthouse ${preset}, ${page}`);

/** Lighthouse figures of one page, each preset a measurement of its own; whether npx can fetch Lighthouse is asked once. */
async function lighthouse(page: string, url: string): Promise<void> {
  for (const preset of PRESETS) {
    await measure(`Lighthouse ${preset}, ${page}`, async () => {
      lighthouseCheck ??= lighthouseUnavailable();
      const { rows: presetRows, lcpMs } = await lighthouseRows(page, url, preset, LIGHTHOUSE_RUNS, await lighthouseCheck);
      if (preset === 'mobile') mobileLcps.set(page, lcpMs);
      return presetRows;
    });
  }
}

let bareLcpMs: number[] = [];
/** The bare page (React, React DOM, the router, React Query, one heading, one node call), built and served as the explorer is. */
async function barePage(): Promise<Row[]> {
  lighthouseCheck ??= lighthouseUnavailable();
  const unavailable = await lighthouseCheck;
  if (unavailable) return [notRun('Lighthouse mobile, bare page: LCP', unavailable)];
  const bare = await buildBarePage();
  try {
    const devnet = await startDevnet(BARE_PORT, bare.dir, []);
    try {
      bareLcpMs = await mobileLcpRuns(`http://127.0.0.1:${BARE_PORT}/`, LIGHTHOUSE_RUNS);
    } finally {
      await devnet.stop();
    }
  } finally {
    await bare.remove();
  }
  return [figure('Lighthouse mobile, bare page: LCP', bareLcpMs.map((ms) => ms / 1000), { unit: 's', digits: 2, note: "the pages' LCP is measured against it" })];
}

const SMALL_DEVNET_LABELS = ['dashboard first-load JS', 'repeated RPC calls while loading', 'platform.getHeight throughput', 'EVM throughput', ...lighthouseLabels('dashboard'), ...lighthouseLabels('tx page'), 'tx page with a 500-call trace'];
const MAINNET_LABELS = ['mainnet start-up', 'getCurrentValidators latency', 'validators page', 'mainnet: answer parse', ...lighthouseLabels('validators page'), 'sustained load'];
const scaleLabel = (size: ValidatorSetSize): string => `${size.validators} validators`;

async function smallDevnetFigures(): Promise<void> {
  if (!SMALL_DEVNET_LABELS.some(selected)) return;
  // The debug API on, as a developer's node has it, for the call tree of the 500-call trace; the
  // control API to hold the chain still while calls are counted.
  const small = await startDevnet(SMALL_PORT, DIST, ['--block-interval', '2', '--dev-apis', '--control']);
  const base = `http://127.0.0.1:${SMALL_PORT}`;
  try {
    const { height, txId } = await recentTx(SMALL_PORT);
    await measure('dashboard first-load JS', async () => {
      const browser = await launch();
      try {
        const found: Row[] = [];
        // A reader's language is their browser's: each loads the messages of their own locale only.
        for (const { name, browserLocale } of FIRST_LOAD_LOCALES) {
          const first = await firstLoadJs(await browser.newPage({ locale: browserLocale }), `${base}${paths.dashboard(NET)}`, DIST);
          const note = `${first.files} files before interactive (${(first.ttiMs / 1000).toFixed(1)} s); ${first.laterKb.toFixed(1)} KB more after it`;
          found.push(
            figure(`dashboard in ${name}: JavaScript before interactive, gzipped`, [first.kb], { unit: 'KB', digits: 1, budget: { at: 'most', limit: BUDGET.firstLoadKb }, note }),
            figure(`dashboard in ${name}: all JavaScript until the network is idle, gzipped`, [first.kb + first.laterKb], { unit: 'KB', digits: 1, note: 'the figure docs/architecture.md compares by locale' }),
          );
        }
        return found;
      } finally {
        await browser.close();
      }
    });
    await measure('repeated RPC calls while loading', async () => {
      const routes = [
        paths.dashboard(NET),
        paths.blocks(NET),
        paths.validators(NET),
        paths.subnets(NET),
        paths.fees(NET),
        paths.block(NET, BigInt(height)),
        paths.tx(NET, txId),
        paths.evmBlocks(NET, 'C'),
      ];
      const browser = await launch();
      // A still chain: a call asked again is a duplicate, not a refresh after a new block.
      await post(SMALL_PORT, rpc('control.pauseClock'), '/ext/devnet/control');
      try {
        const found: Row[] = [];
        const visits: Row[] = [];
        for (const route of routes) {
          const context = await browser.newContext();
          const calls = await callsWhileLoading(await context.newPage(), `${base}${route}`);
          // The same visitor again (same browser profile): what the kept answers save.
          const revisit = await callsWhileLoading(await context.newPage(), `${base}${route}`);
          await context.close();
          const name = route.replace(txId, '<tx>');
          found.push(figure(`repeated RPC calls while loading ${name}`, [calls.repeated.length], { unit: '', budget: { at: 'exactly', limit: 0 }, note: `of ${calls.calls.length} calls besides the head polls` }));
          visits.push(
            figure(`RPC calls per visitor on ${name}: first visit`, [calls.calls.length], { unit: '', note: 'until the network is quiet, besides the head polls' }),
            figure(`RPC calls per visitor on ${name}: revisit`, [revisit.calls.length], { unit: '', note: 'the same browser profile again' }),
          );
        }
        return [...found, ...visits];
      } finally {
        await browser.close();
        await post(SMALL_PORT, rpc('control.resumeClock'), '/ext/devnet/control');
      }
    });
    await measure('platform.getHeight throughput', async () => [
      figure('devnet small: platform.getHeight throughput', await runs(THROUGHPUT_RUNS, () => throughput(SMALL_PORT, rpc('platform.getHeight'), THROUGHPUT_SECONDS)), {
        unit: 'req/s',
        budget: { at: 'least', limit: BUDGET.cheapRequestsPerSecond },
        note: '32 in flight, keep-alive',
      }),
    ]);
    await measure('EVM throughput', () => evmThroughput(SMALL_PORT, THROUGHPUT_RUNS, THROUGHPUT_SECONDS));
    await lighthouse('dashboard', `${base}${paths.dashboard(NET)}`);
    await lighthouse('tx page', `${base}${paths.tx(NET, txId)}`);
    await measure('tx page with a 500-call trace', () => tracePage(base, NET));
  } finally {
    await small.stop();
  }
}

/** Start-ups of the mainnet profile, each stopped but the last, which is returned running. */
async function mainnetStartups(): Promise<Devnet> {
  const times: number[] = [];
  for (let run = selected('mainnet start-up') ? 1 : STARTUP_RUNS; ; run++) {
    const devnet = await startDevnet(MAINNET_PORT, DIST, ['--profile', 'mainnet', '--block-interval', '5', '--control']);
    times.push(devnet.startMs);
    if (run === STARTUP_RUNS) {
      if (selected('mainnet start-up')) rows.push(figure('devnet mainnet profile: start-up', times, { unit: 'ms', budget: { at: 'most', limit: BUDGET.startupMs }, note: 'spawn to listening' }));
      return devnet;
    }
    await devnet.stop();
  }
}

/** A bounded load: the full validator set asked without pause, with the node's memory before and after. */
async function sustainedLoad(devnet: Devnet): Promise<Row[]> {
  const body = rpc('platform.getCurrentValidators');
  await post(devnet.port, body);
  const before = residentMb(devnet.child);
  const times = await timings(devnet.port, body, { seconds: SUSTAINED_SECONDS, concurrency: SUSTAINED_CONCURRENCY });
  const after = residentMb(devnet.child);
  const load = `${SUSTAINED_SECONDS} s of getCurrentValidators, ${SUSTAINED_CONCURRENCY} at a time, ${times.length} requests`;
  return [
    figure('devnet mainnet: latency under load, p50', [percentile(times, 0.5)], { unit: 'ms', note: load }),
    figure('devnet mainnet: latency under load, p99', [percentile(times, 0.99)], { unit: 'ms' }),
    figure('devnet mainnet: resident memory growth under that load', [((after - before) / before) * PERCENT], {
      unit: '%',
      digits: 1,
      budget: { at: 'most', limit: BUDGET.memoryGrowthPercent },
      note: `${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    }),
  ];
}

async function mainnetFigures(): Promise<void> {
  if (!MAINNET_LABELS.some(selected)) return;
  console.error('bench: mainnet start-ups');
  const mainnet = await mainnetStartups();
  const base = `http://127.0.0.1:${MAINNET_PORT}`;
  try {
    // The node answers as soon as it listens and builds its subnet-EVM chains meanwhile; the
    // figures below are those of a node that has finished starting (`control.status` waits for it).
    await post(MAINNET_PORT, rpc('control.status'), '/ext/devnet/control');
    await measure('getCurrentValidators latency', async () => {
      const body = rpc('platform.getCurrentValidators');
      const bytes = (await post(MAINNET_PORT, body)).length;
      const times = await timings(MAINNET_PORT, body, { count: LATENCY_SAMPLES });
      return [
        figure('devnet mainnet: getCurrentValidators, median', [median(times)], { unit: 'ms', digits: 1, budget: { at: 'most', limit: BUDGET.validatorsMedianMs }, note: `${LATENCY_SAMPLES} requests one at a time, ${(bytes / 1e6).toFixed(1)} MB each` }),
        figure('devnet mainnet: getCurrentValidators, p95', [percentile(times, 0.95)], { unit: 'ms', digits: 1, budget: { at: 'most', limit: BUDGET.validatorsP95Ms } }),
      ];
    });
    await measure('validators page', () =>
      validatorsPage(
        `${base}${paths.validators(NET)}`,
        async () => {
          await post(MAINNET_PORT, rpc('control.pauseClock'), '/ext/devnet/control');
        },
        MAINNET_SET,
      ),
    );
    await measure('mainnet: answer parse', () => answerParse(MAINNET_PORT, scaleLabel(MAINNET_SET)));
    await lighthouse('validators page', `${base}${paths.validators(NET)}`);
    await measure('sustained load', () => sustainedLoad(mainnet));
  } finally {
    await mainnet.stop();
  }
}

/** Reading the full validator set's answer: on one thread, and what the Worker path leaves to the main thread. */
async function answerParse(port: number, label: string): Promise<Row[]> {
  const parse = await validatorsAnswerParse(port, PARSE_RUNS);
  const answer = `getCurrentValidators answer with ${label}`;
  const size = `${(parse.bytes / 1e6).toFixed(1)} MB`;
  const offThread = parse.bytes >= OFF_THREAD_MIN_CHARS;
  return [
    figure(`${answer}: JSON and schema on one thread`, parse.oneThreadMs, {
      unit: 'ms',
      digits: 1,
      note: `${size}; ${offThread ? 'what the main thread would be blocked for without the Worker, which reads answers of 1 MB or more' : 'under 1 MB: read on the main thread'}`,
    }),
    figure(`${answer}: main thread's longest task with the Worker`, parse.longestTaskMs, {
      unit: 'ms',
      digits: 1,
      budget: { at: 'most', limit: PARSE_BLOCK_BUDGET_MS },
      note: `the text sent in one message (V8's serializer, as postMessage), then ${parse.replies} replies of at most ${PART_ITEMS.toLocaleString('en-US')} validators taken, each a task of its own${offThread ? '' : '; not used at this size'}`,
    }),
    figure(`${answer}: main thread's work in all with the Worker`, parse.mainThreadMs, { unit: 'ms', digits: 1, note: 'the text sent to the Worker and every reply taken' }),
  ];
}

/** The devnet grown to `size`, or undefined when it does not start within the limit (then reported as such). */
async function grownDevnet(size: ValidatorSetSize): Promise<Devnet | undefined> {
  const starting = startDevnet(SCALE_PORT, DIST, ['--validators', String(size.validators), '--control']);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), SCALE_STARTUP_LIMIT_MS)));
  const devnet = await Promise.race([starting, late]);
  clearTimeout(timer);
  if (!devnet) {
    // Still starting: stopped once it listens (or by the clean-up, if it never does).
    void starting.then((started) => started.stop(), () => undefined);
    rows.push(notRun(`devnet with ${scaleLabel(size)}`, `not listening after ${SCALE_STARTUP_LIMIT_MS / 1000} s: its page was not measured`));
  }
  return devnet;
}

/** The validators page and the answer behind it with the set grown beyond the mainnet profile. */
async function scaleFigures(): Promise<void> {
  for (const size of SCALE_SETS) {
    const label = scaleLabel(size);
    if (!selected(label)) continue;
    console.error(`bench: devnet with ${label}`);
    const devnet = await grownDevnet(size);
    if (!devnet) continue;
    try {
      rows.push(figure(`devnet with ${label}: start-up`, [devnet.startMs], { unit: 'ms', note: 'spawn to listening, once' }));
      await post(SCALE_PORT, rpc('control.status'), '/ext/devnet/control');
      await measure(`${label}: answer parse`, () => answerParse(SCALE_PORT, label));
      await measure(`${label}: validators page`, () =>
        validatorsPage(
          `http://127.0.0.1:${SCALE_PORT}${paths.validators(NET)}`,
          async () => {
            await post(SCALE_PORT, rpc('control.pauseClock'), '/ext/devnet/control');
          },
          size,
        ),
      );
    } finally {
      await devnet.stop();
    }
  }
}

async function chromiumVersion(): Promise<string> {
  const browser = await launch();
  const version = browser.version();
  await browser.close();
  return version;
}

/** The rows measured so far, then each Lighthouse page's mobile LCP over the bare page's. */
const measured = (): Row[] => (mobileLcps.size > 0 ? [...rows, ...lcpRatioRows(bareLcpMs, mobileLcps)] : rows);

const printTable = (table: Row[]): void => console.log(`\n${textTable(table)}\n\n${summary(table)}\n`);

function writeReport(table: Row[], started: Date, seconds: number, machineRows: Record<string, string>): void {
  const text = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${started.toISOString()} (took ${seconds.toFixed(0)} s); each run overwrites this file.`,
    'Budgets are those of [docs/performance.md](docs/performance.md). They are reported, not asserted.',
    'A figure with a spread is the median of several runs (min–max beside it). The figures move with whatever else the machine is doing.',
    '',
    '| Machine | |',
    '| --- | --- |',
    ...Object.entries(machineRows).map(([key, value]) => `| ${key} | ${value} |`),
    '',
    markdownTable(table),
    '',
    summary(table),
    '',
  ].join('\n');
  writeFileSync(OUTPUT, text);
}

async function main(): Promise<void> {
  const started = new Date();
  const stopEarly = (reason: string) => {
    console.error(`bench: ${reason}; cleaning up`);
    // What was measured before the stop is still worth reading.
    printTable(measured());
    void cleanUp().finally(() => process.exit(1));
  };
  setTimeout(() => stopEarly(`over the ${TIME_LIMIT_MS / 60_000}-minute limit`), TIME_LIMIT_MS).unref();
  process.once('SIGINT', () => stopEarly('interrupted'));
  process.once('SIGTERM', () => stopEarly('terminated'));
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`no build in ${DIST}/: run \`npm run build\` first`);
  const machineRows = machine(await chromiumVersion());
  try {
    await measure('Lighthouse mobile, bare page', barePage);
    await smallDevnetFigures();
    await measure('C-Chain block production', async () => [await blockProduction()]);
    await measure('token transfer scan', logScanFigures);
    await measure('account history search', accountHistoryFigures);
    await measure('EVM block checks', evmBlockChecks);
    await measure('endpoint load', () => endpointLoad(ENDPOINT_PORTS, DIST));
    await mainnetFigures();
    await scaleFigures();
  } catch (error) {
    broken = true;
    rows.push(failed('bench', error));
    console.error(error);
  } finally {
    await cleanUp();
    destroyAgent();
  }
  const seconds = (Date.now() - started.getTime()) / 1000;
  const table = measured();
  printTable(table);
  if (ONLY === undefined) {
    writeReport(table, started, seconds, machineRows);
    console.log(`bench: ${seconds.toFixed(0)} s; figures written to ${OUTPUT}`);
  } else {
    console.log(`bench: ${seconds.toFixed(0)} s; a partial run (--only), so ${OUTPUT} is left as it was`);
  }
  process.exitCode = broken ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
