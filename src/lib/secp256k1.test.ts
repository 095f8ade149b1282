import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';
import { sha256 } from './checksum';
import { fromHex, toHex } from './hex';
import { addressOfPrivateKey, evmAddressOfPrivateKey, evmAddressOfPublicKey, publicKeyOf, recoverAddress, signMessage, SIGNATURE_LENGTH } from './secp256k1';

/** The well-known local test key ("ewoq"). */
const EWOQ_PRIVATE_KEY = fromHex('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');

describe('secp256k1', () => {
  it('default: the local test key has its well-known address', () => {
    expect(formatAddress('P', 'local', addressOfPrivateKey(EWOQ_PRIVATE_KEY))).toBe('P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u');
  });

  it('default: the local test key has its well-known EVM address, from the private or the public key', () => {
    expect(toHex(evmAddressOfPublicKey(publicKeyOf(EWOQ_PRIVATE_KEY)))).toBe('0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc');
    expect(toHex(evmAddressOfPrivateKey(EWOQ_PRIVATE_KEY))).toBe('0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc');
  });

  it('behavior: a signature recovers its signer and is deterministic', () => {
    const message = new TextEncoder().encode('unsigned tx bytes');
    const signature = signMessage(EWOQ_PRIVATE_KEY, message);
    expect(signature).toHaveLength(SIGNATURE_LENGTH);
    expect(toHex(signMessage(EWOQ_PRIVATE_KEY, message))).toBe(toHex(signature));
    expect(toHex(recoverAddress(sha256(message), signature)!)).toBe(toHex(addressOfPrivateKey(EWOQ_PRIVATE_KEY)));
  });

  it('error: a changed message or a malformed signature recovers no signer or another one', () => {
    const message = new TextEncoder().encode('unsigned tx bytes');
    const signature = signMessage(EWOQ_PRIVATE_KEY, message);
    const other = recoverAddress(sha256(new TextEncoder().encode('other bytes')), signature);
    expect(other === undefined || toHex(other) !== toHex(addressOfPrivateKey(EWOQ_PRIVATE_KEY))).toBe(true);
    expect(recoverAddress(sha256(message), signature.subarray(0, 64))).toBeUndefined();
    const badRecovery = signature.slice();
    badRecovery[64] = 7;
    expect(recoverAddress(sha256(message), badRecovery)).toBeUndefined();
    expect(recoverAddress(sha256(message), new Uint8Array(SIGNATURE_LENGTH))).toBeUndefined();
  });
});
