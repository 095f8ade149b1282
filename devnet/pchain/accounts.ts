import { sha256 } from '../../src/lib/checksum';
import { formatAddress } from '../../src/lib/address';
import { fromHex } from '../../src/lib/hex';
import { EWOQ_ADDRESS_HEX } from './constants';

const DEMO_ACCOUNT_COUNT = 3;

/** A fixed address derived from a label, the same whatever the seed (so docs can name it). */
function labelledAddress(label: string): Uint8Array {
  return sha256(new TextEncoder().encode(label)).subarray(0, 20);
}

export const EWOQ_ADDRESS = fromHex(`0x${EWOQ_ADDRESS_HEX}`);
/** The ewoq key's C-Chain (EVM) address 0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC. */
export const EWOQ_EVM_ADDRESS = fromHex('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC');

/** Funded addresses that exist on every devnet: the local test key first. */
export const DEMO_ADDRESS_BYTES: readonly Uint8Array[] = [
  EWOQ_ADDRESS,
  ...Array.from({ length: DEMO_ACCOUNT_COUNT }, (_, i) => labelledAddress(`devnet demo account ${i + 1}`)),
];

export const TREASURY_ADDRESS = labelledAddress('devnet treasury');

/** The demo addresses as P-Chain addresses of the local network. */
export const DEMO_ADDRESSES: readonly string[] = DEMO_ADDRESS_BYTES.map((bytes) => formatAddress('P', 'local', bytes));
