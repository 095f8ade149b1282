import { LOCAL_VALIDATOR_FEE_CONFIG, MAINNET_VALIDATOR_FEE_CONFIG, P_CHAIN_GAS_CONFIG } from '../../src/lib/fees';
import type { ValidatorFeeConfig } from '../../src/lib/fees';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS, TREASURY_ADDRESS, wellKnownKeys } from './accounts';
import { BlockBuilder } from './block-builder';
import { AVAX_ASSET_ID_BYTES, EMPTY_ID_BYTES, MIN_DELEGATOR_STAKE, MIN_DELEGATION_FEE, NANO_AVAX_PER_AVAX, SECONDS_PER_DAY } from './constants';
import { makeUtxo } from './encoding';
import { sha256 } from './hash';
import { addUtxo } from './ledger';
import { newMempool } from './mempool';
import { convertToL1, registerL1Validator } from './l1';
import type { L1ValidatorPlan } from './l1';
import type { Profile } from './profiles';
import type { Network } from './network';
import { Random } from './random';
import { addDelegator, addValidator, delegationCapacity, sortEndQueue } from './staking';
import type { ChainState, Staker } from './state';
import { addSubnetValidator, createChain, createSubnet } from './subnets';
import { transfer } from './transfers';
import type { WalletContext } from './wallet';
import { avaxOutput, owners } from './wallet';
import { DEFAULT_UPGRADE_SCHEDULE, isHeliconActive, type UpgradeSchedule } from '../upgrades';
import { startGenesisAutoRenewed } from './auto-renewed-activity';

/** The setup history starts this long before genesis time, so stakers can end soon after it. */
const HISTORY_SECONDS = 14n * BigInt(SECONDS_PER_DAY);
const FAR_END_DAYS = 300;
const SOON_FRACTION = 0.15;
const LOW_UPTIME_FRACTION = 0.1;
const NO_BLS_FRACTION = 0.15;
const MAX_CONVERSION_VALIDATORS = 40;
const TREASURY_UTXOS = 8;
const TREASURY_UTXO_AMOUNT = 20_000_000n * NANO_AVAX_PER_AVAX;
const EWOQ_UTXOS = 12;
const FIRST_SUBNET_EVM_CHAIN_ID = 99_001;
/** End offsets (seconds after genesis time) of the first validators. */
const FIRST_ENDERS = [60n, 120n];

export interface GenesisOptions {
  seed: string;
  genesisTime: number;
  networkId: number;
  hrp: string;
  profile: Profile;
  /** The default has Helicon active from genesis. */
  upgrades?: UpgradeSchedule;
}

export function emptyState(networkId: number, hrp: string, upgrades: UpgradeSchedule): ChainState {
  return {
    networkId,
    hrp,
    upgrades,
    blocks: [],
    blockIndex: new Map(),
    txs: new Map(),
    dropped: new Map(),
    utxos: new Map(),
    utxosByAddress: new Map(),
    atomic: new Map(),
    rewardUtxos: new Map(),
    stakers: [],
    stakerByTx: new Map(),
    validatorsByNode: new Map(),
    endQueue: [],
    deferEndQueue: true,
    subnets: new Map(),
    subnetOrder: [],
    chains: new Map(),
    l1Validators: new Map(),
    atomicTxs: new Map(),
    cChainHeight: 0n,
    evmNonces: new Map(),
    supply: 0n,
    gas: { capacity: P_CHAIN_GAS_CONFIG.maxCapacity, excess: 0n },
    validatorExcess: 0n,
    accruedFees: 0n,
    time: 0n,
  };
}

function avax(amount: number): bigint {
  return BigInt(amount) * NANO_AVAX_PER_AVAX;
}

interface StakerPlan {
  owner: Uint8Array;
  stake: bigint;
  endOffset: bigint;
}

/**
 * Builds the network: genesis UTXOs in block 0, then real txs in the following blocks (stakers,
 * subnets, chains, L1 conversions), spaced so the gas rate stays at the target, and a last block at
 * exactly `genesisTime`.
 */
export function buildGenesis(options: GenesisOptions): Network {
  const rng = new Random(options.seed);
  const keys = wellKnownKeys(options.seed);
  const upgrades = options.upgrades ?? DEFAULT_UPGRADE_SCHEDULE;
  const state = emptyState(options.networkId, options.hrp, upgrades);
  const validatorFeeConfig = options.networkId === 1 ? MAINNET_VALIDATOR_FEE_CONFIG : LOCAL_VALIDATOR_FEE_CONFIG;
  const builder = new BlockBuilder(state, validatorFeeConfig);
  const genesisTime = BigInt(options.genesisTime);
  const startTime = genesisTime - HISTORY_SECONDS;
  const profile = options.profile;

  const endOffset = (): bigint =>
    rng.chance(SOON_FRACTION)
      ? BigInt(rng.between(30, profile.soonWindow))
      : BigInt(rng.between(profile.soonWindow, FAR_END_DAYS * SECONDS_PER_DAY));
  const validatorPlans: StakerPlan[] = Array.from({ length: profile.validators }, (_, i) => {
    const big = rng.chance(0.1);
    // The first two always end within minutes: one is rewarded, one (low uptime) is not.
    const offset = FIRST_ENDERS[i] ?? endOffset();
    return { owner: keys.generate(), stake: big ? avax(rng.between(200_000, 600_000)) : avax(rng.between(2_000, 150_000)), endOffset: offset };
  });
  const delegatorPlans: StakerPlan[] = Array.from({ length: profile.delegators }, () => ({
    owner: keys.generate(),
    stake: avax(rng.chance(0.8) ? rng.between(25, 2_000) : rng.between(2_000, 50_000)),
    endOffset: endOffset(),
  }));

  let outputIndex = 0;
  const fund = (address: Uint8Array, amount: bigint): void => {
    addUtxo(state, makeUtxo(EMPTY_ID_BYTES, outputIndex++, AVAX_ASSET_ID_BYTES, avaxOutput(address, amount).output));
    state.supply += amount;
  };
  for (let i = 0; i < EWOQ_UTXOS; i++) fund(EWOQ_ADDRESS, avax(rng.between(1_000, 2_000_000)));
  for (const address of DEMO_ADDRESS_BYTES.slice(1)) for (let i = 0; i < 3; i++) fund(address, avax(rng.between(100, 50_000)));
  for (let i = 0; i < TREASURY_UTXOS; i++) fund(TREASURY_ADDRESS, TREASURY_UTXO_AMOUNT);
  for (const plan of validatorPlans) fund(plan.owner, plan.stake + avax(5));
  for (const plan of delegatorPlans) fund(plan.owner, plan.stake + avax(1));

  builder.acceptGenesis({ kind: 'ApricotCommitBlock', parentId: sha256(new TextEncoder().encode(`genesis:${options.seed}`)), height: 0n }, startTime);

  const context: WalletContext = { state, rng, keys, price: 1n };
  const network: Network = { state, builder, rng, keys, mempool: newMempool(), validatorFeeConfig, nextEvmChainId: FIRST_SUBNET_EVM_CHAIN_ID, genesisTime, upgrades };
  const run = blockPacker(builder, context);

  const validators: Staker[] = [];
  for (const plan of validatorPlans) {
    run(() => {
      const staker = addValidator(builder, context, {
        owner: plan.owner,
        nodeId: rng.bytes(20),
        stake: plan.stake,
        end: genesisTime + plan.endOffset,
        shares: rng.chance(0.7) ? MIN_DELEGATION_FEE : BigInt(rng.between(20_000, 100_000)),
        bls: !rng.chance(NO_BLS_FRACTION),
        uptimeBase: plan === validatorPlans[1] || rng.chance(LOW_UPTIME_FRACTION) ? rng.between(40, 79) : rng.between(97, 100),
      });
      if (staker) validators.push(staker);
      return staker !== undefined;
    });
  }
  for (const plan of delegatorPlans) {
    const validator = rng.pick(validators);
    const stake = plan.stake < delegationCapacity(validator) ? plan.stake : MIN_DELEGATOR_STAKE;
    const end = genesisTime + plan.endOffset < validator.end ? genesisTime + plan.endOffset : validator.end;
    run(() => addDelegator(builder, context, { owner: plan.owner, validator, stake, end }) !== undefined);
  }

  const longLived = (): Staker => {
    const far = validators.filter((v) => v.end > genesisTime + BigInt(profile.soonWindow));
    return rng.pick(far.length > 0 ? far : validators);
  };
  for (let s = 0; s < profile.permissionedSubnets; s++) {
    const controlKeys = s % 2 === 0 ? [cycled(CONTROL_KEYS, 0)] : [cycled(CONTROL_KEYS, 1), cycled(CONTROL_KEYS, 2)];
    const owner = { locktime: 0n, threshold: BigInt(controlKeys.length === 1 ? 1 : 2), addresses: controlKeys };
    run(() => {
      const subnet = createSubnet(builder, context, TREASURY_ADDRESS, owner);
      if (!subnet) return false;
      const evmChainId = network.nextEvmChainId++;
      run(() => createChain(builder, context, TREASURY_ADDRESS, subnet, cycled(SUBNET_CHAIN_NAMES, s), evmChainId) !== undefined);
      const count = rng.between(profile.subnetValidators[0], profile.subnetValidators[1]);
      const chosen = new Set<Staker>();
      for (let i = 0; i < count; i++) chosen.add(longLived());
      for (const primary of chosen) {
        const end = primary.end < state.time + 60n * BigInt(SECONDS_PER_DAY) ? primary.end : state.time + 60n * BigInt(SECONDS_PER_DAY);
        run(() => addSubnetValidator(builder, context, TREASURY_ADDRESS, subnet, primary, BigInt(rng.between(20, 100)), end) !== undefined);
      }
      return true;
    });
  }
  for (let s = 0; s < profile.l1s; s++) {
    run(() => {
      const subnet = createSubnet(builder, context, TREASURY_ADDRESS, owners(cycled(CONTROL_KEYS, 0)));
      if (!subnet) return false;
      const evmChainId = network.nextEvmChainId++;
      run(() => {
        const chain = createChain(builder, context, TREASURY_ADDRESS, subnet, cycled(L1_CHAIN_NAMES, s), evmChainId);
        if (!chain) return false;
        const count = rng.between(profile.l1Validators[0], profile.l1Validators[1]);
        const plans = Array.from({ length: count }, () => l1Plan(rng, state, validatorFeeConfig, genesisTime, profile));
        run(() => convertToL1(builder, context, TREASURY_ADDRESS, subnet, chain.id, rng.bytes(20), plans.slice(0, MAX_CONVERSION_VALIDATORS)) !== undefined);
        // A registration's Warp message is checked against the L1's set at its block's parent, which the conversion's block begins.
        run.startBlock();
        for (const plan of plans.slice(MAX_CONVERSION_VALIDATORS)) {
          run(() => registerL1Validator(builder, context, TREASURY_ADDRESS, subnet, { ...plan, balance: l1Plan(rng, state, validatorFeeConfig, genesisTime, profile).balance }) !== undefined);
        }
        return true;
      });
      return true;
    });
  }
  for (let s = 0; s < profile.emptySubnets; s++) run(() => createSubnet(builder, context, TREASURY_ADDRESS, owners(cycled(CONTROL_KEYS, s))) !== undefined);
  run.flush();
  sortEndQueue(state);

  builder.begin(genesisTime);
  context.price = builder.price;
  transfer(builder, context, TREASURY_ADDRESS, EWOQ_ADDRESS, avax(10_000));
  if (profile.autoRenewedAtGenesis && isHeliconActive(network.upgrades, genesisTime)) startGenesisAutoRenewed(network, context);
  builder.finish();
  return network;
}

const SUBNET_CHAIN_NAMES = ['dexchain', 'gamechain', 'defichain', 'nftchain', 'paychain'];
const L1_CHAIN_NAMES = ['l1chain', 'beamchain', 'echochain', 'dfkchain'];
/** The demo accounts after ewoq control the generated subnets. */
const CONTROL_KEYS = DEMO_ADDRESS_BYTES.slice(1);

/** The item at `index`, counting round: genesis takes names and owners from short fixed lists. */
function cycled<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('genesis: a list to take names or owners from is empty');
  return item;
}

/**
 * An L1 validator: most have balances that last for years, some run out shortly after genesis
 * time and a few already ran out before it.
 */
function l1Plan(rng: Random, state: ChainState, config: ValidatorFeeConfig, genesisTime: bigint, profile: Profile): L1ValidatorPlan {
  const untilGenesis = genesisTime - state.time;
  const roll = rng.float();
  const seconds = roll < 0.15 ? untilGenesis + BigInt(rng.between(60, profile.soonWindow)) : roll < 0.2 ? untilGenesis / 2n : BigInt(rng.between(200, 2_000)) * BigInt(SECONDS_PER_DAY);
  return { nodeId: rng.bytes(20), weight: BigInt(rng.between(100, 10_000)), balance: seconds * config.minPrice, owner: rng.pick(DEMO_ADDRESS_BYTES.slice(1)) };
}

/**
 * Runs setup steps into blocks: a step that does not fit the open block goes into a new one, and
 * `startBlock` ends the open block. Steps may queue further steps (they run after the current one). Blocks are spaced so the gas
 * rate stays at the target, which keeps the fee at its minimum during setup.
 */
function blockPacker(builder: BlockBuilder, context: WalletContext): ((step: () => boolean) => void) & { flush: () => void; startBlock: () => void } {
  const queue: Array<() => boolean> = [];
  let running = false;
  const nextTime = (): bigint => {
    const seconds = (builder.gasUsed + P_CHAIN_GAS_CONFIG.targetPerSecond - 1n) / P_CHAIN_GAS_CONFIG.targetPerSecond;
    return builder.state.time + (seconds > 0n ? seconds : 1n);
  };
  const open = (): void => {
    builder.begin(nextTime());
    context.price = builder.price;
  };
  const drain = (): void => {
    running = true;
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      if (!builder.isOpen) open();
      if (step()) continue;
      builder.finish();
      open();
      step();
    }
    running = false;
  };
  const run = (step: () => boolean): void => {
    queue.push(step);
    if (!running) drain();
  };
  return Object.assign(run, {
    flush: () => {
      if (builder.isOpen) builder.finish();
    },
    /** The steps queued after this one go into a block after the open one's. */
    startBlock: () =>
      run(() => {
        if (builder.pendingCount > 0) {
          builder.finish();
          open();
        }
        return true;
      }),
  });
}

