import { scheduleOf } from '../upgrades';
import { present } from '../../src/lib/present';
import { fromHex } from '../../src/lib/hex';
import type { Handler, JsonOutput, Service } from '../handler';
import { adminService } from '../evm/admin-service';
import type { EvmBridge } from '../evm/atomic-bridge';
import { evmChainSpecs } from '../evm/chain-config';
import type { DevKeystore } from '../evm/dev-keystore';
import type { ProofWindow } from '../evm/proof-window';
import type { EvmChain } from '../evm/evm-chain';
import type { EvmChainSpec } from '../evm/chain-config';
import { HeadHub } from '../evm/head-hub';
import type { Journal, JournalHead } from '../journal';
import { devnetLog } from '../log';
import type { CChainBridge } from '../pchain/c-chain-bridge';
import type { DevnetConfig, PChain } from '../pchain/pchain';
import { loadKeystore, type DataDir } from './data-dir';
import { AnswerCache } from './answer-cache';
import { EvmWarmUp } from './evm-warm-up';
import type { GethService } from './geth-method';
import type { GorillaEndpoint } from './gorilla';
import type { EvmEndpoint, RouteTable } from './http-server';
import { replayDataDir } from './journal-replay';
import { KeystoreSaves } from './keystore-saves';
import { LazyEvmChain } from './lazy-evm-chain';
import { nodeRoutes } from './node-routes';
import { nativeHex } from '../pchain/hash';

/**
 * The devnet's chains and the routes that reach them. `reset` rebuilds every chain from the same
 * config; head hubs stay, so WebSocket subscribers keep receiving heads after a reset. Block
 * production and resets run one at a time. The EVM chains are built on first use or by the warm-up
 * that runs between requests once the node listens, the C-Chain first (see LazyEvmChain for why
 * that gives the same chains). The C-Chain takes part in atomic txs, so P-Chain blocks and user
 * sends wait for it to be built; until then nothing can have reached it.
 */
export type PChainFactory = (config: DevnetConfig) => PChain;

export interface NodeOptions {
  admin: boolean;
  /** Where the admin API's profiler writes. */
  profileDir: string;
  /** personal_, txpool_ and debug_ on the EVM chains (off on a public node). */
  devApis: boolean;
  proofs: ProofWindow;
  /** `--history-account`: the C-Chain grows an account with a long history. */
  historyAccount?: boolean;
  /** `--data-dir`: replayed at start, then kept up to date. */
  dataDir?: DataDir;
}

const C_CHAIN_ALIAS = 'C';
/** The journal's name for C-Chain atomic txs (EVM txs are journaled under their blockchain ID). */
const ATOMIC_CHAIN = 'C-atomic';
/** Calls through which users add transactions: they run between blocks and are journaled. */
const P_CHAIN_SENDS = ['issueTx'];
const ATOMIC_SENDS = ['issueTx', 'export', 'exportNATIVE', 'exportAVAX', 'import', 'importNATIVE', 'importAVAX'];
const EVM_SENDS = ['eth_sendRawTransaction', 'eth_sendTransaction', 'personal_sendTransaction'];
/** P-Chain reads whose answers change only with an accepted block: big ones, kept encoded until the next. */
const KEPT_PLATFORM_ANSWERS = new Set(['GetCurrentValidators', 'GetValidatorsAt', 'GetAllValidatorsAt', 'GetSubnets', 'GetBlockchains', 'GetCurrentSupply']);

interface EvmEntry {
  chain: EvmChain;
  service: GethService;
  /** The C-Chain's side of atomic txs (on the C-Chain only). */
  bridge?: EvmBridge;
}

export class NodeState {
  private pchain!: PChain;
  private evm = new Map<string, LazyEvmChain<EvmEntry>>();
  /** The P-Chain time of every block produced since the last (re)build: the EVM chains' block times. */
  private evmTimes: number[] = [];
  /** Builds the EVM chains nobody has asked for yet, between requests. */
  readonly warmUp = new EvmWarmUp(() => [...this.evm.values()].find((slot) => !slot.started));
  private readonly hubs = new Map<string, HeadHub>();
  private readonly admin: Service | undefined;
  /** The keys personal_ holds, made with the first chain that serves dev APIs. */
  private devKeystore: DevKeystore | undefined;
  /**
   * The C-Chain as the P-Chain sees it. Reads wait for it to be built; atomic effects are queued
   * only by P-Chain blocks and atomic sends, which wait for it first.
   */
  private readonly bridge: CChainBridge = {
    account: async (address) => present((await this.cChainSlot().get()).bridge, "The C-Chain's atomic bridge").account(address),
    queueAtomic: (effects) => present(this.cChainSlot().ready?.bridge, "The C-Chain's atomic bridge").queueAtomic(effects),
  };
  private queue: Promise<unknown> = Promise.resolve();
  private platform!: Service;
  private native!: Service;
  /** Set once a data directory has been replayed: from then on, changes are journaled. */
  private journal: Journal | undefined;
  private keystoreSaves: KeystoreSaves | undefined;
  private readonly platformAnswers = new AnswerCache(KEPT_PLATFORM_ANSWERS, () => `${this.config.dialect}:${this.pchain.headBlockId()}`);

  private constructor(
    readonly config: DevnetConfig,
    private readonly createPChain: PChainFactory,
    private readonly options: NodeOptions,
  ) {
    this.admin = options.admin ? adminService({ profileDir: options.profileDir, log: devnetLog }) : undefined;
  }

  static async create(config: DevnetConfig, createPChain: PChainFactory, options: NodeOptions): Promise<NodeState> {
    const state = new NodeState(config, createPChain, options);
    state.rebuild();
    if (options.dataDir) await state.resume(options.dataDir);
    return state;
  }

  /** Replays a data directory's journal (checked to reach its head), then keeps journaling. */
  private async resume(dataDir: DataDir): Promise<void> {
    const keptKeystore = await loadKeystore(dataDir.dir);
    await replayDataDir(dataDir, {
      produceBlock: () => this.produceBlock(),
      advanceTime: (seconds) => this.advanceTime(seconds),
      reset: () => this.reset(),
      sendTx: (chain, hex) => this.sendAgain(chain, hex),
      head: () => this.head(),
    });
    if (keptKeystore) this.pchain.keystore.restore(keptKeystore);
    this.journal = dataDir.journal;
    this.keystoreSaves = new KeystoreSaves(dataDir.dir);
    this.keystoreSaves.keep(this.pchain.keystore);
  }

  /** A journaled tx sent again: straight to its chain, not through the sends that wait for the C-Chain. */
  private async sendAgain(chain: string, hex: string): Promise<void> {
    await this.cChainSlot().get();
    // A tx refused now was refused then too; the head check catches any difference.
    const params = { tx: hex, encoding: 'hex' };
    const evm = (await this.evm.get(chain)?.get())?.chain;
    const sent =
      chain === 'P'
        ? present(this.pchain.platform.issueTx, 'platform.issueTx')(params)
        : chain === ATOMIC_CHAIN
          ? present(this.pchain.native.issueTx, 'The chain-native issueTx')(params)
          : evm && (await import('../evm/tx-submit')).submitRawTransaction(evm, fromHex(hex));
    await Promise.resolve(sent).catch(() => undefined);
  }

  /**
   * Waits for the block or send under way to finish (its journal entry is written before it and
   * the head after it, so a stop between the two would leave a data dir that replays past its
   * head) and for the key store to be on disk; before the process stops.
   */
  async flush(): Promise<void> {
    await this.queue;
    await this.keystoreSaves?.flushed();
  }

  /** Wraps the calls that add a user's tx: one at a time with block production, journaled when they succeed. */
  private userSends(service: Service, names: readonly string[], signedHex: (params: unknown, result: unknown) => Promise<string>, chain: string): Service {
    const wrapped: Service = { ...service };
    for (const name of names) {
      const handler: Handler | undefined = service[name];
      if (!handler) continue;
      wrapped[name] = (params) =>
        this.serially(async () => {
          // An atomic tx queues its effects on the C-Chain at once.
          await this.cChainSlot().get();
          const result = await handler(params);
          if (this.journal) this.journal.append({ kind: 'tx', chain, hex: await signedHex(params, result) });
          return result;
        });
    }
    return wrapped;
  }

  reset(): Promise<void> {
    return this.serially(async () => {
      this.journal?.append({ kind: 'reset' });
      this.rebuild();
      this.keepHead();
    });
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private rebuild(): void {
    const pchain = this.createPChain(this.config);
    this.pchain = pchain;
    this.evm = new Map();
    this.evmTimes = [];
    for (const spec of evmChainSpecs(pchain.evmChains(), this.config.genesisTime)) this.addEvm(spec);
    pchain.connectCChain(this.bridge);
    const paramsTx = async (params: unknown) => String((params as { tx: unknown }).tx);
    this.platform = this.userSends(pchain.platform, P_CHAIN_SENDS, paramsTx, 'P');
    this.native = this.userSends(
      pchain.native,
      ATOMIC_SENDS,
      async (_params, result) => {
        const txID = (result as { txID: string }).txID;
        return String(((await present(pchain.native.getAtomicTx, 'The chain-native getAtomicTx')({ txID, encoding: 'hex' })) as { tx: string }).tx);
      },
      ATOMIC_CHAIN,
    );
    this.keystoreSaves?.keep(pchain.keystore);
    void this.warmUp.run();
  }

  /**
   * A lazily built EVM chain, its blocks coming with the node's next block times. Without
   * `createdAt` it is one of the node's first chains, with the prebuilt history ending at the genesis time.
   */
  private addEvm(spec: EvmChainSpec, createdAt?: number): void {
    const id = spec.info.blockchainId;
    const hub = this.hubs.get(id) ?? new HeadHub();
    this.hubs.set(id, hub);
    const slot = new LazyEvmChain(
      spec,
      this.evmTimes,
      (built) => this.createEvm(built, hub, createdAt),
      (block) => hub.emitBlock(block, spec.isSubnetEvm),
      this.evmTimes.length,
    );
    this.evm.set(id, slot);
  }

  /**
   * The P-Chain goes on creating subnet-EVM chains (its activity, users' CreateChainTx): each one it
   * lists is served from the block that created it, so no chain it says it validates answers 404.
   * It is built as the others are, on first use or by the warm-up, from a genesis at the chain time
   * it is first listed at, without prebuilt blocks; its blocks come with the node's next block times.
   * Called right after the P-Chain's blocks, with no wait between, so no request sees the chain
   * listed and not served.
   */
  private addCreatedEvmChains(): void {
    const specs = evmChainSpecs(this.pchain.evmChains(), this.config.genesisTime).filter((spec) => !this.evm.has(spec.info.blockchainId));
    if (specs.length === 0) return;
    for (const spec of specs) this.addEvm(spec, this.pchain.chainTime());
    void this.warmUp.run();
  }

  private async createEvm(spec: EvmChainSpec, hub: HeadHub, createdAt: number | undefined): Promise<EvmEntry> {
    // The EVM modules load with the first chain built, once the node listens.
    const [{ EvmChain, PREBUILT_BLOCKS }, { ethService }] = await Promise.all([import('../evm/evm-chain'), import('../evm/eth-service')]);
    const intervalSeconds = this.config.blockIntervalSeconds;
    const history =
      createdAt === undefined ? { blocks: PREBUILT_BLOCKS, endTime: this.config.genesisTime, intervalSeconds } : { blocks: 0, endTime: createdAt, intervalSeconds };
    const chain = await EvmChain.create(spec, this.config.seed, history, yieldToRequests, { historyAccount: this.options.historyAccount });
    const id = spec.info.blockchainId;
    chain.pendingListeners.add((entry) => hub.emitPending(entry.tx, entry.hash));
    chain.pendingListeners.add((entry) => this.journal?.append({ kind: 'tx', chain: id, hex: nativeHex(entry.tx.serialize()) }));
    const service = ethService(chain, { dialect: this.config.dialect, proofs: this.options.proofs });
    let devApis: GethService | undefined;
    if (this.options.devApis) {
      this.devKeystore ??= new (await import('../evm/dev-keystore')).DevKeystore();
      devApis = (await import('../evm/dev-apis')).devApiService(chain, this.devKeystore);
    }
    const bridge = spec.info.alias === C_CHAIN_ALIAS ? new (await import('../evm/atomic-bridge')).EvmBridge(() => chain) : undefined;
    return { chain, service: this.evmSends(devApis ? { ...service, ...devApis } : service), bridge };
  }

  /** EVM sends run one at a time with block production; the pool's listener journals them. */
  private evmSends(service: GethService): GethService {
    const wrapped: GethService = { ...service };
    for (const name of EVM_SENDS) {
      const method = service[name];
      if (method) wrapped[name] = { args: method.args, run: (args) => this.serially(async () => method.run(args)) };
    }
    return wrapped;
  }

  private cChainSlot(): LazyEvmChain<EvmEntry> {
    return present([...this.evm.values()].find((slot) => slot.spec.info.alias === C_CHAIN_ALIAS), 'The C-Chain');
  }

  get chain(): PChain {
    return this.pchain;
  }

  /** One block on the P-Chain, then one on every EVM chain at the new chain time. */
  produceBlock(): Promise<void> {
    return this.serially(async () => {
      // A P-Chain block may queue atomic effects (its background activity) on the C-Chain.
      await this.cChainSlot().get();
      this.journal?.append({ kind: 'blocks', count: 1 });
      this.pchain.produceBlock();
      this.evmTimes.push(this.pchain.chainTime());
      this.addCreatedEvmChains();
      for (const slot of this.evm.values()) {
        await slot.catchUp();
        await yieldToRequests();
      }
      this.keepHead();
    });
  }

  advanceTime(seconds: number): Promise<void> {
    return this.serially(async () => {
      await this.cChainSlot().get();
      this.journal?.append({ kind: 'advance', seconds });
      this.pchain.advanceTime(seconds);
      this.addCreatedEvmChains();
      this.keepHead();
    });
  }

  private head(): JournalHead {
    return { height: this.pchain.height().toString(), blockId: this.pchain.headBlockId() };
  }

  private keepHead(): void {
    this.journal?.writeHead(this.head());
  }

  private cChainId(): string | undefined {
    return [...this.evm.values()].find((slot) => slot.spec.info.alias === C_CHAIN_ALIAS)?.spec.info.blockchainId;
  }

  private resolveEvm(key: string): string | undefined {
    if (key === C_CHAIN_ALIAS) return this.cChainId();
    return this.evm.has(key) ? key : undefined;
  }

  routes(control?: GorillaEndpoint): RouteTable {
    return nodeRoutes(
      {
        dialect: this.config.dialect,
        networkId: this.config.networkId,
        upgrades: scheduleOf(this.config.heliconTime),
        platform: () => this.platform,
        platformAnswers: this.platformAnswers,
        native: () => this.native,
        admin: this.admin,
        validators: (chain) => this.pchain.validatorsService(chain),
        evmId: (key) => this.resolveEvm(key),
        cChainId: () => this.cChainId(),
        evm: (id) => {
          const slot = this.evm.get(id);
          const hub = this.hubs.get(id);
          if (!slot || !hub) return undefined;
          const endpoint = (entry: EvmEntry): EvmEndpoint => ({ service: entry.service, heads: hub });
          return slot.ready ? endpoint(slot.ready) : slot.get().then(endpoint);
        },
      },
      control,
    );
  }

  /** Builds every EVM chain not built yet: the status reports all their heads. */
  async status(): Promise<JsonOutput> {
    const chains: EvmChain[] = [];
    for (const slot of this.evm.values()) chains.push((await slot.get()).chain);
    return {
      height: this.pchain.height().toString(),
      chainTime: this.pchain.chainTime(),
      evmChains: chains.map((chain) => ({
        blockchainId: chain.spec.info.blockchainId,
        alias: chain.spec.info.alias,
        name: chain.spec.info.name,
        height: chain.head.number.toString(),
        timestamp: chain.head.timestamp.toString(),
      })),
    };
  }
}

/** Lets pending requests run between pieces of long work (blocks of 33 chains, building a chain). */
function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
