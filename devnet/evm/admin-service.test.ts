import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Service } from '../handler';
import { Logger } from '../log';
import { adminService } from './admin-service';

const HEAP_SNAPSHOT_TIMEOUT_MS = 120_000;

let dir: string;
let lines: string[];
let log: Logger;
let admin: Service;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-test-'));
  lines = [];
  log = new Logger('info', { log: (...parts) => lines.push(parts.join(' ')), error: (...parts) => lines.push(parts.join(' ')) });
  admin = adminService({ profileDir: dir, log });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesEnding(extension: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith(extension)).map((name) => join(dir, name));
}

async function failure(method: string, params: unknown = {}): Promise<string> {
  try {
    await admin[method]!(params);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${method} did not fail`);
}

describe('adminService', () => {
  it('default: a CPU profile of the process is written as a .cpuprofile with nodes', async () => {
    expect(await admin.startCPUProfiler!({})).toEqual({});
    let spin = 0;
    for (let i = 0; i < 200_000; i++) spin += Math.sqrt(i);
    expect(spin).toBeGreaterThan(0);
    expect(await admin.stopCPUProfiler!({})).toEqual({});
    const [file] = await filesEnding('.cpuprofile');
    const profile = JSON.parse(await readFile(file!, 'utf8')) as { nodes: unknown[]; startTime: number; endTime: number };
    expect(profile.nodes.length).toBeGreaterThan(0);
    expect(profile.endTime).toBeGreaterThan(profile.startTime);
    expect(lines.some((line) => line.includes(file!))).toBe(true);
  });

  it('error: starting twice or stopping what was not started are the node\'s errors', async () => {
    expect(await failure('stopCPUProfiler')).toBe("cpu profiler doesn't exist");
    await admin.startCPUProfiler!({});
    expect(await failure('startCPUProfiler')).toBe('cpu profiler already running');
    await admin.stopCPUProfiler!({});
    expect(await failure('stopCPUProfiler')).toBe("cpu profiler doesn't exist");
  });

  it(
    'default: memoryProfile writes a heap snapshot and lockProfile a report of active resources',
    async () => {
      expect(await admin.memoryProfile!({})).toEqual({});
      const [snapshot] = await filesEnding('.heapsnapshot');
      expect((await stat(snapshot!)).size).toBeGreaterThan(0);
      expect(await admin.lockProfile!({})).toEqual({});
      const [report] = await filesEnding('.json');
      const parsed = JSON.parse(await readFile(report!, 'utf8')) as { activeResources: string[]; report: { libuv: unknown[] } };
      expect(Array.isArray(parsed.activeResources)).toBe(true);
      expect(Array.isArray(parsed.report.libuv)).toBe(true);
    },
    HEAP_SNAPSHOT_TIMEOUT_MS,
  );

  it('behavior: setLogLevel changes what the devnet logs', async () => {
    log.info('before');
    expect(await admin.setLogLevel!({ level: 'EROR' })).toEqual({});
    expect(log.level).toBe('error');
    log.info('hidden');
    log.error('shown');
    expect(lines).toEqual(['devnet: before', 'devnet: shown']);
    expect((admin.getVMConfig!({}) as { config: Record<string, unknown> }).config['log-level']).toBe('error');
    expect(await failure('setLogLevel', { level: 'loud' })).toBe('failed to parse log level: unknown level: loud ');
    expect(log.level).toBe('error');
  });
});
