import { present } from '../../src/lib/present';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS, TREASURY_ADDRESS, TREASURY_EVM_ADDRESS } from './accounts';
import { AVAX_ASSET_ID, MIN_DELEGATION_FEE, NANO_AVAX_PER_AVAX, SECONDS_PER_DAY } from './constants';
import { recordDropped } from './mempool';
import { isActive } from './fee-state';
import { cb58 } from './hash';
import type { Network } from './network';
import { disableL1Validator, increaseL1Balance, registerL1Validator, setL1Weight } from './l1';
import { addDelegator, addValidator, delegationCapacity } from './staking';
import { autoRenewedAction, autoRenewedConfigAction } from './auto-renewed-activity';
import { isHeliconActive } from '../upgrades';
import type { Subnet } from './state';
import { createChain, createSubnet, transferOwnership } from './subnets';
import { cChainExport, cChainImport, exportToC, importFromC, transfer } from './transfers';
import type { WalletContext } from './wallet';
import { owners } from './wallet';

const MAX_TXS_PER_BLOCK = 3;
/**
 * The activity creates chains until the network holds this many: every EVM chain makes a block for
 * each P-Chain block, so a local network left running for days would otherwise grow without bound
 * in both memory and the time each block takes. A user's CreateChainTx is never held to it.
 */
const MAX_ACTIVITY_CHAINS = 8;
const DROP_PROBABILITY = 0.03;

function avax(amount: number): bigint {
  return BigInt(amount) * NANO_AVAX_PER_AVAX;
}

type Action = (network: Network, context: WalletContext) => boolean;

const payers = [TREASURY_ADDRESS, ...DEMO_ADDRESS_BYTES];

const transferAction: Action = ({ rng, builder, keys }, context) =>
  transfer(builder, context, rng.pick(payers), rng.chance(0.5) ? rng.pick(DEMO_ADDRESS_BYTES) : keys.generate(), avax(rng.between(1, 500)));

/** Exports ewoq's AVAX to the C-Chain, which imports it (into the treasury's account) straight away. */
const exportAction: Action = ({ rng, builder, state, keys }, context) => {
  if (!exportToC(builder, context, EWOQ_ADDRESS, EWOQ_ADDRESS, avax(rng.between(1, 100)))) return false;
  if (rng.chance(0.7)) cChainImport(state, keys, EWOQ_ADDRESS, TREASURY_EVM_ADDRESS);
  return true;
};

/** The C-Chain (the treasury's account) exports to a demo address, which imports on the P-Chain (sometimes later). */
const importAction: Action = ({ rng, builder, state, keys }, context) => {
  const to = rng.pick(DEMO_ADDRESS_BYTES);
  cChainExport(state, keys, TREASURY_EVM_ADDRESS, to, avax(rng.between(1, 50)));
  return rng.chance(0.6) ? importFromC(builder, context, to) : true;
};

const validatorAction: Action = ({ rng, builder, state, keys }, context) => {
  const stake = avax(rng.between(2_000, 20_000));
  const owner = keys.generate();
  if (!transfer(builder, context, TREASURY_ADDRESS, owner, stake + avax(1))) return false;
  return (
    addValidator(builder, context, {
      owner,
      nodeId: rng.bytes(20),
      stake,
      end: state.time + BigInt(rng.between(1, 30) * SECONDS_PER_DAY),
      shares: MIN_DELEGATION_FEE,
      bls: true,
      uptimeBase: rng.between(95, 100),
    }) !== undefined
  );
};

const delegatorAction: Action = ({ rng, builder, state }, context) => {
  const candidates = [...state.validatorsByNode.values()].filter((v) => v.end > state.time + BigInt(SECONDS_PER_DAY));
  if (candidates.length === 0) return false;
  const validator = rng.pick(candidates);
  const stake = avax(rng.between(25, 500));
  if (stake > delegationCapacity(validator)) return false;
  const owner = rng.pick(DEMO_ADDRESS_BYTES);
  const end = state.time + BigInt(SECONDS_PER_DAY) + BigInt(rng.int(Number(validator.end - state.time - BigInt(SECONDS_PER_DAY))));
  return addDelegator(builder, context, { owner, validator, stake, end }) !== undefined;
};

function ownedSubnets(network: Network): Subnet[] {
  return network.state.subnetOrder.map((id) => present(network.state.subnets.get(id), `Subnet ${id}`));
}

const subnetAction: Action = ({ rng, builder }, context) =>
  createSubnet(builder, context, rng.pick(payers), owners(rng.pick(DEMO_ADDRESS_BYTES))) !== undefined;

const chainAction: Action = (network, context) => {
  if (network.state.chains.size >= MAX_ACTIVITY_CHAINS) return false;
  const bare = ownedSubnets(network).filter((s) => s.chains.length === 0 && s.owner.threshold === 1n);
  if (bare.length === 0) return false;
  const subnet = network.rng.pick(bare);
  return createChain(network.builder, context, TREASURY_ADDRESS, subnet, `chain${network.nextEvmChainId}`, network.nextEvmChainId++) !== undefined;
};

const ownershipAction: Action = (network, context) => {
  const permissioned = ownedSubnets(network).filter((s) => s.conversionId === undefined);
  if (permissioned.length === 0) return false;
  return transferOwnership(network.builder, context, TREASURY_ADDRESS, network.rng.pick(permissioned), owners(network.rng.pick(DEMO_ADDRESS_BYTES)));
};

function l1Subnets(network: Network): Subnet[] {
  return ownedSubnets(network).filter((s) => s.conversionId !== undefined);
}

const registerAction: Action = (network, context) => {
  const l1s = l1Subnets(network);
  if (l1s.length === 0) return false;
  const { rng } = network;
  return (
    registerL1Validator(network.builder, context, TREASURY_ADDRESS, rng.pick(l1s), {
      nodeId: rng.bytes(20),
      weight: BigInt(rng.between(100, 10_000)),
      balance: BigInt(rng.between(120, 3_600)) * network.validatorFeeConfig.minPrice,
      owner: rng.pick(DEMO_ADDRESS_BYTES),
    }) !== undefined
  );
};

function l1Validators(network: Network, active: boolean) {
  return [...network.state.l1Validators.values()].filter((v) => v.endHeight === undefined && isActive(v) === active);
}

const weightAction: Action = (network, context) => {
  const candidates = l1Validators(network, true);
  if (candidates.length === 0) return false;
  const weight = network.rng.chance(0.2) ? 0n : BigInt(network.rng.between(100, 10_000));
  return setL1Weight(network.builder, context, TREASURY_ADDRESS, network.rng.pick(candidates), weight);
};

const balanceAction: Action = (network, context) => {
  const inactive = l1Validators(network, false);
  const pool = inactive.length > 0 && network.rng.chance(0.5) ? inactive : l1Validators(network, true);
  if (pool.length === 0) return false;
  const amount = BigInt(network.rng.between(300, 7_200)) * network.validatorFeeConfig.minPrice;
  return increaseL1Balance(network.builder, context, TREASURY_ADDRESS, network.rng.pick(pool), amount);
};

const disableAction: Action = (network, context) => {
  const candidates = l1Validators(network, true);
  if (candidates.length === 0) return false;
  return disableL1Validator(network.builder, context, TREASURY_ADDRESS, network.rng.pick(candidates));
};

/** Relative frequency of each kind of activity. */
const ACTIONS: ReadonlyArray<readonly [Action, number]> = [
  [transferAction, 40],
  [exportAction, 8],
  [importAction, 8],
  [validatorAction, 2],
  [delegatorAction, 10],
  [subnetAction, 1],
  [chainAction, 1],
  [ownershipAction, 1],
  [registerAction, 5],
  [weightAction, 5],
  [balanceAction, 8],
  [disableAction, 1],
];
/** Once Helicon is active: auto-renewed validators start, and change their configs. */
const HELICON_ACTIONS: ReadonlyArray<readonly [Action, number]> = [...ACTIONS, [autoRenewedAction, 2], [autoRenewedConfigAction, 3]];

function totalWeight(actions: ReadonlyArray<readonly [Action, number]>): number {
  return actions.reduce((sum, [, weight]) => sum + weight, 0);
}
const TOTAL_WEIGHT = totalWeight(ACTIONS);
const HELICON_TOTAL_WEIGHT = totalWeight(HELICON_ACTIONS);

function pickAction(network: Network): Action {
  const helicon = isHeliconActive(network.upgrades, network.state.time);
  const actions = helicon ? HELICON_ACTIONS : ACTIONS;
  let roll = network.rng.int(helicon ? HELICON_TOTAL_WEIGHT : TOTAL_WEIGHT);
  for (const [action, weight] of actions) {
    if (roll < weight) return action;
    roll -= weight;
  }
  return transferAction;
}

/** Reasons other nodes' txs are dropped for, in the node's words (see verify-tx.ts). */
const DROP_REASONS = [
  `failed execution: insufficient unlocked funds: needs 4099 more ${AVAX_ASSET_ID}`,
  'failed execution: failed to read consumed UTXO',
  'failed execution: staking period is too short',
  'failed execution: inputs not sorted and unique',
];

/** Fills the open block with 1–3 txs of random kinds; always at least one transfer. */
export function fillBlock(network: Network, context: WalletContext): void {
  const count = network.rng.between(1, MAX_TXS_PER_BLOCK);
  for (let i = 0; i < count; i++) pickAction(network)(network, context);
  if (network.builder.pendingCount === 0) transferAction(network, context);
  if (network.rng.chance(DROP_PROBABILITY)) {
    const id = network.rng.bytes(32);
    const reason = network.rng.pick(DROP_REASONS);
    recordDropped(network.state, cb58(id), reason === DROP_REASONS[1] ? `${reason} ${cb58(network.rng.bytes(32))}:0 due to: not found` : reason);
  }
}
