import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { spawnDevnet } from '../../devnet/testing/spawn-devnet';

const KB_PER_MB = 1024;
const cleanups = new Set<() => Promise<void>>();
let cleaningUp = false;

/** Registers something to undo if the bench stops early; call the result once it is undone. */
export function onCleanup(undo: () => Promise<void>): () => void {
  // Something started while the bench is already stopping is undone at once.
  if (cleaningUp) void undo();
  cleanups.add(undo);
  return () => cleanups.delete(undo);
}

/** Stops every devnet, browser and Lighthouse run still open; used on failure, signal or time-out. */
export async function cleanUp(): Promise<void> {
  cleaningUp = true;
  const pending = [...cleanups];
  cleanups.clear();
  await Promise.allSettled(pending.map((undo) => undo()));
}

export interface Devnet {
  port: number;
  child: ChildProcess;
  /** From spawn to the listening line, in ms. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts a devnet serving the built explorer and resolves once it listens. */
export async function startDevnet(port: number, dist: string, extra: string[]): Promise<Devnet> {
  const started = performance.now();
  const devnet = spawnDevnet(['--port', String(port), '--serve', dist, ...extra]);
  const forget = onCleanup(devnet.stop);
  try {
    await devnet.listening;
  } catch (error) {
    forget();
    throw error;
  }
  const stop = async (): Promise<void> => {
    forget();
    await devnet.stop();
  };
  return { port, child: devnet.child, startMs: performance.now() - started, stop };
}

/** Resident memory of a process in MB (Linux /proc). */
export function residentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / KB_PER_MB;
}
