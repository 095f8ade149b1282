import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { Writer } from './writer';
import { toHex } from '../hex';
import { idFromBytes, parseId, shortIdFromBytes } from '../ids';
import { decodeL1Message } from './warp';

const SUBNET = 'J89rdn2sKnrfkGJFZpo9Prxgzh4dNEiEEeFmEPGEbv8qvEjTc';
const CHAIN = 'AfNJadJ39nKqmnTSQMzYTuKDXiz1U7C995N6urib5kD5fRGf1';
const MANAGER = new Uint8Array(20).fill(0xd6);
const OWNER = new Uint8Array(20).fill(3);

/** A signed Warp message: envelope, addressed call from the manager, the L1 payload, a bit-set signature. */
function signedMessage(payload: Uint8Array, callType = 1): string {
  const call = new Writer().u16(0).u32(callType).bytes(MANAGER).bytes(payload).toBytes();
  const bytes = new Writer().u16(0).u32(12345).fixed(parseId(CHAIN), 32, 'sourceChainID').bytes(call).u32(0).bytes(Uint8Array.of(0xff)).fixed(new Uint8Array(96), 96, 'signature').toBytes();
  return toHex(bytes);
}

function registerPayload(): Uint8Array {
  const writer = new Writer().u16(0).u32(1).fixed(parseId(SUBNET), 32, 'subnetID').bytes(new Uint8Array(20).fill(9)).fixed(new Uint8Array(48).fill(7), 48, 'publicKey').u64(1_795_392_146n);
  for (let i = 0; i < 2; i++) writer.u32(1).u32(1).fixed(OWNER, 20, 'address');
  return writer.u64(5_285n).toBytes();
}

describe('decodeL1Message', () => {
  it('default', () => {
    const payload = registerPayload();
    const message = decodeL1Message(signedMessage(payload));
    expect(message).toMatchObject({
      kind: 'register',
      networkId: 12345n,
      sourceChainId: CHAIN,
      sourceAddress: toHex(MANAGER),
      validationId: idFromBytes(sha256(payload)),
      subnetId: SUBNET,
      expiry: 1_795_392_146n,
      weight: 5_285n,
      remainingBalanceOwner: { threshold: 1n, addresses: [shortIdFromBytes(OWNER)] },
    });
    expect(message?.kind === 'register' && message.nodeId.startsWith('NodeID-')).toBe(true);
  });
  it('args: a weight change', () => {
    const validation = parseId(SUBNET);
    const payload = new Writer().u16(0).u32(3).fixed(validation, 32, 'validationID').u64(4n).u64(0n).toBytes();
    expect(decodeL1Message(signedMessage(payload))).toMatchObject({ kind: 'weight', validationId: SUBNET, nonce: 4n, weight: 0n });
  });
  it('behavior: other payload types are left undecoded', () => {
    const payload = new Writer().u16(0).u32(2).fixed(parseId(SUBNET), 32, 'validationID').toBytes();
    expect(decodeL1Message(signedMessage(payload))).toBeUndefined();
    expect(decodeL1Message(signedMessage(registerPayload(), 0))).toBeUndefined();
  });
  it('error: bytes that do not parse give undefined', () => {
    expect(decodeL1Message('0x0000')).toBeUndefined();
    expect(decodeL1Message('not hex')).toBeUndefined();
  });
});
