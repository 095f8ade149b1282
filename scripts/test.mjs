// Runs the whole suite (type check, lint, unit, build, end-to-end) and ends with one summary line.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = '.test-reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by name, with the first line of its error, printed again before the summary. */
const failedTests = [];

/** The failed tests of a Vitest or Playwright JSON report. */
function failedIn(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') names.push(`${file.name?.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !file.assertionResults?.length) names.push(`${file.name}: ${firstLines(file.message)}`);
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        names.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/** An error's first lines (what failed, and the expected and received values where it gives them), on one line. */
function firstLines(text) {
  // Drops the terminal's colour codes, which a report keeps.
  // eslint-disable-next-line no-control-regex
  const lines = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.slice(0, 4).join(' | ').slice(0, 500);
}

/**
 * Runs a step beside others: its output is printed once it ends, in one piece, so that two steps'
 * lines never interleave. Resolves to whether it exited with 0.
 */
function runBeside(label, command, args, env = {}) {
  const started = Date.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

/** A step that is one check of its own (type check, lint, build). */
async function check(label, command, args) {
  const ok = await runBeside(label, command, args);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(label);
  }
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a test step's counts, read from its JSON report; a run with no report counts as one failure. */
function tallyReport(label, ok, reportPath, count) {
  const report = existsSync(reportPath) ? readJson(reportPath) : undefined;
  if (!report) {
    tally.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const counts = count(report);
  failedTests.push(...failedIn(report).map((name) => `${label}: ${name}`));
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.skipped += counts.skipped;
  if (!ok && counts.failed === 0) {
    tally.failed += 1;
    failures.push(`${label} (runner failed)`);
  } else if (counts.failed > 0) failures.push(`${label} (${counts.failed} failed)`);
}

/** A step that runs tests, beside others. */
async function tests(label, command, args, env, reportPath, count) {
  tallyReport(label, await runBeside(label, command, args, env), reportPath, count);
}

const chromiumReady = spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' }).status === 0;
if (!chromiumReady) {
  tally.failed += 1;
  failures.push('chromium');
}
// The checks side by side (each uses about one core), then the unit tests (which use both), then
// the two end-to-end runs side by side.
const [, , , , built] = await Promise.all([
  // Every catalog in step with the code and translated (docs/architecture.md, "Languages").
  check('catalogs', 'npx', ['tsx', 'scripts/check-catalogs.ts']),
  check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  check('lint', 'npx', ['eslint', '.']),
  check('import cycles', 'npx', ['depcruise', '.']),
  check('build', 'npx', ['vite', 'build']),
]);
const unitCounts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0),
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
const e2eCounts = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});
await tests('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`], {}, `${REPORTS}/unit.json`, unitCounts);
if (built && chromiumReady) {
  // Two runs side by side, each with a devnet of its own: the specs that only read the devnet (two
  // at a time, beside the reference-dialect project), and those that pause its clock, advance its
  // time or inject faults (one at a time). A failure in one never keeps the other from running.
  const controlPort = Number(process.env.E2E_PORT ?? 9751) + 50;
  await Promise.all([
    tests('e2e reading', 'npx', ['playwright', 'test', '--project', 'reading', '--project', 'reference dialect'], { E2E_REPORT: `${REPORTS}/e2e-reading.json` }, `${REPORTS}/e2e-reading.json`, e2eCounts),
    tests(
      'e2e devnet control',
      'npx',
      ['playwright', 'test', '--project', 'devnet control', '--no-deps'],
      { E2E_REPORT: `${REPORTS}/e2e-control.json`, E2E_PORT: String(controlPort), E2E_REFERENCE_DEVNET: 'off' },
      `${REPORTS}/e2e-control.json`,
      e2eCounts,
    ),
  ]);
} else {
  tally.failed += 1;
  failures.push('e2e (not run: build or chromium missing)');
}

console.log('');
const fuzz = existsSync(`${REPORTS}/fuzz.txt`) ? readFileSync(`${REPORTS}/fuzz.txt`, 'utf8') : 'not run';
console.log(`Fuzz: ${fuzz}`);
for (const name of failedTests) console.log(`FAILED ${name}`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
console.log(`${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed === 0 && tally.skipped === 0 ? 0 : 1);
