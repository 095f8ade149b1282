import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { createAddressFromPrivateKey } from '@ethereumjs/util';
import { present } from '../../src/lib/present';
import { MethodError } from '../handler';

/**
 * personal_'s local key store (only with --dev-apis): keys made or imported over RPC, kept in
 * memory for the devnet's lifetime behind their passwords, unlocked for a while on request.
 */
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** geth's default unlock: 300 seconds. */
const DEFAULT_UNLOCK_SECONDS = 300n;
const MS_PER_SECOND = 1000n;
const NO_KEY = 'no key for given address or file';
const BAD_PASSWORD = 'could not decrypt key with given passphrase';

interface StoredKey {
  key: Uint8Array;
  salt: Buffer;
  check: Buffer;
  /** Unlocked until this wall time (ms); 0 locked; Infinity until locked again. */
  unlockedUntil: number;
}

function passwordCheck(password: string, salt: Buffer): Buffer {
  return scryptSync(password, salt, KEY_BYTES);
}

export class DevKeystore {
  private readonly keys = new Map<string, StoredKey>();

  accounts(): string[] {
    return [...this.keys.keys()];
  }

  add(key: Uint8Array, password: string): string {
    const address = createAddressFromPrivateKey(key).toString();
    const salt = randomBytes(SALT_BYTES);
    this.keys.set(address, { key, salt, check: passwordCheck(password, salt), unlockedUntil: 0 });
    return address;
  }

  create(password: string): string {
    return this.add(Uint8Array.from(randomBytes(KEY_BYTES)), password);
  }

  /** The key, after checking the password. */
  open(address: string, password: string): Uint8Array {
    const stored = this.keys.get(address.toLowerCase());
    if (!stored) throw new MethodError(NO_KEY);
    if (!timingSafeEqual(passwordCheck(password, stored.salt), stored.check)) throw new MethodError(BAD_PASSWORD);
    return stored.key;
  }

  unlock(address: string, password: string, seconds: bigint | undefined): void {
    this.open(address, password);
    const duration = seconds ?? DEFAULT_UNLOCK_SECONDS;
    present(this.keys.get(address.toLowerCase()), `The key of ${address}`).unlockedUntil = duration === 0n ? Infinity : Date.now() + Number(duration * MS_PER_SECOND);
  }

  lock(address: string): boolean {
    const stored = this.keys.get(address.toLowerCase());
    if (!stored) return false;
    stored.unlockedUntil = 0;
    return true;
  }

  /** The key of an unlocked account, for eth_sendTransaction and eth_sign. */
  unlocked(address: string): Uint8Array {
    const stored = this.keys.get(address.toLowerCase());
    if (!stored) throw new MethodError('unknown account');
    if (stored.unlockedUntil <= Date.now()) throw new MethodError('authentication needed: password or unlock');
    return stored.key;
  }
}
