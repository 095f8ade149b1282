import { LOCAL_VALIDATOR_FEE_CONFIG } from '../../src/lib/fees';

/** Sizes of the generated network. */
export interface Profile {
  validators: number;
  delegators: number;
  permissionedSubnets: number;
  subnetValidators: readonly [number, number];
  l1s: number;
  l1Validators: readonly [number, number];
  emptySubnets: number;
  /** Seconds after genesis time within which the "soon" stakers end. */
  soonWindow: number;
  /** Whether genesis time starts the auto-renewed validators (once Helicon is active) beside `validators`. */
  autoRenewedAtGenesis: boolean;
}

export const PROFILES = {
  small: {
    validators: 20,
    delegators: 60,
    permissionedSubnets: 2,
    subnetValidators: [3, 5],
    l1s: 1,
    l1Validators: [6, 8],
    emptySubnets: 1,
    soonWindow: 900,
    autoRenewedAtGenesis: true,
  },
  mainnet: {
    validators: 2000,
    delegators: 22000,
    permissionedSubnets: 20,
    subnetValidators: [3, 12],
    l1s: 12,
    l1Validators: [20, 320],
    emptySubnets: 8,
    soonWindow: 7200,
    autoRenewedAtGenesis: true,
  },
} as const satisfies Record<string, Profile>;

export type ProfileName = keyof typeof PROFILES;

/**
 * L1 validators grow with the set only up to this share of the L1 validator fee's target (the same
 * 10,000 on the devnet and on mainnet): past the target the continuous fee climbs without end, and
 * the capacity refuses registrations.
 */
const L1_SHARE_OF_FEE_TARGET = 0.5;

/**
 * A profile grown (or shrunk) to `validators` Primary Network validators, with its delegators in
 * proportion and its L1s' validators in proportion up to half the L1 validator fee target; subnets,
 * L1s and chains stay as many. Its validators are exactly `validators`: no auto-renewed ones join them.
 */
export function withValidators(base: Profile, validators: number): Profile {
  const ratio = validators / base.validators;
  const expectedL1Validators = (base.l1s * (base.l1Validators[0] + base.l1Validators[1])) / 2;
  const l1Ratio = Math.min(ratio, (Number(LOCAL_VALIDATOR_FEE_CONFIG.target) * L1_SHARE_OF_FEE_TARGET) / expectedL1Validators);
  const scaled = (count: number, by: number): number => Math.max(1, Math.round(count * by));
  return {
    ...base,
    validators,
    autoRenewedAtGenesis: false,
    delegators: scaled(base.delegators, ratio),
    l1Validators: [scaled(base.l1Validators[0], l1Ratio), scaled(base.l1Validators[1], l1Ratio)],
  };
}
