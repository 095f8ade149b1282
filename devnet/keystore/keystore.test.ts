import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../src/lib/hex';
import { EWOQ_EVM_ADDRESS } from '../pchain/accounts';
import { DEMO_PASSWORD, DEMO_USERNAME, Keystore } from './keystore';
import { evmAddressOfPrivateKey } from '../../src/lib/secp256k1';

const EWOQ_KEY_HEX = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const STRONG = 'correct-horse-battery-9';

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('did not fail');
}

describe('Keystore', () => {
  it('default: the demo user holds the ewoq key', async () => {
    const user = await new Keystore().unlock(DEMO_USERNAME, DEMO_PASSWORD);
    expect(user.keys().map(toHex)).toEqual([EWOQ_KEY_HEX]);
    expect(toHex(user.key(EWOQ_EVM_ADDRESS)!)).toBe(EWOQ_KEY_HEX);
  });

  it('error: a wrong password and an unknown user answer the same', async () => {
    const keystore = new Keystore();
    expect(await failure(keystore.unlock(DEMO_USERNAME, 'not-the-password-1'))).toBe(`incorrect password: user "${DEMO_USERNAME}"`);
    expect(await failure(keystore.unlock('nobody', DEMO_PASSWORD))).toBe('incorrect password: user "nobody"');
    expect(await failure(keystore.unlock('', DEMO_PASSWORD))).toBe('empty username');
  });

  it('behavior: a created user unlocks only with its password and keeps the keys it is given', async () => {
    const keystore = new Keystore();
    await keystore.createUser('alice', STRONG);
    const key = fromHex(`0x${'42'.repeat(32)}`);
    (await keystore.unlock('alice', STRONG)).addKey(key);
    const again = await keystore.unlock('alice', STRONG);
    expect(again.keys().map(toHex)).toEqual([toHex(key)]);
    expect(toHex(again.key(evmAddressOfPrivateKey(key))!)).toBe(toHex(key));
    expect(again.key(EWOQ_EVM_ADDRESS)).toBeUndefined();
    expect(await failure(keystore.unlock('alice', DEMO_PASSWORD))).toBe('incorrect password: user "alice"');
  });

  it('error: creating a user checks the name and the password as the node does', async () => {
    const keystore = new Keystore();
    expect(await failure(keystore.createUser(DEMO_USERNAME, STRONG))).toBe(`user already exists: ${DEMO_USERNAME}`);
    expect(await failure(keystore.createUser('', STRONG))).toBe('empty username');
    expect(await failure(keystore.createUser('x'.repeat(1025), STRONG))).toBe('username exceeds maximum length of 1024 chars');
    expect(await failure(keystore.createUser('bob', 'short'))).toBe('password is too weak');
    expect(await failure(keystore.createUser('bob', 'onlylowercaseletters'))).toBe('password is too weak');
    expect(await failure(keystore.createUser('bob', `a1${'x'.repeat(1023)}`))).toBe('password exceeds maximum length of 1024 chars');
    await keystore.createUser('bob', STRONG);
    expect(await failure(keystore.createUser('bob', STRONG))).toBe('user already exists: bob');
  });

  it('behavior: a kept record restores users and keys, and holds no password or key in the clear', async () => {
    const keystore = new Keystore();
    let changes = 0;
    keystore.onChange = () => changes++;
    await keystore.createUser('erin', STRONG);
    (await keystore.unlock('erin', STRONG)).addKey(fromHex(EWOQ_KEY_HEX));
    expect(changes).toBe(2);
    const record = await keystore.record();
    const text = JSON.stringify(record);
    expect(text).not.toContain(STRONG);
    expect(text).not.toContain(EWOQ_KEY_HEX.slice(2));
    const restored = new Keystore();
    restored.restore(JSON.parse(text));
    expect(toHex((await restored.unlock('erin', STRONG)).key(EWOQ_EVM_ADDRESS)!)).toBe(EWOQ_KEY_HEX);
    expect(await failure(restored.unlock('erin', 'wrong-password-1'))).toBe('incorrect password: user "erin"');
    expect((await restored.unlock(DEMO_USERNAME, DEMO_PASSWORD)).keys()).toHaveLength(1);
  });
});
