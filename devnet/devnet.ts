import { createPChain } from './pchain/pchain';
import { startNode, type DevnetOptions, type RunningDevnet } from './server/start-node';

export type { DevnetOptions, RunningDevnet };

/** Starts the devnet node (and the explorer, with `serveDir`) on loopback; usable from scripts. */
export function startDevnet(options: DevnetOptions = {}): Promise<RunningDevnet> {
  return startNode(options, createPChain);
}
