import { addTxSignatures, pvm, TransferableOutput } from '@avalabs/avalanchejs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWalletClient, defineChain, http, parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startDevnet, type RunningDevnet } from './devnet';
import { DEMO_ADDRESS_BYTES, DEMO_ADDRESSES, EWOQ_ADDRESS, EWOQ_PRIVATE_KEY } from './pchain/accounts';
import { AVAX_ASSET_ID } from './pchain/constants';
import { callDevnet, walletFor } from './testing/test-wallet';

const GENESIS_TIME = 1_767_225_600;
const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
const EWOQ_P = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const RECIPIENT = '0x00000000000000000000000000000000000d47a1';
const USER = { username: 'dana', password: 'kept-across-restarts-7' };

let dataDir: string;
let devnet: RunningDevnet | undefined;
/** The running devnet's URL; each run gets a port of its own. */
const url = (): string => devnet!.url;

async function call(method: string, params: unknown, path: string): Promise<{ result?: unknown; error?: { message: string } }> {
  const response = await fetch(`${url()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { message: string } };
}

const result = <T>(method: string, params: unknown, path: string): Promise<T> => callDevnet<T>(url(), path, method, params);

const start = () => startDevnet({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false, dataDir });
const produce = (count: number) => result('control.produceBlocks', { count }, '/ext/devnet/control');

/** A P-Chain transfer from the local test key to the first demo account, built and signed by avalanchejs. */
async function sendPChainTransfer(url: string, amount: bigint): Promise<string> {
  const { api, context } = await walletFor(url);
  const { utxos } = await api.getUTXOs({ addresses: [EWOQ_P] });
  const unsignedTx = pvm.e.newBaseTx(
    { fromAddressesBytes: [EWOQ_ADDRESS], utxos, outputs: [TransferableOutput.fromNative(AVAX_ASSET_ID, amount, [DEMO_ADDRESS_BYTES[1]!])], feeState: await api.getFeeState() },
    context,
  );
  await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
  return (await api.issueSignedTx(unsignedTx.getSignedTx())).txID;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'devnet-data-'));
});

afterAll(async () => {
  await devnet?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('--data-dir', () => {
  it('behavior: a restarted devnet keeps its blocks, what users sent and the key store', { timeout: 120_000 }, async () => {
    devnet = await start();
    expect(devnet.resumed).toEqual({ entries: 0, height: expect.any(BigInt) });
    await produce(2);
    const chain = defineChain({ id: 43112, name: 'C', nativeCurrency: { name: 'N', symbol: 'N', decimals: 18 }, rpcUrls: { default: { http: [`${devnet.url}/ext/bc/C/rpc`] } } });
    const wallet = createWalletClient({ account: privateKeyToAccount(EWOQ_KEY), chain, transport: http() });
    const transfer: Hex = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('1.5') });
    await result('control.createUser', USER, '/ext/devnet/control');
    await result('native.importKey', { ...USER, privateKey: 'PrivateKey-ewoqjP7PxY4yr3iLTpLisriqt94hdyDFNgchSxGGztUrTXtNN' }, '/ext/bc/C/native');
    const exported = await result<{ txID: string }>('native.export', { ...USER, to: EWOQ_P, amount: '1000000000', assetID: 'NATIVE' }, '/ext/bc/C/native');
    const pTransfer = await sendPChainTransfer(devnet.url, 3_000_000_000n);
    await produce(1);
    expect(await result('platform.getTxStatus', { txID: pTransfer }, '/ext/bc/P')).toEqual({ status: 'Committed' });
    await result('control.advanceTime', { seconds: 90 }, '/ext/devnet/control');
    const before = {
      height: await result<{ height: string }>('platform.getHeight', {}, '/ext/bc/P'),
      cHead: await result<string>('eth_blockNumber', [], '/ext/bc/C/rpc'),
      balance: await result<string>('eth_getBalance', [RECIPIENT, 'latest'], '/ext/bc/C/rpc'),
      atomic: await result('native.getAtomicTxStatus', { txID: exported.txID }, '/ext/bc/C/native'),
      demoBalance: await result('platform.getBalance', { addresses: [DEMO_ADDRESSES[1]] }, '/ext/bc/P'),
    };
    expect(BigInt(before.balance)).toBe(parseEther('1.5'));
    await devnet.close();
    devnet = undefined;

    const keystoreText = await readFile(join(dataDir, 'keystore.json'), 'utf8');
    expect(keystoreText).not.toContain(USER.password);
    expect(keystoreText).not.toContain(EWOQ_KEY.slice(2));

    devnet = await start();
    expect(devnet.resumed?.height).toBe(BigInt(before.height.height));
    expect(await result('platform.getHeight', {}, '/ext/bc/P')).toEqual(before.height);
    expect(await result('eth_blockNumber', [], '/ext/bc/C/rpc')).toBe(before.cHead);
    expect(await result('eth_getBalance', [RECIPIENT, 'latest'], '/ext/bc/C/rpc')).toBe(before.balance);
    expect(await result<{ status: string }>('eth_getTransactionReceipt', [transfer], '/ext/bc/C/rpc')).toMatchObject({ status: '0x1' });
    expect(await result('native.getAtomicTxStatus', { txID: exported.txID }, '/ext/bc/C/native')).toEqual(before.atomic);
    expect(await result('platform.getTxStatus', { txID: pTransfer }, '/ext/bc/P')).toEqual({ status: 'Committed' });
    expect(await result('platform.getBalance', { addresses: [DEMO_ADDRESSES[1]] }, '/ext/bc/P')).toEqual(before.demoBalance);
    expect(await result('native.exportKey', { ...USER, address: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC' }, '/ext/bc/C/native')).toMatchObject({ privateKeyHex: EWOQ_KEY });
    expect((await call('native.exportKey', { ...USER, password: 'wrong-password-7', address: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC' }, '/ext/bc/C/native')).error?.message).toMatch(/incorrect password/);
    // The resumed devnet goes on from there.
    await produce(1);
    expect(BigInt((await result<{ height: string }>('platform.getHeight', {}, '/ext/bc/P')).height)).toBe(BigInt(before.height.height) + 1n);
  });

  it('error: a data dir made with another seed is refused', async () => {
    await devnet?.close();
    devnet = undefined;
    await expect(startDevnet({ port: 0, seed: 'another', genesisTime: GENESIS_TIME, autoBlocks: false, dataDir })).rejects.toThrow(/was made with seed "devnet", not "another"/);
  });
});
