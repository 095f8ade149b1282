import { bytesEqual } from '../../src/lib/bytes';
import { EWOQ_ADDRESS, TREASURY_ADDRESS } from './accounts';
import { addAutoRenewedValidator, setAutoRenewedConfig } from './auto-renewed';
import { MIN_DELEGATION_FEE, NANO_AVAX_PER_AVAX, SECONDS_PER_DAY } from './constants';
import type { Network } from './network';
import type { Staker } from './state';
import { transfer } from './transfers';
import type { WalletContext } from './wallet';

const DAY = BigInt(SECONDS_PER_DAY);
/** Restaked shares the generated validators choose from: none, a quarter, half, all. */
const RESTAKE_SHARES = [0n, 250_000n, 500_000n, 1_000_000n];
const LOW_UPTIME_CHANCE = 0.15;
const EXIT_CHANCE = 0.3;

interface Start {
  stake: bigint;
  days: bigint;
  restake: bigint;
  uptimeBase: number;
  /** ewoq (which tests sign with) rather than the owner. */
  ewoqAuthority?: boolean;
  /** Asks at once to exit at the end of its first cycle. */
  exits?: boolean;
}

/**
 * The auto-renewed validators of genesis time: one whose config ewoq may change and one short of
 * uptime, both ending their first cycle a day later (commit, abort); one that has asked to exit at
 * the end of its first cycle; one with a long cycle that restakes nothing.
 */
const GENESIS_STARTS: readonly Start[] = [
  { stake: 20_000n, days: 1n, restake: 500_000n, uptimeBase: 100, ewoqAuthority: true },
  { stake: 8_000n, days: 1n, restake: 1_000_000n, uptimeBase: 60 },
  { stake: 5_000n, days: 2n, restake: 250_000n, uptimeBase: 99, exits: true },
  { stake: 50_000n, days: 14n, restake: 0n, uptimeBase: 98 },
];

function start(network: Network, context: WalletContext, plan: Start): Staker | undefined {
  const { builder, keys, rng } = network;
  const owner = keys.generate();
  const stake = plan.stake * NANO_AVAX_PER_AVAX;
  if (!transfer(builder, context, TREASURY_ADDRESS, owner, stake + NANO_AVAX_PER_AVAX)) return undefined;
  return addAutoRenewedValidator(builder, context, {
    owner,
    authority: plan.ewoqAuthority ? EWOQ_ADDRESS : owner,
    nodeId: rng.bytes(20),
    stake,
    period: plan.days * DAY,
    shares: MIN_DELEGATION_FEE,
    autoCompoundShares: plan.restake,
    uptimeBase: plan.uptimeBase,
  });
}

/** Adds the genesis-time auto-renewed validators to the open block. */
export function startGenesisAutoRenewed(network: Network, context: WalletContext): void {
  for (const plan of GENESIS_STARTS) {
    const validator = start(network, context, plan);
    if (validator && plan.exits) setAutoRenewedConfig(network.builder, context, TREASURY_ADDRESS, validator, plan.restake, 0n);
  }
}

/** A new auto-renewed validator: a cycle of 1–14 days, mostly with enough uptime. */
export function autoRenewedAction(network: Network, context: WalletContext): boolean {
  const { rng } = network;
  return (
    start(network, context, {
      stake: BigInt(rng.between(2_000, 30_000)),
      days: BigInt(rng.between(1, 14)),
      restake: rng.pick(RESTAKE_SHARES),
      uptimeBase: rng.chance(LOW_UPTIME_CHANCE) ? rng.between(40, 79) : rng.between(95, 100),
    }) !== undefined
  );
}

/** A config change of a current auto-renewed validator: another share, another period, or exit (period 0). */
export function autoRenewedConfigAction(network: Network, context: WalletContext): boolean {
  const { rng, state } = network;
  // The one ewoq may change is left to tests.
  const candidates = [...state.validatorsByNode.values()].filter((validator) => validator.autoRenewal?.authority.addresses.every((address) => !bytesEqual(address, EWOQ_ADDRESS)));
  if (candidates.length === 0) return false;
  const period = rng.chance(EXIT_CHANCE) ? 0n : BigInt(rng.between(1, 14)) * DAY;
  return setAutoRenewedConfig(network.builder, context, TREASURY_ADDRESS, rng.pick(candidates), rng.pick(RESTAKE_SHARES), period);
}
