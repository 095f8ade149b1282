import { SecretKey } from '@chainsafe/blst';
import { bls12_381 } from '@noble/curves/bls12-381.js';

/**
 * The aggregate signature of `secretKeys` over `message`, in the platform's signature domain
 * (`BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`, the one blst signs in): signatures of one message
 * add up, and so do the secret keys, so one signature with their sum is the aggregate. Signed with
 * blst, whose native code signs a large genesis's thousands of L1 registrations within its start-up.
 */
export function signAggregate(secretKeys: readonly Uint8Array[], message: Uint8Array): Uint8Array {
  const field = bls12_381.fields.Fr;
  const sum = secretKeys.reduce((total, key) => field.add(total, field.fromBytes(key)), field.ZERO);
  return SecretKey.fromBytes(field.toBytes(sum)).sign(message).toBytes(true);
}
