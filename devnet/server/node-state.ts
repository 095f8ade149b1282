import type { JsonValue, Service } from '../handler';
import { adminService } from '../evm/admin-service';
import { evmChainSpecs } from '../evm/chain-config';
import { ethService } from '../evm/eth-service';
import { EvmChain, PREBUILT_BLOCKS } from '../evm/evm-chain';
import { headerJson } from '../evm/block-json';
import { HeadHub } from '../evm/head-hub';
import { devnetLog } from '../log';
import type { DevnetConfig, PChain } from '../pchain/pchain';
import type { GethService } from './geth-method';
import type { GorillaEndpoint } from './gorilla';
import type { EvmEndpoint, RouteTable } from './http-server';

/**
 * The devnet's chains and the routes that reach them. `reset` rebuilds every chain from the same
 * config; head hubs stay, so WebSocket subscribers keep receiving heads after a reset.
 */
export type PChainFactory = (config: DevnetConfig) => PChain;

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

  constructor(
    readonly config: DevnetConfig,
    private readonly createPChain: PChainFactory,
    options: { admin: boolean; profileDir: string },
  ) {
    this.admin = options.admin ? adminService({ profileDir: options.profileDir, log: devnetLog }) : undefined;
    this.reset();
  }

  reset(): void {
    this.pchain = this.createPChain(this.config);
    const history = { blocks: PREBUILT_BLOCKS, endTime: this.config.genesisTime, intervalSeconds: this.config.blockIntervalSeconds };
    this.evm = new Map();
    for (const spec of evmChainSpecs(this.pchain.evmChains(), this.config.genesisTime)) {
      const chain = new EvmChain(spec, this.config.seed, history);
      this.evm.set(spec.info.blockchainId, { chain, service: ethService(chain, this.config.dialect) });
      if (!this.hubs.has(spec.info.blockchainId)) this.hubs.set(spec.info.blockchainId, new HeadHub());
    }
  }

  get chain(): PChain {
    return this.pchain;
  }

  evmChains(): EvmChain[] {
    return [...this.evm.values()].map((entry) => entry.chain);
  }

  /** One block on the P-Chain, then one on every EVM chain at the new chain time. */
  produceBlock(): void {
    this.pchain.produceBlock();
    const time = this.pchain.chainTime();
    for (const [id, entry] of this.evm) {
      const block = entry.chain.produceBlock(time);
      this.hubs.get(id)?.emit(headerJson(block, entry.chain.spec.isSubnetEvm));
    }
  }

  advanceTime(seconds: number): void {
    this.pchain.advanceTime(seconds);
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
