import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';

const BYTES_PER_GB = 1024 ** 3;

function osName(): string {
  const file = '/etc/os-release';
  const pretty = existsSync(file) ? /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  return `${pretty ?? type()} (kernel ${release()})`;
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** What the figures were measured on, for BENCHMARKS.md. */
export function machine(chromiumVersion: string): Record<string, string> {
  const cores = cpus();
  return {
    CPU: `${cores[0]?.model.trim() ?? 'unknown'}, ${cores.length} cores`,
    RAM: `${(totalmem() / BYTES_PER_GB).toFixed(1)} GB`,
    OS: osName(),
    Node: process.version,
    Chromium: chromiumVersion,
    Commit: commit(),
  };
}
