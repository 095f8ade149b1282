import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_PATH } from './browser';
import { onCleanup } from './processes';
import { figure, notRun, type Row } from './report';
import { median } from './stats';

/**
 * Pinned and fetched by npx, never a project dependency: in the lockfile its dependencies disagree
 * on one version and break `npm ci`, and it would add about 200 packages to every install.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUN_TIMEOUT_MS = 150_000;
const KILL_GRACE_MS = 5000;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
const MOBILE_BUDGET = 95;
const DESKTOP_BUDGET = 100;
const SCORE_SCALE = 100;

export type Preset = 'mobile' | 'desktop';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Report {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** Scores (0–100) and key metrics from a Lighthouse JSON report. */
export function parseLighthouse(json: string): LighthouseResult {
  const report = JSON.parse(json) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const score = (category: string) => {
    const value = report.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`lighthouse: no ${category} score`);
    return Math.round(value * SCORE_SCALE);
  };
  const metric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Runs npx in its own process group, so a time-out or clean-up also ends the Chromium it launched. */
function npx(args: string[]): Promise<void> {
  const child = spawn('npx', ['-y', LIGHTHOUSE, ...args], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, CHROME_PATH },
  });
  // No pid: the spawn failed, and its error event says why.
  const running = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => child.pid !== undefined && process.kill(-child.pid, name);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // chrome-launcher puts Chromium in a group of its own and closes it on SIGINT; SIGKILL only if that hangs.
  const kill = async () => {
    if (!running()) return;
    signal('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, KILL_GRACE_MS))]);
    if (running()) signal('SIGKILL');
  };
  const forget = onCleanup(kill);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`));
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      forget();
      const lastLine = errors.trim().split('\n').filter((line) => !line.includes('npm warn')).at(-1) ?? '';
      if (code === 0) resolve();
      else reject(new Error(`exit ${code}${lastLine ? `: ${lastLine.trim()}` : ''}`));
    });
  });
}

/** Whether npx can fetch and start Lighthouse here; the reason when it cannot. */
export async function lighthouseUnavailable(): Promise<string | undefined> {
  try {
    await npx(['--version']);
    return undefined;
  } catch (error) {
    return `npx -y ${LIGHTHOUSE}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function runOnce(url: string, preset: Preset, dir: string): Promise<LighthouseResult> {
  const output = join(dir, `${preset}-${Date.now()}.json`);
  const presetFlag = preset === 'desktop' ? ['--preset=desktop'] : [];
  await npx([url, ...presetFlag, '--only-categories=performance,accessibility', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`]);
  return parseLighthouse(readFileSync(output, 'utf8'));
}

const MS_PER_SECOND = 1000;
const seconds = (ms: number): string => `${(ms / MS_PER_SECOND).toFixed(1)} s`;

/** `runs` Lighthouse runs of one page with one preset, in a directory removed afterwards. */
async function presetRuns(url: string, preset: Preset, runs: number): Promise<LighthouseResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  const forget = onCleanup(removeDir);
  try {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) results.push(await runOnce(url, preset, dir));
    return results;
  } finally {
    forget();
    await removeDir();
  }
}

/** The mobile LCP of each of `runs` runs of one page, in ms. */
export async function mobileLcpRuns(url: string, runs: number): Promise<number[]> {
  return (await presetRuns(url, 'mobile', runs)).map((result) => result.lcpMs);
}

export interface LighthouseFigures {
  rows: Row[];
  /** The LCP of each run, in ms; none when Lighthouse did not run. */
  lcpMs: number[];
}

/**
 * Lighthouse performance and accessibility of one page with one preset, `runs` runs; rows say "not
 * run" with the reason when Lighthouse is unavailable. The mobile LCP is reported here and budgeted
 * against the bare page's (`lcp-ratios.ts`).
 */
export async function lighthouseRows(page: string, url: string, preset: Preset, runs: number, unavailable: string | undefined): Promise<LighthouseFigures> {
  const label = `Lighthouse ${preset}, ${page}`;
  if (unavailable) return { rows: [notRun(`${label}: performance`, unavailable), notRun(`${label}: accessibility`, unavailable)], lcpMs: [] };
  const results = await presetRuns(url, preset, runs);
  const of = (pick: (result: LighthouseResult) => number) => median(results.map(pick));
  const metrics = `FCP ${seconds(of((r) => r.fcpMs))}, LCP ${seconds(of((r) => r.lcpMs))}, TBT ${of((r) => r.tbtMs).toFixed(0)} ms, CLS ${of((r) => r.cls).toFixed(3)}`;
  const budget = preset === 'mobile' ? ({ at: 'least', limit: MOBILE_BUDGET } as const) : ({ at: 'exactly', limit: DESKTOP_BUDGET } as const);
  const lcpMs = results.map((r) => r.lcpMs);
  const rows = [
    figure(`${label}: performance`, results.map((r) => r.performance), { unit: '', budget, note: metrics }),
    figure(`${label}: accessibility`, results.map((r) => r.accessibility), { unit: '' }),
  ];
  if (preset === 'mobile') rows.push(figure(`${label}: LCP`, lcpMs.map((ms) => ms / MS_PER_SECOND), { unit: 's', digits: 2 }));
  return { rows, lcpMs };
}
