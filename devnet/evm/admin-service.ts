import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { MethodError, type Service } from '../handler';
import type { Logger } from '../log';
import { parseLogLevel } from '../log';
import { objectParams, str } from '../params';

/**
 * The C-Chain admin API (`/ext/bc/C/admin`, only with --admin), acting on the devnet process as
 * coreth's acts on the node: a real CPU profile (V8's, through the inspector), a heap snapshot,
 * a report of the active handles and resources (Node has no mutex profile; this is what holds
 * the event loop), and the log level. Files go to `profileDir`.
 */
const ETH_APIS = ['eth', 'eth-filter', 'net', 'web3', 'internal-eth', 'internal-blockchain', 'internal-transaction'];

export interface AdminOptions {
  profileDir: string;
  log: Logger;
}

/** Where profiles go unless --profile-dir says otherwise. */
export function defaultProfileDir(): string {
  return join(tmpdir(), 'devnet-profiles');
}

/** A file name that sorts by time and does not clash between runs. */
function fileName(kind: string, extension: string): string {
  return `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.${extension}`;
}

export function adminService(options: AdminOptions): Service {
  let profiler: Session | undefined;
  const target = async (kind: string, extension: string): Promise<string> => {
    await mkdir(options.profileDir, { recursive: true });
    return join(options.profileDir, fileName(kind, extension));
  };
  return {
    startCPUProfiler: async () => {
      if (profiler) throw new MethodError('cpu profiler already running');
      const session = new Session();
      profiler = session;
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return {};
    },
    stopCPUProfiler: async () => {
      if (!profiler) throw new MethodError("cpu profiler doesn't exist");
      const session = profiler;
      profiler = undefined;
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const path = await target('cpu', 'cpuprofile');
      await writeFile(path, JSON.stringify(profile));
      options.log.info(`cpu profile written to ${path}`);
      return {};
    },
    memoryProfile: async () => {
      const path = writeHeapSnapshot(await target('heap', 'heapsnapshot'));
      options.log.info(`heap snapshot written to ${path}`);
      return {};
    },
    lockProfile: async () => {
      const path = await target('lock', 'json');
      const report = { activeResources: process.getActiveResourcesInfo(), report: process.report.getReport() };
      await writeFile(path, JSON.stringify(report));
      options.log.info(`active resources report written to ${path}`);
      return {};
    },
    setLogLevel: (params) => {
      const text = str(objectParams(params).level, 'level');
      const level = parseLogLevel(text);
      if (!level) throw new MethodError(`failed to parse log level: unknown level: ${text} `);
      options.log.setLevel(level);
      return {};
    },
    getVMConfig: () => ({
      config: { 'admin-api-enabled': true, 'eth-apis': ETH_APIS, 'log-level': options.log.level, 'pruning-enabled': true, 'batch-request-limit': 1000 },
    }),
  };
}
