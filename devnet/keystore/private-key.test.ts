import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../../src/lib/evm-address';
import { toHex } from '../../src/lib/hex';
import { evmAddressOfPrivateKey } from '../../src/lib/secp256k1';
import { formatPrivateKey, parsePrivateKey } from './private-key';

/** The published avax.exportKey / avax.importKey example (test/fixtures/real-responses/). */
const EXAMPLE_KEY = 'PrivateKey-2o2uPgTSf3aR5nW6yLHjBEAiatAFKEhApvYzsjvAJKRXVWCYkE';
const EXAMPLE_HEX = '0xec381fb8d32168be4cf7f8d4ce9d8ca892d77ba574264f3665ad5edb89710157';
const EXAMPLE_ADDRESS = '0xc876DF0F099b3eb32cBB78820d39F5813f73E18C';

describe('private keys', () => {
  it('default: the reference example key parses, formats back and has the example address', () => {
    const key = parsePrivateKey(EXAMPLE_KEY);
    expect(toHex(key)).toBe(EXAMPLE_HEX);
    expect(formatPrivateKey(key)).toBe(EXAMPLE_KEY);
    expect(toChecksumAddress(toHex(evmAddressOfPrivateKey(key)))).toBe(EXAMPLE_ADDRESS);
  });

  it('error: a key without the prefix, with a bad checksum or out of range is refused', () => {
    expect(() => parsePrivateKey(EXAMPLE_KEY.slice('PrivateKey-'.length))).toThrow('private key missing PrivateKey- prefix');
    expect(() => parsePrivateKey(`${EXAMPLE_KEY.slice(0, -1)}F`)).toThrow('invalid input checksum');
    expect(() => parsePrivateKey(formatPrivateKey(new Uint8Array(32)))).toThrow('invalid private key');
  });
});
