import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
export function startDevnet(port: number, dist: string, extra: string[]): Promise<Devnet> {
  const started = performance.now();
  // Node itself (with tsx's loader), not npx: a wrapper would leave the devnet writing to a closed pipe on stop.
  const child = spawn(process.execPath, ['--import', 'tsx', 'devnet/cli.ts', '--port', String(port), '--serve', dist, ...extra], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async (): Promise<void> => {
    forget();
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const forget = onCleanup(stop);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ port, child, startMs: performance.now() - started, stop });
      }
    });
    child.on('exit', (code) => {
      forget();
      reject(new Error(`devnet on port ${port} exited with ${code}`));
    });
  });
}

/** Resident memory of a process in MB (Linux /proc). */
export function residentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / KB_PER_MB;
}
