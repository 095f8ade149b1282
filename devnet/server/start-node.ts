import { sha256 } from '@noble/hashes/sha2.js';
import { createServer, isIP, type AddressInfo } from 'node:net';
import { nodeIdFromBytes } from '../../src/lib/ids';
import { BlockClock } from '../clock';
import { controlService } from '../control/control-service';
import { defaultProfileDir } from '../evm/admin-service';
import { FaultInjector } from '../control/faults';
import { MethodError } from '../handler';
import { defaultProofWindow } from '../evm/proof-window';
import { Journal } from '../journal';
import type { DataDir } from './data-dir';
import { DEFAULT_BATCH_LIMIT } from './geth';
import { createNodeServer } from './http-server';
import { NodeState, type PChainFactory } from './node-state';

/** Everything a devnet run is configured with; see devnet/cli.ts for the flags. */
export interface DevnetOptions {
  /** 0 lets the system choose a free port; `RunningDevnet.url` names it. */
  port?: number;
  host?: string;
  seed?: string;
  /** Unix seconds; default now, floored to the minute. */
  genesisTime?: number;
  blockIntervalSeconds?: number;
  profile?: 'small' | 'mainnet';
  /** The mainnet profile grown to this many Primary Network validators (delegators and L1 validators in proportion). */
  validators?: number;
  dialect?: 'spec' | 'reference';
  admin?: boolean;
  /** Where the admin API writes CPU, heap and resource profiles (default: a folder in the OS temp dir). */
  profileDir?: string;
  control?: boolean;
  batchLimit?: number;
  /** A built explorer to serve at `/` (index.html for unknown paths). */
  serveDir?: string;
  /** Produce blocks on the wall clock (default true); tests may drive blocks themselves. */
  autoBlocks?: boolean;
  /** The wall clock the blocks follow, milliseconds (default `Date.now`); tests set where "now" is. */
  wallClock?: () => number;
  /** personal_, txpool_ and debug_ on the EVM chains. */
  devApis?: boolean;
  /** A pruning node: EVM state (and eth_getProof) only for the last 32 blocks. */
  pruning?: boolean;
  /** The C-Chain grows an account with a long history (devnet/evm/history-activity.ts). */
  historyAccount?: boolean;
  /** Blocks before the last accepted one eth_getProof answers on an archival node (0: any); default 24 hours of blocks. */
  historicalProofQueryWindow?: number;
  /** Keep accepted blocks (as the journal that rebuilds them) and the key store here across restarts. */
  dataDir?: string;
  /** Answer peer uptime and connection as another node of the same network would see them (0: the devnet's own view). */
  observer?: number;
  /** Unix seconds Helicon activates at (an upgrade file's `heliconTime`); default: active from genesis. */
  heliconTime?: number;
}

export interface RunningDevnet {
  /** `http://host:port`, the node URL. */
  url: string;
  /** The chain's genesis time, unix seconds: the one given, the data dir's, or the one chosen at start. */
  genesisTime: number;
  /** With a data directory: the journal entries replayed at start and the height they reached. */
  resumed?: { entries: number; height: bigint };
  close(): Promise<void>;
}

export const DEFAULT_PORT = 9650;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_SEED = 'devnet';
export const DEFAULT_BLOCK_INTERVAL_SECONDS = 2;
const LOCAL_NETWORK_ID = 12345;
const LOCAL_HRP = 'local';
const SECONDS_PER_MINUTE = 60;
const NODE_ID_BYTES = 20;
const FROZEN_MESSAGE = 'a grown profile (--validators) is frozen: it makes no blocks and its time does not move';

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

export function defaultGenesisTime(now = Date.now()): number {
  const seconds = Math.floor(now / 1000);
  return seconds - (seconds % SECONDS_PER_MINUTE);
}

function ensurePortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

export async function startNode(options: DevnetOptions, createPChain: PChainFactory): Promise<RunningDevnet> {
  const host = options.host ?? DEFAULT_HOST;
  if (!isLoopbackHost(host)) throw new Error(`refusing to listen on ${host}: the devnet binds loopback addresses only`);
  const seed = options.seed ?? DEFAULT_SEED;
  const port = options.port ?? DEFAULT_PORT;
  // Building the chains takes seconds: a busy port should fail before that, not after.
  await ensurePortFree(port, host);
  const blockIntervalSeconds = options.blockIntervalSeconds ?? DEFAULT_BLOCK_INTERVAL_SECONDS;
  let chainConfig = {
    seed,
    genesisTime: options.genesisTime ?? defaultGenesisTime(options.wallClock?.()),
    blockIntervalSeconds,
    profile: options.validators !== undefined ? 'mainnet' : (options.profile ?? 'small'),
    ...(options.validators !== undefined ? { validators: options.validators } : {}),
    dialect: options.dialect ?? 'spec',
    ...(options.heliconTime !== undefined ? { heliconTime: options.heliconTime } : {}),
  } as const;
  let dataDir: DataDir | undefined;
  if (options.dataDir) {
    const opened = Journal.open(options.dataDir, chainConfig, options.genesisTime !== undefined);
    chainConfig = { ...chainConfig, genesisTime: opened.config.genesisTime };
    dataDir = { dir: options.dataDir, journal: opened.journal, entries: opened.entries, head: opened.head };
  }
  const state = await NodeState.create(
    { ...chainConfig, networkId: LOCAL_NETWORK_ID, hrp: LOCAL_HRP, observer: options.observer },
    createPChain,
    {
      admin: options.admin ?? false,
      profileDir: options.profileDir ?? defaultProfileDir(),
      devApis: options.devApis ?? false,
      historyAccount: options.historyAccount ?? false,
      proofs: {
        pruning: options.pruning ?? false,
        historicalWindow:
          options.historicalProofQueryWindow === undefined ? defaultProofWindow(blockIntervalSeconds) : BigInt(options.historicalProofQueryWindow),
      },
      dataDir,
    },
  );
  const clock = new BlockClock(
    state.config.blockIntervalSeconds,
    {
      produceBlock: () => state.produceBlock(),
      chainTime: () => state.chain.chainTime(),
      height: () => state.chain.height(),
      catchingUp: (active) => state.warmUp.hold(active),
    },
    options.wallClock,
  );
  // A grown profile is built once and never moves, so each of its large answers is encoded and compressed once.
  const frozen = chainConfig.validators !== undefined;
  const moving = <T>(change: () => T): T => {
    if (frozen) throw new MethodError(FROZEN_MESSAGE);
    return change();
  };
  const faults = new FaultInjector();
  const control = options.control
    ? {
        serviceName: 'control',
        service: controlService({
          faults,
          advanceTime: (seconds) => moving(() => state.advanceTime(seconds)),
          produceBlocks: (count) => moving(() => clock.tick(count)),
          reset: () => state.reset(),
          pauseClock: () => clock.pause(),
          resumeClock: () => moving(() => clock.start()),
          clock: () => ({ height: state.chain.height().toString(), chainTime: state.chain.chainTime(), clockRunning: clock.running, frozen }),
          status: async () => ({
            ...((await state.status()) as object),
            clockRunning: clock.running,
            frozen,
            blockIntervalSeconds: clock.intervalSeconds,
            faults: { ...faults.current },
            openWebSockets: faults.openWebSockets,
          }),
          signWarpMessage: (message) => {
            if (!state.chain.signWarpMessage) throw new MethodError('this P-Chain cannot sign warp messages');
            return state.chain.signWarpMessage(message);
          },
          createUser: (username, password) => state.chain.keystore.createUser(username, password),
        }),
      }
    : undefined;
  const node = createNodeServer({
    routes: state.routes(control),
    nodeId: nodeIdFromBytes(sha256(new TextEncoder().encode(`node:${seed}`)).slice(0, NODE_ID_BYTES)),
    faults,
    batchLimit: options.batchLimit ?? DEFAULT_BATCH_LIMIT,
    staticDir: options.serveDir,
  });
  await new Promise<void>((resolve, reject) => {
    node.server.once('error', reject);
    node.server.listen(port, host, () => {
      node.server.off('error', reject);
      resolve();
    });
  });
  node.server.on('request', (_request, response) => response.once('close', state.warmUp.requestStarted()));
  state.warmUp.start();
  if ((options.autoBlocks ?? true) && !frozen) clock.start();
  const urlHost = host.includes(':') ? `[${host}]` : host;
  // The port the node got: the one asked for, or the one the system chose for port 0.
  const listening = (node.server.address() as AddressInfo).port;
  return {
    url: `http://${urlHost}:${listening}`,
    genesisTime: state.config.genesisTime,
    resumed: dataDir && { entries: dataDir.entries.length, height: state.chain.height() },
    close: async () => {
      clock.pause();
      state.warmUp.stop();
      await node.close();
      await state.flush();
    },
  };
}
