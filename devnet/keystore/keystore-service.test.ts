import { describe, expect, it } from 'vitest';
import { fromHex, fromHexWithChecksum, toHex } from '../../src/lib/hex';
import { idFromBytes } from '../../src/lib/ids';
import { decodeUtxo } from '../../src/lib/codec/utxo';
import { EWOQ_ADDRESS, EWOQ_EVM_ADDRESS } from '../pchain/accounts';
import { ATOMIC_TX_FEE, WEI_PER_NANO_AVAX } from '../pchain/atomic';
import { NOT_CONNECTED } from '../pchain/atomic-mempool';
import { AVAX_ASSET_ID_BYTES, C_CHAIN_ID, NANO_AVAX_PER_AVAX, P_CHAIN_ID } from '../pchain/constants';
import { makeUtxo } from '../pchain/encoding';
import { sha256 } from '../pchain/hash';
import { addAtomicUtxo, addressKey, atomicSet } from '../pchain/ledger';
import { amountOf } from '../pchain/state';
import type { AtomicTestNode } from '../pchain/test-c-chain';
import { atomicTestNode } from '../pchain/test-c-chain';
import { DEMO_PASSWORD, DEMO_USERNAME } from './keystore';

const DEMO = { username: DEMO_USERNAME, password: DEMO_PASSWORD };
const EWOQ_P = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const EWOQ_EVM = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const EXAMPLE_KEY = 'PrivateKey-2o2uPgTSf3aR5nW6yLHjBEAiatAFKEhApvYzsjvAJKRXVWCYkE';
const EXAMPLE_ADDRESS = '0xc876DF0F099b3eb32cBB78820d39F5813f73E18C';
const STRONG = 'correct-horse-battery-9';
const HUNDRED_AVAX_WEI = 100n * NANO_AVAX_PER_AVAX * WEI_PER_NANO_AVAX;

async function call(node: AtomicTestNode, method: string, params: object): Promise<Record<string, string>> {
  return (await node.native[method]!(params)) as Record<string, string>;
}

async function failure(node: AtomicTestNode, method: string, params: object): Promise<string> {
  try {
    await node.native[method]!(params);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${method} did not fail`);
}

describe('native key-store methods', () => {
  it('default: exportKey and importKey round-trip the node\'s key formats', async () => {
    const node = atomicTestNode();
    expect(await call(node, 'exportKey', { ...DEMO, address: EWOQ_EVM })).toEqual({
      privateKey: 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN',
      privateKeyHex: '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027',
    });
    await node.keystore.createUser('carol', STRONG);
    expect(await call(node, 'importKey', { username: 'carol', password: STRONG, privateKey: EXAMPLE_KEY })).toEqual({ address: EXAMPLE_ADDRESS });
    expect((await call(node, 'exportKey', { username: 'carol', password: STRONG, address: EXAMPLE_ADDRESS.toLowerCase() })).privateKey).toBe(EXAMPLE_KEY);
  });

  it('error: a wrong password or an unknown user is refused and changes nothing', async () => {
    const node = atomicTestNode();
    const wrong = { username: DEMO_USERNAME, password: 'wrong-password-1' };
    expect(await failure(node, 'importKey', { ...wrong, privateKey: EXAMPLE_KEY })).toBe(`problem retrieving data: incorrect password: user "${DEMO_USERNAME}"`);
    expect(await failure(node, 'exportKey', { ...DEMO, address: EXAMPLE_ADDRESS })).toBe('problem retrieving private key: not found');
    expect(await failure(node, 'exportKey', { username: 'nobody', password: STRONG, address: EWOQ_EVM })).toBe('problem retrieving user \'nobody\': incorrect password: user "nobody"');
    node.bridge.fund(EWOQ_EVM_ADDRESS, HUNDRED_AVAX_WEI);
    expect(await failure(node, 'export', { ...wrong, to: EWOQ_P, amount: 1, assetID: 'NATIVE' })).toBe(`couldn't get user '${DEMO_USERNAME}': incorrect password: user "${DEMO_USERNAME}"`);
    expect(await failure(node, 'import', { ...wrong, to: EWOQ_EVM, sourceChain: 'P' })).toBe(`couldn't get user '${DEMO_USERNAME}': incorrect password: user "${DEMO_USERNAME}"`);
    expect(node.bridge.pendingCount).toBe(0);
  });

  it('error: an address the user does not control is refused', async () => {
    const node = atomicTestNode();
    await node.keystore.createUser('dave', STRONG);
    expect(await failure(node, 'exportKey', { username: 'dave', password: STRONG, address: EWOQ_EVM })).toBe('problem retrieving private key: not found');
    expect(await failure(node, 'exportKey', { ...DEMO, address: '0x1234' })).toBe("couldn't parse 0x1234 to address: invalid hex address");
    node.bridge.fund(EWOQ_EVM_ADDRESS, HUNDRED_AVAX_WEI);
    expect(await failure(node, 'export', { username: 'dave', password: STRONG, to: EWOQ_P, amount: 1, assetID: 'NATIVE' })).toBe(
      "couldn't create tx: couldn't generate tx inputs/signers: insufficient funds",
    );
  });

  it('error: export checks its arguments as coreth did', async () => {
    const node = atomicTestNode();
    expect(await failure(node, 'export', { ...DEMO, to: EWOQ_P, amount: 1 })).toBe('assetID is required');
    expect(await failure(node, 'export', { ...DEMO, to: EWOQ_P, amount: 0, assetID: 'NATIVE' })).toBe("argument 'amount' must be > 0");
    expect(await failure(node, 'export', { ...DEMO, to: 'nowhere', amount: 1, assetID: 'NATIVE' })).toBe('there is no ID with alias: ');
    expect(await failure(node, 'import', { ...DEMO, to: EWOQ_EVM, sourceChain: 'Q' })).toBe('problem parsing chainID "Q": there is no ID with alias: Q');
  });

  it('default: export moves C-Chain AVAX into the P-Chain\'s shared memory once the C-Chain block is accepted', async () => {
    const node = atomicTestNode();
    node.bridge.fund(EWOQ_EVM_ADDRESS, HUNDRED_AVAX_WEI);
    const amount = 7n * NANO_AVAX_PER_AVAX;
    const { txID } = await call(node, 'exportNATIVE', { ...DEMO, to: EWOQ_P, amount: amount.toString() });
    expect(await call(node, 'getAtomicTxStatus', { txID })).toEqual({ status: 'Processing' });
    const height = node.bridge.produceBlock();
    expect(await call(node, 'getAtomicTxStatus', { txID })).toEqual({ status: 'Accepted', blockHeight: height.toString() });
    const { utxos } = (await node.platform.getUTXOs!({ addresses: [EWOQ_P], sourceChain: 'C' })) as { utxos: string[] };
    const exported = utxos.map((hex) => decodeUtxo(fromHexWithChecksum(hex))).filter((utxo) => idFromBytes(utxo.txId) === txID);
    expect(exported.map((utxo) => amountOf(utxo.output))).toEqual([amount]);
    expect(node.bridge.committed(EWOQ_EVM_ADDRESS)).toEqual({ balance: HUNDRED_AVAX_WEI - (amount + ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX, nonce: 1n });
  });

  it('default: import credits the EVM account with what the P-Chain exported, less the fee', async () => {
    const node = atomicTestNode();
    const memory = atomicSet(node.state, C_CHAIN_ID, P_CHAIN_ID);
    addAtomicUtxo(memory, makeUtxo(sha256(new TextEncoder().encode('p-chain export')), 1, AVAX_ASSET_ID_BYTES, { kind: 'TransferOutput', amount: 3n * NANO_AVAX_PER_AVAX, locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS] }));
    const owned = [...memory.byAddress.get(addressKey(EWOQ_ADDRESS))!].map((id) => memory.utxos.get(id)!);
    const total = owned.reduce((sum, utxo) => sum + amountOf(utxo.output), 0n);
    const to = fromHex(`0x${'cd'.repeat(20)}`);
    const { txID } = await call(node, 'import', { ...DEMO, to: toHex(to), sourceChain: 'P' });
    expect(node.bridge.committed(to).balance).toBe(0n);
    const height = node.bridge.produceBlock();
    expect(await call(node, 'getAtomicTxStatus', { txID })).toEqual({ status: 'Accepted', blockHeight: height.toString() });
    expect(node.bridge.committed(to).balance).toBe((total - ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX);
    expect(memory.byAddress.get(addressKey(EWOQ_ADDRESS))!.size).toBe(0);
    expect(await failure(node, 'importNATIVE', { ...DEMO, to: toHex(to), sourceChain: 'P' })).toBe('insufficient AVAX funds to pay transaction fee');
  });

  it('error: without a connected C-Chain export and import say so', async () => {
    const node = atomicTestNode({ connected: false });
    expect(await failure(node, 'export', { ...DEMO, to: EWOQ_P, amount: 1, assetID: 'NATIVE' })).toBe(NOT_CONNECTED);
    expect(await failure(node, 'import', { ...DEMO, to: EWOQ_EVM, sourceChain: 'P' })).toBe(NOT_CONNECTED);
  });

  it('behavior: the reference dialect has no key-store methods, as current nodes', () => {
    const node = atomicTestNode({ dialect: 'reference' });
    for (const method of ['export', 'exportNATIVE', 'exportKey', 'import', 'importNATIVE', 'importKey']) expect(node.native[method]).toBeUndefined();
    expect(node.native.issueTx).toBeDefined();
  });
});
