import { addTxSignatures, pvm, TransferableOutput } from '@avalabs/avalanchejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/checksum';
import { formatAddress } from '../../src/lib/address';
import { toHex } from '../../src/lib/hex';
import { toChecksumAddress } from '../../src/lib/evm-address';
import { addressOfPrivateKey, evmAddressOfPrivateKey } from '../../src/lib/secp256k1';
import { startDevnet, type RunningDevnet } from '../devnet';
import { ATOMIC_TX_FEE, WEI_PER_NANO_AVAX } from '../pchain/atomic';
import { EWOQ_ADDRESS, EWOQ_PRIVATE_KEY } from '../pchain/accounts';
import { AVAX_ASSET_ID, C_CHAIN_ID } from '../pchain/constants';
import { callDevnet, walletFor } from '../testing/test-wallet';
import { formatPrivateKey } from './private-key';

const GENESIS_TIME = 1_767_225_600;
const EWOQ_P = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
/** A key no background activity knows, so only this test moves its funds. */
const KEY = sha256(new TextEncoder().encode('import-http test key'));
const USER = { username: 'ines', password: 'p-chain-to-c-chain-5' };
const EXPORTED = 5_000_000_000n;

let devnet: RunningDevnet;

const call = <T>(path: string, method: string, params: unknown): Promise<T> => callDevnet<T>(devnet.url, path, method, params);

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, genesisTime: GENESIS_TIME, control: true, autoBlocks: false });
}, 60_000);

afterAll(async () => {
  await devnet?.close();
});

describe('native.import over HTTP', () => {
  it('default: what the P-Chain exports to a user\'s key is imported into its C-Chain account, less the fee', { timeout: 60_000 }, async () => {
    const { api, context } = await walletFor(devnet.url);
    const owner = addressOfPrivateKey(KEY);
    const exportTx = pvm.e.newExportTx(
      {
        fromAddressesBytes: [EWOQ_ADDRESS],
        utxos: (await api.getUTXOs({ addresses: [EWOQ_P] })).utxos,
        feeState: await api.getFeeState(),
        destinationChainId: C_CHAIN_ID,
        outputs: [TransferableOutput.fromNative(AVAX_ASSET_ID, EXPORTED, [owner])],
      },
      context,
    );
    await addTxSignatures({ unsignedTx: exportTx, privateKeys: [EWOQ_PRIVATE_KEY] });
    const { txID: exportId } = await api.issueSignedTx(exportTx.getSignedTx());
    await call('/ext/devnet/control', 'control.produceBlocks', { count: 1 });
    expect(await call('/ext/bc/P', 'platform.getTxStatus', { txID: exportId })).toEqual({ status: 'Committed' });

    const evmAddress = toChecksumAddress(toHex(evmAddressOfPrivateKey(KEY)));
    const balance = async () => BigInt(await call<string>('/ext/bc/C/rpc', 'eth_getBalance', [evmAddress, 'latest']));
    expect(await balance()).toBe(0n);
    await call('/ext/devnet/control', 'control.createUser', USER);
    await call('/ext/bc/C/native', 'native.importKey', { ...USER, privateKey: formatPrivateKey(KEY) });
    const waiting = await call<{ utxos: string[] }>('/ext/bc/C/native', 'native.getUTXOs', { addresses: [formatAddress('C', 'local', owner)], sourceChain: 'P' });
    expect(waiting.utxos).toHaveLength(1);
    const imported = await call<{ txID: string }>('/ext/bc/C/native', 'native.import', { ...USER, to: evmAddress, sourceChain: 'P' });
    expect(await call('/ext/bc/C/native', 'native.getAtomicTxStatus', { txID: imported.txID })).toEqual({ status: 'Processing' });
    await call('/ext/devnet/control', 'control.produceBlocks', { count: 1 });
    expect(await call('/ext/bc/C/native', 'native.getAtomicTxStatus', { txID: imported.txID })).toMatchObject({ status: 'Accepted' });
    expect(await balance()).toBe((EXPORTED - ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX);
    // Spent from shared memory: nothing is left to import twice (coreth's words for an empty import).
    const again = await fetch(`${devnet.url}/ext/bc/C/native`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'native.import', params: { ...USER, to: evmAddress, sourceChain: 'P' } }),
    });
    expect(((await again.json()) as { error?: { message: string } }).error?.message).toBe('insufficient AVAX funds to pay transaction fee');
    const left = await call<{ utxos: string[] }>('/ext/bc/C/native', 'native.getUTXOs', { addresses: [formatAddress('C', 'local', owner)], sourceChain: 'P' });
    expect(left.utxos).toEqual([]);
  });
});
