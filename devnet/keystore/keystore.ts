import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { fromHex, toHex } from '../../src/lib/hex';
import { evmAddressOfPrivateKey } from '../../src/lib/secp256k1';

/**
 * The node's key store: users with a password, each holding private keys. A password is kept
 * only as a salted scrypt hash; the same derivation also yields the AES-256-GCM key that seals
 * the user's private keys, so they are readable only while the password is at hand. Errors are
 * the reference node's (avalanchego api/keystore): an unknown user and a wrong password answer
 * the same `incorrect password`.
 */
export const DEMO_USERNAME = 'devnet';
export const DEMO_PASSWORD = 'devnet-keystore-demo';
/** The well-known local test key (ewoq), held by the demo user. */
const EWOQ_PRIVATE_KEY = fromHex('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');

const MAX_USERNAME_LENGTH = 1024;
const MAX_PASSWORD_LENGTH = 1024;
const MIN_PASSWORD_LENGTH = 8;
/** Kinds of character a password mixes (lower, upper, digit, other): at least this many. */
const MIN_CHARACTER_CLASSES = 2;
const SALT_LENGTH = 16;
const HALF = 32;
const DERIVED_LENGTH = 2 * HALF;
const IV_LENGTH = 12;
/** scrypt cost (N = 2^14, r = 8: ~16 MiB and tens of milliseconds per derivation). */
const SCRYPT_OPTIONS = { N: 1 << 14, r: 8, p: 1 };

export class KeystoreError extends Error {
  override name = 'KeystoreError';
}

interface SealedKey {
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

interface User {
  salt: Buffer;
  /** First half of the scrypt output: compared with the derivation of the offered password. */
  verifier: Buffer;
  /** ETH address (hex) → sealed private key, in the order added. */
  keys: Map<string, SealedKey>;
}

/** The key store as kept in a data directory: salts, verifiers and sealed keys (hex), never a password. */
export interface KeystoreRecord {
  users: Array<{ username: string; salt: string; verifier: string; keys: Array<{ address: string; iv: string; ciphertext: string; tag: string }> }>;
}

const hex = (bytes: Uint8Array): string => toHex(bytes);
const buffer = (text: string): Buffer => Buffer.from(fromHex(text));

/** A user whose password was given: its keys can be read and added. */
export interface UnlockedUser {
  /** The private keys, in the order they were added. */
  keys(): Uint8Array[];
  /** The key of an ETH address the user controls. */
  key(ethAddress: Uint8Array): Uint8Array | undefined;
  addKey(privateKey: Uint8Array): void;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, DERIVED_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function seal(sealingKey: Buffer, privateKey: Uint8Array): SealedKey {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
  const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

function unseal(sealingKey: Buffer, sealed: SealedKey): Uint8Array {
  const decipher = createDecipheriv('aes-256-gcm', sealingKey, sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return new Uint8Array(Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]));
}

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length;
}

/** The node checks strength with zxcvbn; this is a plain stand-in with the node's messages. */
function checkPassword(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) throw new KeystoreError(`password exceeds maximum length of ${MAX_PASSWORD_LENGTH} chars`);
  if (password.length < MIN_PASSWORD_LENGTH || characterClasses(password) < MIN_CHARACTER_CLASSES) throw new KeystoreError('password is too weak');
}

export class Keystore {
  /** Pending or finished user records; a promise so two creations of one name cannot race. */
  private readonly users = new Map<string, Promise<User>>();
  /** Derived from for unknown users, so they take as long as a wrong password. */
  private readonly decoySalt = randomBytes(SALT_LENGTH);

  /** The demo user is hashed on first use, not on every chain (re)build. */
  private demoPending = true;

  /** Called after each change (a user created, a key added), e.g. to keep the store on disk. */
  onChange: (() => void) | undefined;

  /** Every user as kept on disk. */
  async record(): Promise<KeystoreRecord> {
    this.ensureDemo();
    const users = await Promise.all(
      [...this.users].map(async ([username, pending]) => {
        const user = await pending;
        const keys = [...user.keys].map(([address, sealed]) => ({ address, iv: hex(sealed.iv), ciphertext: hex(sealed.ciphertext), tag: hex(sealed.tag) }));
        return { username, salt: hex(user.salt), verifier: hex(user.verifier), keys };
      }),
    );
    return { users };
  }

  /** Replaces every user (the demo user included) with a kept record. */
  restore(record: KeystoreRecord): void {
    this.demoPending = false;
    this.users.clear();
    for (const user of record.users) {
      const keys = new Map(user.keys.map((key) => [key.address, { iv: buffer(key.iv), ciphertext: buffer(key.ciphertext), tag: buffer(key.tag) }] as const));
      this.users.set(user.username, Promise.resolve({ salt: buffer(user.salt), verifier: buffer(user.verifier), keys }));
    }
  }

  async createUser(username: string, password: string): Promise<void> {
    if (username === '') throw new KeystoreError('empty username');
    if (username.length > MAX_USERNAME_LENGTH) throw new KeystoreError(`username exceeds maximum length of ${MAX_USERNAME_LENGTH} chars`);
    this.ensureDemo();
    if (this.users.has(username)) throw new KeystoreError(`user already exists: ${username}`);
    checkPassword(password);
    const created = this.newUser(password, []);
    this.users.set(username, created);
    try {
      await created;
    } catch (error) {
      this.users.delete(username);
      throw error;
    }
    this.onChange?.();
  }

  /** The user's keys, once the password matches; the node's error otherwise. */
  async unlock(username: string, password: string): Promise<UnlockedUser> {
    if (username === '') throw new KeystoreError('empty username');
    this.ensureDemo();
    const pending = this.users.get(username);
    const user = pending ? await pending : undefined;
    const derived = await derive(password, user?.salt ?? this.decoySalt);
    if (!user || !timingSafeEqual(derived.subarray(0, HALF), user.verifier)) throw new KeystoreError(`incorrect password: user "${username}"`);
    const sealingKey = derived.subarray(HALF);
    return {
      keys: () => [...user.keys.values()].map((sealed) => unseal(sealingKey, sealed)),
      key: (ethAddress) => {
        const sealed = user.keys.get(toHex(ethAddress));
        return sealed && unseal(sealingKey, sealed);
      },
      addKey: (privateKey) => {
        const address = toHex(evmAddressOfPrivateKey(privateKey));
        if (user.keys.has(address)) return;
        user.keys.set(address, seal(sealingKey, privateKey));
        this.onChange?.();
      },
    };
  }

  private ensureDemo(): void {
    if (!this.demoPending) return;
    this.demoPending = false;
    this.users.set(DEMO_USERNAME, this.newUser(DEMO_PASSWORD, [EWOQ_PRIVATE_KEY]));
  }

  private async newUser(password: string, privateKeys: Uint8Array[]): Promise<User> {
    const salt = randomBytes(SALT_LENGTH);
    const derived = await derive(password, salt);
    const sealingKey = derived.subarray(HALF);
    const keys = new Map(privateKeys.map((key) => [toHex(evmAddressOfPrivateKey(key)), seal(sealingKey, key)] as const));
    return { salt, verifier: Buffer.from(derived.subarray(0, HALF)), keys };
  }
}
