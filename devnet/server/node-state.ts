import { fromHex } from '../../src/lib/hex';
import { present } from '../../src/lib/present';
import type { Handler, JsonOutput, Service } from '../handler';
import { adminService } from '../evm/admin-service';
import type { EvmBridge } from '../evm/atomic-bridge';
import { evmChainSpecs } from '../evm/chain-config';
import type { DevKeystore } from '../evm/dev-keystore';
import type { ProofWindow } from '../evm/proof-window';
import type { EvmChain } from '../evm/evm-chain';
import type { EvmChainSpec } from '../evm/chain-config';
import { HeadHub } from '../evm/head-hub';
import { JournalError, type Journal, type JournalEntry } from '../journal';
import { devnetLog } from '../log';
import type { CChainBridge } from '../pchain/c-chain-bridge';
import type { DevnetConfig, PChain } from '../pchain/pchain';
import { loadKeystore, saveKeystore, type DataDir } from './data-dir';
import { AnswerCache } from './answer-cache';
import { compressAhead } from './gzip';
import type { GethService } from './geth-method';
import type { GorillaEndpoint } from './gorilla';
import type { EvmEndpoint, RouteTable } from './http-server';
import { LazyEvmChain } from './lazy-evm-chain';
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
  /** `--data-dir`: replayed at start, then kept up to date. */
  dataDir?: DataDir;
}

const P_CHAIN_PATHS = new Set(['/ext/bc/P', '/ext/P', '/ext/platform', '/ext/bc/platform', '/ext/bc/11111111111111111111111111111111LpoYY']);
const INFO_PATH = '/ext/info';
const C_CHAIN_ALIAS = 'C';
const CHAIN_PATH = /^\/ext\/bc\/([^/]+)\/([^/]+)$/;
/** The journal's name for C-Chain atomic txs (EVM txs are journaled under their blockchain ID). */
const ATOMIC_CHAIN = 'C-atomic';
/** Calls through which users add transactions: they run between blocks and are journaled. */
const P_CHAIN_SENDS = ['issueTx'];
/** How long the node goes without requests before the warm-up builds its next EVM chain. */
const QUIET_MS = 500;
const ATOMIC_SENDS = ['issueTx', 'export', 'exportNATIVE', 'exportAVAX', 'import', 'importNATIVE', 'importAVAX'];
const EVM_SENDS = ['eth_sendRawTransaction', 'eth_sendTransaction', 'personal_sendTransaction'];
/** P-Chain reads whose answers change only with an accepted block: big ones, kept encoded between blocks. */
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
  private warming = false;
  /** While the clock makes several due blocks, chains nobody asked for wait, so the P-Chain and C-Chain reach the head sooner. */
  private warmUpHeld = false;
  private warmUpRunning = false;
  private requestsInFlight = 0;
  /** When the last request ended (performance.now()); the warm-up waits for a quiet moment after it. */
  private lastRequestEnd = 0;
  private readonly hubs = new Map<string, HeadHub>();
  private readonly admin: Service | undefined;
  /** The keys personal_ holds, made with the first chain that serves dev APIs. */
  private devKeystore: DevKeystore | undefined;
  /**
   * The C-Chain as the P-Chain sees it. Reads wait for it to be built; atomic effects are queued
   * only by P-Chain blocks and atomic sends, which wait for it first.
   */
  private readonly bridge: CChainBridge = {
    account: async (address) => present((await this.cChainSlot().get()).bridge, 'The C-Chain\'s atomic bridge').account(address),
    queueAtomic: (effects) => present(this.cChainSlot().ready?.bridge, 'The C-Chain\'s atomic bridge').queueAtomic(effects),
  };
  private queue: Promise<unknown> = Promise.resolve();
  private platform!: Service;
  private native!: Service;
  /** Set once a data directory has been replayed: from then on, changes are journaled. */
  private journal: Journal | undefined;
  private keystoreSaves: Promise<void> = Promise.resolve();
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

  /** Replays a data directory's journal, checks it reached the same block, then keeps journaling. */
  private async resume(dataDir: DataDir): Promise<void> {
    const keptKeystore = await loadKeystore(dataDir.dir);
    // Every block the data dir's devnet made is made again before the node listens.
    if (dataDir.entries.length > 0) devnetLog.info(`data dir ${dataDir.dir}: replaying ${dataDir.entries.length} journal entries`);
    for (const entry of dataDir.entries) await this.replay(entry);
    const reached = { height: this.pchain.height().toString(), blockId: this.pchain.headBlockId() };
    if (dataDir.head && (dataDir.head.height !== reached.height || dataDir.head.blockId !== reached.blockId)) {
      throw new JournalError(
        `data dir ${dataDir.dir} replayed to block ${reached.blockId} at height ${reached.height}, not ${dataDir.head.blockId} at ${dataDir.head.height}; start with another --data-dir`,
      );
    }
    if (keptKeystore) this.pchain.keystore.restore(keptKeystore);
    this.journal = dataDir.journal;
    this.keepKeystore();
  }

  private async replay(entry: JournalEntry): Promise<void> {
    if (entry.kind === 'blocks') for (let index = 0; index < entry.count; index++) await this.produceBlock();
    else if (entry.kind === 'advance') await this.advanceTime(entry.seconds);
    else if (entry.kind === 'reset') await this.reset();
    else {
      // Replayed txs reach the chains directly, not through the sends that wait for the C-Chain.
      await this.cChainSlot().get();
      // A tx refused now was refused then too; the head check catches any difference.
      const params = { tx: entry.hex, encoding: 'hex' };
      const evm = (await this.evm.get(entry.chain)?.get())?.chain;
      const sent =
        entry.chain === 'P'
          ? present(this.pchain.platform.issueTx, 'platform.issueTx')(params)
          : entry.chain === ATOMIC_CHAIN
            ? present(this.pchain.native.issueTx, 'The chain-native issueTx')(params)
            : evm && (await import('../evm/tx-submit')).submitRawTransaction(evm, fromHex(entry.hex));
      await Promise.resolve(sent).catch(() => undefined);
    }
  }

  /** Keeps the key store in the data directory after every change (users, keys). */
  private keepKeystore(): void {
    const dataDir = this.options.dataDir;
    if (!dataDir || !this.journal) return;
    const keystore = this.pchain.keystore;
    const save = () => {
      this.keystoreSaves = this.keystoreSaves.then(async () => saveKeystore(dataDir.dir, await keystore.record())).catch((error: unknown) => {
        devnetLog.error(`devnet: could not keep the key store in ${dataDir.dir}: ${(error as Error).message}`);
      });
    };
    keystore.onChange = save;
    save();
  }

  /**
   * Waits for the block or send under way to finish (its journal entry is written before it and
   * the head after it, so a stop between the two would leave a data dir that replays past its
   * head) and for the key store to be on disk; before the process stops.
   */
  async flush(): Promise<void> {
    await this.queue;
    await this.keystoreSaves;
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
    // Kept answers would be computed again by the old chain's handlers.
    this.platformAnswers.forget();
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
    this.keepKeystore();
    void this.warmUp();
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
    void this.warmUp();
  }

  private async createEvm(spec: EvmChainSpec, hub: HeadHub, createdAt: number | undefined): Promise<EvmEntry> {
    // The EVM modules load with the first chain built, once the node listens.
    const [{ EvmChain, PREBUILT_BLOCKS }, { ethService }] = await Promise.all([import('../evm/evm-chain'), import('../evm/eth-service')]);
    const intervalSeconds = this.config.blockIntervalSeconds;
    const history =
      createdAt === undefined ? { blocks: PREBUILT_BLOCKS, endTime: this.config.genesisTime, intervalSeconds } : { blocks: 0, endTime: createdAt, intervalSeconds };
    const chain = await EvmChain.create(spec, this.config.seed, history, yieldToRequests);
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

  /**
   * Once the node listens: builds the EVM chains nobody has asked for yet, one at a time, each once
   * the node has gone a moment without requests (the first ones after listening included), so the
   * building slows no answer that a chain does not need.
   */
  startWarmUp(): void {
    this.warming = true;
    this.lastRequestEnd = performance.now();
    void this.warmUp();
  }

  /** Counts a request the node serves; call the result when it has been answered. */
  requestStarted(): () => void {
    this.requestsInFlight++;
    return () => {
      this.requestsInFlight--;
      this.lastRequestEnd = performance.now();
    };
  }

  private async quiet(): Promise<void> {
    for (;;) {
      const idle = performance.now() - this.lastRequestEnd;
      if (this.requestsInFlight === 0 && idle >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, this.requestsInFlight > 0 ? QUIET_MS : QUIET_MS - idle).unref());
    }
  }

  stopWarmUp(): void {
    this.warming = false;
  }

  /** Holds the warm-up (while the clock catches up) or lets it go on. */
  holdWarmUp(held: boolean): void {
    this.warmUpHeld = held;
    if (!held) void this.warmUp();
  }

  private async warmUp(): Promise<void> {
    if (!this.warming || this.warmUpHeld || this.warmUpRunning) return;
    this.warmUpRunning = true;
    try {
      for (;;) {
        await this.quiet();
        const next = this.unstartedEvm();
        if (!next || !this.warming || this.warmUpHeld) break;
        await next.get();
      }
    } catch (error) {
      devnetLog.error(`building an EVM chain failed: ${(error as Error).message}`);
    } finally {
      this.warmUpRunning = false;
    }
  }

  private unstartedEvm(): LazyEvmChain<EvmEntry> | undefined {
    return [...this.evm.values()].find((slot) => !slot.started);
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
    const produced = this.serially(async () => {
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
    void produced.then(() => this.prepareAnswers(), () => undefined);
    return produced;
  }

  /**
   * The large answers clients keep reading (a grown validator set, tens of megabytes) prepared for
   * the new block and compressed, between requests: otherwise the first request after a block
   * waits for them, and with a large heap that work can set off a long garbage collection.
   */
  private async prepareAnswers(): Promise<void> {
    try {
      await yieldToRequests();
      for (const answer of await this.platformAnswers.prepare()) await compressAhead(answer);
    } catch (error) {
      devnetLog.error(`preparing answers failed: ${(error as Error).message}`);
    }
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

  private keepHead(): void {
    this.journal?.writeHead({ height: this.pchain.height().toString(), blockId: this.pchain.headBlockId() });
  }

  private cChainId(): string | undefined {
    return [...this.evm.values()].find((slot) => slot.spec.info.alias === C_CHAIN_ALIAS)?.spec.info.blockchainId;
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
        if (P_CHAIN_PATHS.has(path)) return { serviceName: 'platform', service: this.platform, answers: this.platformAnswers };
        if (path === INFO_PATH) return { serviceName: 'info', service: this.info() };
        const [, chain, group] = CHAIN_PATH.exec(path) ?? [];
        if (chain === undefined || group === undefined) return undefined;
        const evmId = this.resolveEvm(chain);
        const isCChain = evmId !== undefined && evmId === this.cChainId();
        if (isCChain && group === nativeGroup) return { serviceName: nativeGroup, service: this.native };
        if (isCChain && group === 'admin' && this.admin) return { serviceName: 'admin', service: this.admin };
        if (group === 'validators' && !isCChain) {
          const service = this.pchain.validatorsService(chain);
          if (service) return { serviceName: 'validators', service };
        }
        return undefined;
      },
      evm: (key) => {
        const id = this.resolveEvm(key);
        const slot = id === undefined ? undefined : this.evm.get(id);
        const hub = id === undefined ? undefined : this.hubs.get(id);
        if (!slot || !hub) return undefined;
        const endpoint = (entry: EvmEntry): EvmEndpoint => ({ service: entry.service, heads: hub });
        return slot.ready ? endpoint(slot.ready) : slot.get().then(endpoint);
      },
    };
  }

  /** The node's `info` API, as far as the explorer asks it: which network the node is on. */
  private info(): Service {
    // A reference node answers the ID as a JSON string (avajson.Uint32).
    return { getNetworkID: () => ({ networkID: String(this.config.networkId) }) };
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
