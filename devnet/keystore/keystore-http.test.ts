import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '../../src/lib/address';
import { fromHex, fromHexWithChecksum } from '../../src/lib/hex';
import { idFromBytes } from '../../src/lib/ids';
import { addressOfPrivateKey } from '../../src/lib/secp256k1';
import { decodeUtxo } from '../../src/lib/codec/utxo';
import { WEI_PER_NANO_AVAX } from '../pchain/atomic';
import { NANO_AVAX_PER_AVAX } from '../pchain/constants';
import { amountOf } from '../pchain/state';
import { startDevnet, type RunningDevnet } from '../devnet';
import { ATOMIC_TX_FEE } from '../pchain/atomic';
import { callDevnet } from '../testing/test-wallet';
import { formatPrivateKey, parsePrivateKey } from './private-key';

const GENESIS_TIME = 1_767_225_600;
const EXAMPLE_ADDRESS = '0xc876DF0F099b3eb32cBB78820d39F5813f73E18C';
/** The well-known local test key, funded on the C-Chain at genesis. */
const EWOQ_KEY = formatPrivateKey(fromHex('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027'));
const EWOQ_EVM_ADDRESS = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const STRONG = 'correct-horse-battery-9';

let devnet: RunningDevnet;
let profileDir: string;

interface RpcAnswer {
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/** A geth-style call (positional params); answers the result or throws the error message. */
const rpcList = (path: string, method: string, params: unknown[]): Promise<unknown> => callDevnet(devnet.url, path, method, params);

async function rpc(path: string, method: string, params: object): Promise<RpcAnswer> {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

beforeAll(async () => {
  profileDir = await mkdtemp(join(tmpdir(), 'keystore-http-'));
  devnet = await startDevnet({ port: 0, genesisTime: GENESIS_TIME, control: true, admin: true, profileDir, autoBlocks: false });
}, 60_000);

afterAll(async () => {
  await devnet?.close();
  await rm(profileDir, { recursive: true, force: true });
});

describe('key store over HTTP', () => {
  it('default: a user created through control exports C-Chain AVAX that platform.getUTXOs then lists from the C-Chain', async () => {
    expect((await rpc('/ext/devnet/control', 'control.createUser', { username: 'erin', password: STRONG })).result).toEqual({ username: 'erin' });
    expect((await rpc('/ext/devnet/control', 'control.createUser', { username: 'erin', password: STRONG })).error?.message).toBe('user already exists: erin');
    const user = { username: 'erin', password: STRONG };
    expect((await rpc('/ext/bc/C/native', 'native.importKey', { ...user, privateKey: EWOQ_KEY })).result).toEqual({ address: EWOQ_EVM_ADDRESS });
    const balance = async () => BigInt((await rpcList('/ext/bc/C/rpc', 'eth_getBalance', [EWOQ_EVM_ADDRESS, 'latest'])) as string);
    const before = await balance();
    const to = formatAddress('P', 'local', addressOfPrivateKey(parsePrivateKey(EWOQ_KEY)));
    const amount = 2n * NANO_AVAX_PER_AVAX;
    const exported = await rpc('/ext/bc/C/native', 'native.export', { ...user, to, amount: amount.toString(), assetID: 'NATIVE' });
    const txID = exported.result?.txID as string;
    expect((await rpc('/ext/bc/C/native', 'native.getAtomicTxStatus', { txID })).result).toEqual({ status: 'Processing' });
    await rpc('/ext/devnet/control', 'control.produceBlocks', { count: 1 });
    const height = BigInt((await rpcList('/ext/bc/C/rpc', 'eth_blockNumber', [])) as string);
    expect((await rpc('/ext/bc/C/native', 'native.getAtomicTxStatus', { txID })).result).toEqual({ status: 'Accepted', blockHeight: height.toString() });
    // The C-Chain account paid the amount and the fee, in wei; background activity may spend too, never add.
    expect(before - (await balance())).toBeGreaterThanOrEqual((amount + ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX);
    const page = await rpc('/ext/bc/P', 'platform.getUTXOs', { addresses: [to], sourceChain: 'C' });
    const utxos = (page.result?.utxos as string[]).map((hex) => decodeUtxo(fromHexWithChecksum(hex)));
    expect(utxos.filter((utxo) => idFromBytes(utxo.txId) === txID).map((utxo) => amountOf(utxo.output))).toEqual([amount]);
    // A key the user never imported is not theirs to export.
    const stranger = await rpc('/ext/bc/C/native', 'native.exportKey', { ...user, address: EXAMPLE_ADDRESS });
    expect(stranger.error?.message).toBe('problem retrieving private key: not found');
  });

  it('error: a wrong password is the node\'s -32000 error', async () => {
    const answer = await rpc('/ext/bc/C/native', 'native.exportKey', { username: 'devnet', password: 'wrong-password-1', address: EXAMPLE_ADDRESS });
    expect(answer.error).toEqual({ code: -32000, message: 'problem retrieving user \'devnet\': incorrect password: user "devnet"', data: null });
  });

  it('default: the admin API writes a CPU profile of the devnet to --profile-dir', async () => {
    expect((await rpc('/ext/bc/C/admin', 'admin.startCPUProfiler', {})).result).toEqual({});
    await rpc('/ext/bc/P', 'platform.getHeight', {});
    expect((await rpc('/ext/bc/C/admin', 'admin.stopCPUProfiler', {})).result).toEqual({});
    const [name] = (await readdir(profileDir)).filter((file) => file.endsWith('.cpuprofile'));
    const profile = JSON.parse(await readFile(join(profileDir, name!), 'utf8')) as { nodes: unknown[] };
    expect(profile.nodes.length).toBeGreaterThan(0);
  });
});
