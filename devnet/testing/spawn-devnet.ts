import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/**
 * Room for the largest grown network: at 50,000 validators (550,000 delegations) the devnet's heap
 * comes near V8's default limit on a 64-bit machine (docs/performance.md), and near its limit the
 * collector runs almost without pause. A limit, not a reservation.
 */
const HEAP_LIMIT_MB = 8192;
/** What the CLI prints once the node answers. */
const LISTENING = /node listening at (http:\/\/\S+)/;

export interface SpawnedDevnet {
  child: ChildProcess;
  /** The node URL, with the port it got (for `--port 0`), once it listens; rejects if it exits first. */
  listening: Promise<string>;
  /** Ends the process; resolves once it has exited, at once if it already had. */
  stop(): Promise<void>;
}

/** Runs the devnet CLI with `args` in a process of its own, from the repository root. */
export function spawnDevnet(args: readonly string[]): SpawnedDevnet {
  // Node itself with tsx's loader, not npx: a wrapper would leave the devnet writing to a closed pipe on stop.
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, '--import', 'tsx', 'devnet/cli.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = LISTENING.exec(output)?.[1];
      if (url === undefined) return;
      child.stdout!.off('data', read);
      // Still drained, so that the devnet never waits on a full pipe.
      child.stdout!.resume();
      resolve(url);
    };
    child.stdout!.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`the devnet (${args.join(' ')}) exited with ${code ?? signal} before it listened`)));
  });
  // A devnet stopped while it starts rejects `listening`; that is no error of its own.
  listening.catch(() => undefined);
  return {
    child,
    listening,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
