import { addTxSignatures, pvm, secp256k1, utils, type Context } from '@avalabs/avalanchejs';
import { sha256 } from '@noble/hashes/sha2.js';
import { expect, test } from '@playwright/test';
import { createWalletClient, defineChain, http, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ATOMIC_TX_FEE, WEI_PER_NANO_AVAX } from '../devnet/pchain/atomic';
import { P_CHAIN_ID, X_CHAIN_ID } from '../devnet/pchain/constants';
import { control, NODE_URL, platform, rpc } from './fixtures';

const EWOQ_KEY = '0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027';
/** A key of this test's own, so that nothing else moves its balances. */
const KEY = sha256(new TextEncoder().encode('e2e key store account'));
const USER = { username: 'e2e-key-store', password: 'export-then-import-4' };
const EXPORTED = 4_000_000_000n;

const native = <T>(method: string, params: object) => rpc<T>('/ext/bc/C/native', `native.${method}`, params);
const evm = <T>(method: string, params: unknown[]) => rpc<T>('/ext/bc/C/rpc', method, params);

test.describe('key store', () => {
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('default: export from the C-Chain through the key store, import on the P-Chain from the broadcast page, both balances checked', async ({ page }) => {
    await control('pauseClock');
    const account = privateKeyToAccount(toHex(KEY));
    const pAddressBytes = secp256k1.publicKeyBytesToAddress(secp256k1.getPublicKey(KEY));
    const pAddress = utils.format('P', 'local', pAddressBytes);

    // Fund the account's C-Chain address from the test key.
    const chain = defineChain({ id: 43112, name: 'C-Chain', nativeCurrency: { name: 'N', symbol: 'N', decimals: 18 }, rpcUrls: { default: { http: [`${NODE_URL}/ext/bc/C/rpc`] } } });
    const funder = createWalletClient({ account: privateKeyToAccount(EWOQ_KEY), chain, transport: http() });
    await funder.sendTransaction({ to: account.address, value: parseEther('10') });
    await control('produceBlocks', { count: 1 });

    // Export through a key store user holding the account's key.
    await control('createUser', USER);
    await native('importKey', { ...USER, privateKey: `PrivateKey-${utils.base58check.encode(KEY)}` });
    const cBefore = BigInt(await evm<string>('eth_getBalance', [account.address, 'latest']));
    const { txID: exportId } = await native<{ txID: string }>('export', { ...USER, to: pAddress, amount: EXPORTED.toString(), assetID: 'NATIVE' });
    await control('produceBlocks', { count: 1 });
    expect(await native('getAtomicTxStatus', { txID: exportId })).toMatchObject({ status: 'Accepted' });
    const cAfter = BigInt(await evm<string>('eth_getBalance', [account.address, 'latest']));
    expect(cBefore - cAfter).toBe((EXPORTED + ATOMIC_TX_FEE) * WEI_PER_NANO_AVAX);

    // The P-Chain side: an ImportTx built and signed as a wallet would, issued from the broadcast page.
    const api = new pvm.PVMApi(NODE_URL);
    const { blockchains } = await platform<{ blockchains: Array<{ id: string; name: string }> }>('getBlockchains');
    const cChainId = blockchains.find((entry) => entry.name === 'C-Chain')!.id;
    const { utxos } = await api.getUTXOs({ addresses: [pAddress], sourceChain: cChainId });
    expect(utxos).toHaveLength(1);
    const [feeConfig, feeState, asset] = await Promise.all([api.getFeeConfig(), api.getFeeState(), platform<{ assetID: string }>('getStakingAssetID')]);
    const context: Context.Context = {
      networkID: 12345,
      hrp: 'local',
      xBlockchainID: X_CHAIN_ID,
      pBlockchainID: P_CHAIN_ID,
      cBlockchainID: cChainId,
      avaxAssetID: asset.assetID,
      baseTxFee: 0n,
      createAssetTxFee: 0n,
      platformFeeConfig: feeConfig,
    };
    const unsigned = pvm.e.newImportTx({ fromAddressesBytes: [pAddressBytes], toAddressesBytes: [pAddressBytes], utxos, feeState, sourceChainId: cChainId }, context);
    await addTxSignatures({ unsignedTx: unsigned, privateKeys: [KEY] });
    await page.goto('/local/tools/broadcast');
    await page.getByRole('textbox', { name: 'Signed transaction (hex)' }).fill(utils.bufferToHex(utils.addChecksum(unsigned.getSignedTx().toBytes())));
    await page.getByRole('button', { name: 'Issue to the P-Chain' }).click();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Processing', { exact: true })).toBeVisible();
    await control('produceBlocks', { count: 1 });
    await expect(status.getByText('Committed', { exact: true })).toBeVisible();

    // What arrived on the P-Chain is the export less the import's burned fee, and shared memory is empty again.
    const txId = (await status.getByRole('link').first().getAttribute('href'))!.split('/tx/')[1]!.split('?')[0]!;
    const { tx } = await platform<{ tx: { unsignedTx: { outputs: Array<{ output: { amount: number } }> } } }>('getTx', { txID: txId, encoding: 'json' });
    const received = tx.unsignedTx.outputs.reduce((sum, output) => sum + BigInt(output.output.amount), 0n);
    expect(received).toBeGreaterThan(0n);
    expect(received).toBeLessThan(EXPORTED);
    expect(BigInt((await platform<{ balance: string }>('getBalance', { addresses: [pAddress] })).balance)).toBe(received);
    expect((await api.getUTXOs({ addresses: [pAddress], sourceChain: cChainId })).utxos).toHaveLength(0);
  });
});
