import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { spawnDevnet } from './testing/spawn-devnet';
import { callDevnet } from './testing/test-wallet';

/** Start-up builds the P-Chain's history; the machine may be busy. */
const START_TIMEOUT_MS = 60_000;
const CLI = join(import.meta.dirname, 'cli.ts');
const TSX = join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');

function run(...args: string[]) {
  return spawnSync(TSX, [CLI, ...args], { encoding: 'utf8', timeout: 30_000 });
}

const ANOTHER_DEVNET = /another devnet of this network: (.*)\n/;

/** Starts the CLI and returns what it printed up to the line that says how to start another devnet of its network; then stops it. */
async function startupOutput(...args: string[]): Promise<string> {
  const child = spawn(TSX, [CLI, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    return await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (ANOTHER_DEVNET.test(stdout)) resolve(stdout);
      });
      child.once('exit', (code) => reject(new Error(`the devnet exited with ${code} before it printed its network:\n${stdout}`)));
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

describe('devnet CLI', () => {
  it('default: --help documents every option', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    for (const flag of ['--port', '--host', '--seed', '--genesis-time', '--block-interval', '--profile', '--validators', '--dialect', '--admin', '--control', '--batch-limit', '--dev-apis', '--pruning', '--historical-proof-query-window', '--observer', '--serve', '--help']) {
      expect(result.stdout).toContain(flag);
    }
  });

  it('error: a bad option is refused with its reason and the usage, and exit code 1 (each reason: cli-options.test.ts)', () => {
    const result = run('--host', '0.0.0.0');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--host must be a loopback address');
    expect(result.stderr).toContain('Usage: tsx devnet/cli.ts [options]');
  });

  it('args: --port 0 listens on a free port and prints the URL with it', { timeout: START_TIMEOUT_MS }, async () => {
    const devnet = spawnDevnet(['--port', '0']);
    try {
      const url = await devnet.listening;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
      expect(await callDevnet(url, '/ext/bc/P', 'platform.getHeight', {})).toEqual({ height: expect.stringMatching(/^\d+$/) });
    } finally {
      await devnet.stop();
    }
    expect(devnet.child.exitCode).toBe(0);
  });

  it('default: prints the genesis time it chose (now, floored to the minute) and the option that starts another devnet of the same network', { timeout: START_TIMEOUT_MS }, async () => {
    const before = Math.floor(Date.now() / 1000);
    const output = await startupOutput();
    const [, seconds, iso] = /genesis time (\d+) \((\S+)\)\n/.exec(output) ?? [];
    const genesisTime = Number(seconds);
    expect(genesisTime % 60).toBe(0);
    expect(genesisTime).toBeGreaterThan(before - 60);
    expect(genesisTime).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(iso).toBe(new Date(genesisTime * 1000).toISOString());
    expect(ANOTHER_DEVNET.exec(output)?.[1]).toBe(`npm run devnet -- --genesis-time ${genesisTime}`);
  });

  it('args: a given genesis time, seed and interval are what another devnet of the network is started with (not the dialect: its blocks are the same)', { timeout: START_TIMEOUT_MS }, async () => {
    const output = await startupOutput('--genesis-time', '2030-01-01T00:00:00Z', '--seed', "ana's net", '--block-interval', '5', '--dialect', 'reference');
    expect(output).toContain('genesis time 1893456000 (2030-01-01T00:00:00.000Z)\n');
    expect(ANOTHER_DEVNET.exec(output)?.[1]).toBe(`npm run devnet -- --genesis-time 1893456000 --seed 'ana'\\''s net' --block-interval 5`);
  });

  it('error: a busy port gives a clear message and exit code 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busyPort = (blocker.address() as AddressInfo).port;
    try {
      const child = spawn(TSX, [CLI, '--port', String(busyPort)], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`port ${busyPort} on 127.0.0.1 is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
