import type { JsonValue, Service } from '../handler';
import { adminService } from '../evm/admin-service';
import { EvmBridge } from '../evm/atomic-bridge';
import { evmChainSpecs } from '../evm/chain-config';
import { devApiService } from '../evm/dev-apis';
import { DevKeystore } from '../evm/dev-keystore';
import type { ProofWindow } from '../evm/eth-proof';
import { ethService } from '../evm/eth-service';
import { EvmChain, PREBUILT_BLOCKS } from '../evm/evm-chain';
import { HeadHub } from '../evm/head-hub';
import { devnetLog } from '../log';
import type { DevnetConfig, PChain } from '../pchain/pchain';
import type { GethService } from './geth-method';
import type { GorillaEndpoint } from './gorilla';
import type { EvmEndpoint, RouteTable } from './http-server';

/**
 * The devnet's chains and the routes that reach them. `reset` rebuilds every chain from the same
 * config; head hubs stay, so WebSocket subscribers keep receiving heads after a reset. Block
 * production and resets run one at a time.
 */
export type PChainFactory = (config: DevnetConfig) => PChain;

export interface NodeOptions {
  admin: boolean;
  /** Where the admin API's profiler writes. */
  profileDir: string;
  /** personal_, txpool_ and debug_ on the EVM chains (off on a public node). */
  devApis: boolean;
  proofs: ProofWindow;
}

const P_CHAIN_PATHS = new Set(['/ext/bc/P', '/ext/P', '/ext/platform', '/ext/bc/platform', '/ext/bc/11111111111111111111111111111111LpoYY']);
const C_CHAIN_ALIAS = 'C';
const CHAIN_PATH = /^\/ext\/bc\/([^/]+)\/([^/]+)$/;

interface EvmEntry {
  chain: EvmChain;
  service: GethService;
}

export class NodeState {
  private pchain!: PChain;
  private evm = new Map<string, EvmEntry>();
  private readonly hubs = new Map<string, HeadHub>();
  private readonly admin: Service | undefined;
  private readonly keystore = new DevKeystore();
  private readonly bridge = new EvmBridge(() => this.cChain());
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly config: DevnetConfig,
    private readonly createPChain: PChainFactory,
    private readonly options: NodeOptions,
  ) {
    this.admin = options.admin ? adminService({ profileDir: options.profileDir, log: devnetLog }) : undefined;
  }

  static async create(config: DevnetConfig, createPChain: PChainFactory, options: NodeOptions): Promise<NodeState> {
    const state = new NodeState(config, createPChain, options);
    await state.rebuild();
    return state;
  }

  reset(): Promise<void> {
    return this.serially(() => this.rebuild());
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async rebuild(): Promise<void> {
    const pchain = this.createPChain(this.config);
    const history = { blocks: PREBUILT_BLOCKS, endTime: this.config.genesisTime, intervalSeconds: this.config.blockIntervalSeconds };
    const evm = new Map<string, EvmEntry>();
    for (const spec of evmChainSpecs(pchain.evmChains(), this.config.genesisTime)) {
      const chain = await EvmChain.create(spec, this.config.seed, history);
      const id = spec.info.blockchainId;
      const hub = this.hubs.get(id) ?? new HeadHub();
      this.hubs.set(id, hub);
      chain.pendingListeners.add((entry) => hub.emitPending(entry.tx, entry.hash));
      const service = ethService(chain, { dialect: this.config.dialect, proofs: this.options.proofs });
      evm.set(id, { chain, service: this.options.devApis ? { ...service, ...devApiService(chain, this.keystore) } : service });
    }
    this.pchain = pchain;
    this.evm = evm;
    pchain.connectCChain(this.bridge);
  }

  private cChain(): EvmChain {
    return [...this.evm.values()].find((entry) => entry.chain.spec.info.alias === C_CHAIN_ALIAS)!.chain;
  }

  get chain(): PChain {
    return this.pchain;
  }

  evmChains(): EvmChain[] {
    return [...this.evm.values()].map((entry) => entry.chain);
  }

  /** One block on the P-Chain, then one on every EVM chain at the new chain time. */
  produceBlock(): Promise<void> {
    return this.serially(async () => {
      this.pchain.produceBlock();
      const time = this.pchain.chainTime();
      for (const [id, entry] of this.evm) {
        const block = await entry.chain.produceBlock(time);
        this.hubs.get(id)?.emitBlock(block, entry.chain.spec.isSubnetEvm);
      }
    });
  }

  advanceTime(seconds: number): Promise<void> {
    return this.serially(async () => this.pchain.advanceTime(seconds));
  }

  private cChainId(): string | undefined {
    return [...this.evm.values()].find((entry) => entry.chain.spec.info.alias === C_CHAIN_ALIAS)?.chain.spec.info.blockchainId;
  }

  private resolveEvm(key: string): string | undefined {
    if (key === C_CHAIN_ALIAS) return this.cChainId();
    return this.evm.has(key) ? key : undefined;
  }

  routes(control?: GorillaEndpoint): RouteTable {
    const nativeGroup = this.config.dialect === 'spec' ? 'native' : 'avax';
    return {
      control,
      gorilla: (path) => {
        if (P_CHAIN_PATHS.has(path)) return { serviceName: 'platform', service: this.pchain.platform };
        const match = CHAIN_PATH.exec(path);
        if (!match) return undefined;
        const chain = match[1]!;
        const group = match[2]!;
        const evmId = this.resolveEvm(chain);
        const isCChain = evmId !== undefined && evmId === this.cChainId();
        if (isCChain && group === nativeGroup) return { serviceName: nativeGroup, service: this.pchain.native };
        if (isCChain && group === 'admin' && this.admin) return { serviceName: 'admin', service: this.admin };
        if (group === 'validators' && !isCChain) {
          const service = this.pchain.validatorsService(chain);
          if (service) return { serviceName: 'validators', service };
        }
        return undefined;
      },
      evm: (key): EvmEndpoint | undefined => {
        const id = this.resolveEvm(key);
        const entry = id === undefined ? undefined : this.evm.get(id);
        const hub = id === undefined ? undefined : this.hubs.get(id);
        return entry && hub ? { service: entry.service, heads: hub } : undefined;
      },
    };
  }

  status(): JsonValue {
    return {
      height: this.pchain.height().toString(),
      chainTime: this.pchain.chainTime(),
      evmChains: this.evmChains().map((chain) => ({
        blockchainId: chain.spec.info.blockchainId,
        alias: chain.spec.info.alias,
        name: chain.spec.info.name,
        height: chain.head.number.toString(),
        timestamp: chain.head.timestamp.toString(),
      })),
    };
  }
}
