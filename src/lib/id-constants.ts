/** Lengths and fixed IDs of the platform, apart from the cb58 code so that a page needing only these loads no codec. */
export const ID_LENGTH = 32;
export const SHORT_ID_LENGTH = 20;
export const NODE_ID_PREFIX = 'NodeID-';

/** The Primary Network's subnet ID, which is also the P-Chain's blockchain ID (32 zero bytes). */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

/**
 * The empty node ID (20 zero bytes). In an L1's validator set it stands for the L1 validators that
 * are inactive (no balance): their weight stays in the set under this ID, with no BLS key, so it
 * counts toward the total but can never sign.
 */
export const EMPTY_NODE_ID = 'NodeID-111111111111111111116DBWJs';

/** The secp256k1fx ID printed as `fxID` on every P-Chain input and output (`wellKnownId('secp256k1fx')`). */
export const SECP256K1FX_ID = 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ';

/** The platform chain's name, the same in every language. */
export const P_CHAIN_NAME = 'P-Chain';
