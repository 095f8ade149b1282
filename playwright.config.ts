import { defineConfig } from '@playwright/test';

// One devnet per run: it serves the built app and the node interface from one origin.
/** The port of the run's devnet; `E2E_PORT` lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9751);
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const SECONDS_PER_MINUTE = 60;
// Fixed once per run (and passed to the workers through the environment), so a spec can start a
// second devnet of the same network: same seed, same genesis time, same chain.
process.env.E2E_GENESIS_TIME ??= String(Math.floor(Date.now() / 1000 / SECONDS_PER_MINUTE) * SECONDS_PER_MINUTE);
/** Genesis time (unix seconds) of the run's devnet. */
export const E2E_GENESIS_TIME = Number(process.env.E2E_GENESIS_TIME);
/** The arguments of the run's devnet that decide its chain; another devnet started with them is the same network. */
export const E2E_CHAIN_ARGS = ['--genesis-time', String(E2E_GENESIS_TIME), '--block-interval', '1'];
/**
 * The port of a second devnet that answers as a reference node does (`--dialect reference`): the
 * main routes run against it once more, in a project of their own.
 */
export const E2E_REFERENCE_PORT = Number(process.env.E2E_REFERENCE_PORT ?? E2E_PORT + 500);
const REFERENCE_URL = `http://127.0.0.1:${E2E_REFERENCE_PORT}`;
/** `E2E_REFERENCE_DEVNET=off` leaves the reference-dialect devnet out, for a run without its project. */
const WITH_REFERENCE_DEVNET = process.env.E2E_REFERENCE_DEVNET !== 'off';
const REFERENCE_SPEC = /dialect-reference\.spec\.ts$/;
/**
 * The one budget for a server starting: the run's devnets, and those a spec starts in its
 * `beforeAll` (a devnet started late in a run first makes every block it missed, on every chain),
 * or the app built under a sub-path for a static host.
 */
export const SERVER_START_MS = 120_000;
/**
 * Specs that only read the run's devnet, or make a block as its clock would (or start devnets of
 * their own): they run two at a time.
 * The others pause its clock, advance its time or inject faults, so they run one at a time, after.
 */
const READING_SPECS = [
  'account-history',
  'all-chains',
  'chains',
  'console',
  'core-pages',
  'csp',
  'decode-auto-renewed',
  'endpoints',
  'every-route',
  'evm-contracts',
  'evm-pages',
  'evm-trace',
  'fee-history',
  'hostile',
  'kept-answers',
  'layout-shift',
  'keyboard',
  'malformed-ids',
  'network-switch',
  'node',
  'search',
  'small-screen',
  'sub-path',
  'tx-block',
  'uptime-observers',
  'time-zone',
  'languages',
  'validator-columns',
  'verification',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-reports/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'reading', testMatch: READING_SPECS, workers: 2 },
    // As a reference node is by default: its names and shapes, no admin API, no key store.
    { name: 'reference dialect', testMatch: REFERENCE_SPEC, use: { baseURL: REFERENCE_URL } },
    // Their control calls make blocks on every chain the devnet has built, which takes longer on a busy machine.
    { name: 'devnet control', testIgnore: [...READING_SPECS, REFERENCE_SPEC], workers: 1, timeout: 60_000, dependencies: ['reading', 'reference dialect'] },
  ],
  webServer: [
    {
      command: `npx tsx devnet/cli.ts --port ${E2E_PORT} --serve dist --control --admin ${E2E_CHAIN_ARGS.join(' ')}`,
      url: `${BASE_URL}/ext/bc/C/rpc`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(WITH_REFERENCE_DEVNET
      ? [
          {
            command: `npx tsx devnet/cli.ts --port ${E2E_REFERENCE_PORT} --serve dist --control --dialect reference ${E2E_CHAIN_ARGS.join(' ')}`,
            url: `${REFERENCE_URL}/ext/bc/C/rpc`,
            reuseExistingServer: false,
            timeout: SERVER_START_MS,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
