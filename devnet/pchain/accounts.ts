import { sha256 } from '../../src/lib/checksum';
import { formatAddress } from '../../src/lib/address';
import { fromHex } from '../../src/lib/hex';
import { addressOfPrivateKey, evmAddressOfPrivateKey } from '../../src/lib/secp256k1';
import { KeyRing } from './keys';

const DEMO_ACCOUNT_COUNT = 3;

/** A fixed private key derived from a label, the same whatever the seed (so docs can name it). */
function labelledKey(label: string): Uint8Array {
  return sha256(new TextEncoder().encode(label));
}

/** The well-known local test key (`ewoq`). */
export const EWOQ_PRIVATE_KEY = fromHex('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
export const EWOQ_ADDRESS = addressOfPrivateKey(EWOQ_PRIVATE_KEY);
/** The ewoq key's C-Chain (EVM) address 0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC. */
export const EWOQ_EVM_ADDRESS = evmAddressOfPrivateKey(EWOQ_PRIVATE_KEY);

/** Keys of the funded accounts that exist on every devnet: ewoq first, then sha256("devnet demo account N"). */
const DEMO_PRIVATE_KEYS: readonly Uint8Array[] = [
  EWOQ_PRIVATE_KEY,
  ...Array.from({ length: DEMO_ACCOUNT_COUNT }, (_, i) => labelledKey(`devnet demo account ${i + 1}`)),
];
export const DEMO_ADDRESS_BYTES: readonly Uint8Array[] = DEMO_PRIVATE_KEYS.map(addressOfPrivateKey);

/** The treasury pays for the generated setup: sha256("devnet treasury"). */
const TREASURY_PRIVATE_KEY = labelledKey('devnet treasury');
export const TREASURY_ADDRESS = addressOfPrivateKey(TREASURY_PRIVATE_KEY);
/**
 * The treasury's C-Chain account carries the generated atomic traffic (funded at the C-Chain's
 * genesis), so the well-known test key's EVM nonce moves only with what its user sends.
 */
export const TREASURY_EVM_ADDRESS = evmAddressOfPrivateKey(TREASURY_PRIVATE_KEY);

/** The demo addresses as P-Chain addresses of the local network. */
export const DEMO_ADDRESSES: readonly string[] = DEMO_ADDRESS_BYTES.map((bytes) => formatAddress('P', 'local', bytes));

/** A key ring for `seed` holding the well-known keys (which also sign C-Chain atomic txs). */
export function wellKnownKeys(seed: string): KeyRing {
  const ring = new KeyRing(seed);
  for (const key of [...DEMO_PRIVATE_KEYS, TREASURY_PRIVATE_KEY]) ring.addWithEvm(key);
  return ring;
}
