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
  },
} as const satisfies Record<string, Profile>;

export type ProfileName = keyof typeof PROFILES;
