import { addTxSignatures, pvm, TransferableOutput, utils, type Context } from '@avalabs/avalanchejs';
import { expect, test, type Page } from '@playwright/test';
import { blockAt, control, findTx, idLink, NODE_URL, platform, rpc, scanBlocks } from './fixtures';

/** The well-known local test key and its address: funded at genesis on the devnet. */
const EWOQ_KEY = utils.hexToBuffer('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const EWOQ_ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const RECIPIENT = 'P-local1sskfk7szvl9wd9k6yerku5ytxgl75yt9n4zm6w';
const NETWORK_ID = 12345;
const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';
const ONE_TOKEN = 1_000_000_000n;
/** Imports from the C-Chain are a few in a hundred txs: scan more blocks than for common kinds. */
const IMPORT_SCANS = 8;

async function paste(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
}

/** A P-Chain transfer from the test key, built and signed here as a wallet would, in checksummed hex. */
async function signedTransfer(utxos: Awaited<ReturnType<pvm.PVMApi['getUTXOs']>>['utxos'], amount: bigint, to: string, key = EWOQ_KEY): Promise<string> {
  const api = new pvm.PVMApi(NODE_URL);
  const [feeConfig, feeState, asset] = await Promise.all([api.getFeeConfig(), api.getFeeState(), platform<{ assetID: string }>('getStakingAssetID')]);
  const context: Context.Context = {
    xBlockchainID: PRIMARY_NETWORK_ID,
    pBlockchainID: PRIMARY_NETWORK_ID,
    cBlockchainID: PRIMARY_NETWORK_ID,
    avaxAssetID: asset.assetID,
    baseTxFee: 0n,
    createAssetTxFee: 0n,
    networkID: NETWORK_ID,
    hrp: 'local',
    platformFeeConfig: feeConfig,
  };
  const [, , from] = utils.parse(EWOQ_ADDRESS);
  const unsigned = pvm.e.newBaseTx(
    {
      feeState,
      fromAddressesBytes: [from],
      outputs: [
        // Output of `amount` to `to`; change goes back to the sender.
        TransferableOutput.fromNative(asset.assetID, amount, [utils.parse(to)[2]]),
      ],
      utxos,
    },
    context,
  );
  await addTxSignatures({ unsignedTx: unsigned, privateKeys: [key] });
  return utils.bufferToHex(utils.addChecksum(unsigned.getSignedTx().toBytes()));
}

/** An atomic export of the C-Chain: the P-Chain import that spends it names its ID. */
async function cChainExportId(): Promise<string> {
  const { blockchains } = await platform<{ blockchains: Array<{ id: string; name: string }> }>('getBlockchains');
  const cChainId = blockchains.find((chain) => chain.name === 'C-Chain')!.id;
  const importTx = await findTx((tx) => tx.unsignedTx.sourceChain === cChainId && Array.isArray(tx.unsignedTx.importedInputs), IMPORT_SCANS);
  return (importTx.unsignedTx.importedInputs as Array<{ txID: string }>)[0]!.txID;
}

test.describe('decode', () => {
  test('default: a block hex from the node is decoded in the block view, its txs openable', async ({ page }) => {
    const at = await scanBlocks((block, height) => ((block.txs?.length ?? 0) > 0 ? height : undefined), {
      attempts: 3,
      between: () => control('produceBlocks', { count: 5 }),
      what: 'standard block with txs',
    });
    const [hex, json] = await Promise.all([platform<{ block: string }>('getBlockByHeight', { height: at, encoding: 'hex' }), blockAt(at)]);
    await page.goto('/local/tools/decode');
    await paste(page, 'Hex encoding', hex.block);
    await expect(page.getByRole('status').filter({ hasText: 'Decoded as a P-Chain block (detected).' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText(json.id, { exact: true })).toBeVisible();
    await expect(overview.getByRole('definition').filter({ hasText: new RegExp(`^${at}$`) })).toBeVisible();
    await page.getByText(`Transaction 0: ${json.txs![0]!.id}`).click();
    await expect(page.getByRole('region', { name: 'Signers' })).toBeVisible();
  });

  test('behavior: a tx hex shows the tx sections and its signers; a UTXO hex shows the UTXO', async ({ page }) => {
    // Signed for its inputs only: no subnet's or L1 validator's authorization, nor an auto-renewed validator's `auth`, whose credential adds signers.
    const tx = await findTx((item) => Array.isArray(item.unsignedTx.inputs) && item.unsignedTx.inputs.length > 0 && !Object.keys(item.unsignedTx).some((key) => /^auth$|Authorization$/.test(key)));
    const { tx: txHex } = await platform<{ tx: string }>('getTx', { txID: tx.id, encoding: 'hex' });
    await page.goto('/local/tools/decode');
    await paste(page, 'Hex encoding', txHex);
    await expect(page.getByRole('status').filter({ hasText: 'Decoded as a P-Chain transaction (detected).' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' }).getByText(tx.id, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inputs' })).toBeVisible();
    // One signature per signature index of each input; the devnet signs with real keys, so each recovers to an address.
    const inputs = tx.unsignedTx.inputs as Array<{ input: { signatureIndices?: number[]; input?: { signatureIndices: number[] } } }>;
    const signatures = inputs.reduce((sum, item) => sum + (item.input.signatureIndices ?? item.input.input!.signatureIndices).length, 0);
    const signers = page.getByRole('table', { name: 'Signers of the credentials' });
    await expect(signers.getByRole('row')).toHaveCount(1 + signatures);
    await expect(signers.getByRole('link', { name: /^P-local1/ })).toHaveCount(signatures);

    const { utxos } = await platform<{ utxos: string[] }>('getUTXOs', { addresses: [EWOQ_ADDRESS], limit: 1, encoding: 'hex' });
    await paste(page, 'Hex encoding', utxos[0]!);
    await expect(page.getByRole('status').filter({ hasText: 'Decoded as a UTXO (detected).' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'UTXO' }).getByRole('link', { name: EWOQ_ADDRESS })).toBeVisible();
  });

  test('behavior: a C-Chain atomic tx hex is detected as one', async ({ page }) => {
    const txId = await cChainExportId();
    const { tx: hex } = await rpc<{ tx: string }>('/ext/bc/C/native', 'native.getAtomicTx', { txID: txId, encoding: 'hex' });
    await page.goto('/local/tools/decode');
    await paste(page, 'Hex encoding', hex);
    await expect(page.getByRole('status').filter({ hasText: 'Decoded as a C-Chain atomic transaction (detected).' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' }).getByText(txId, { exact: true })).toBeVisible();
  });

  test('error: malformed hex says what is wrong and keeps what was typed', async ({ page }) => {
    await page.goto('/local/tools/decode');
    const field = page.getByRole('textbox', { name: 'Hex encoding' });
    await field.fill('0x12zz');
    await expect(page.getByRole('alert')).toHaveText(/Not a checksummed hex encoding: encoding\/hex: invalid byte/);
    await expect(field).toHaveValue('0x12zz');
    await field.fill('0x0000000000000001');
    await expect(page.getByRole('alert')).toHaveText(/checksum/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('behavior: choosing a kind decodes as that kind only, and says why the bytes do not fit', async ({ page }) => {
    const { utxos } = await platform<{ utxos: string[] }>('getUTXOs', { addresses: [EWOQ_ADDRESS], limit: 1, encoding: 'hex' });
    await page.goto('/local/tools/decode');
    await page.getByRole('combobox', { name: 'Decode as' }).selectOption({ label: 'P-Chain block' });
    await expect(page).toHaveURL(/kind=block/);
    await paste(page, 'Hex encoding', utxos[0]!);
    await expect(page.getByRole('alert')).toHaveText(/do not decode as: P-Chain block/);
    await expect(page.getByRole('list', { name: 'Why the bytes do not decode' })).toContainText('P-Chain block');
  });
});

test.describe('broadcast', () => {
  test.afterEach(async () => {
    await control('resumeClock');
  });

  test('default: a signed transfer is decoded with its signer, issued, and followed from Processing to Committed', async ({ page }) => {
    // Blocks come only when the test asks: the UTXOs stay unspent until issued, and Processing can be seen before Committed.
    await control('pauseClock');
    const { utxos } = await new pvm.PVMApi(NODE_URL).getUTXOs({ addresses: [EWOQ_ADDRESS] });
    const transfer = await signedTransfer(utxos, ONE_TOKEN, RECIPIENT);
    await page.goto('/local/tools/broadcast');
    await paste(page, 'Signed transaction (hex)', transfer);
    // One signature per input spent: every one of them by the same key.
    const signers = page.getByRole('region', { name: 'Signers' });
    await expect(signers.getByRole('link', { name: EWOQ_ADDRESS }).first()).toBeVisible();
    await expect(signers.getByRole('link', { name: EWOQ_ADDRESS })).toHaveCount(await signers.getByRole('row').count() - 1);
    await expect(idLink(page.getByRole('region', { name: 'Outputs' }), RECIPIENT).first()).toBeVisible();
    await page.getByRole('button', { name: 'Issue to the P-Chain' }).click();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Processing', { exact: true })).toBeVisible();
    await control('produceBlocks', { count: 1 });
    await expect(status.getByText('Committed', { exact: true })).toBeVisible();
    const txLink = status.getByRole('link').first();
    const txId = (await txLink.getAttribute('href'))!.split('/tx/')[1]!.split('?')[0]!;
    await txLink.click();
    await expect(page).toHaveURL(new RegExp(`/local/tx/${txId}`));
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Committed')).toBeVisible();

    // The same UTXOs spent again, to someone else: the node drops it and says why.
    const doubleSpend = await signedTransfer(utxos, 2n * ONE_TOKEN, EWOQ_ADDRESS);
    await page.goto('/local/tools/broadcast');
    await paste(page, 'Signed transaction (hex)', doubleSpend);
    await page.getByRole('button', { name: 'Issue to the P-Chain' }).click();
    await control('produceBlocks', { count: 1 });
    await expect(page.getByRole('region', { name: 'Status' }).getByText('Dropped', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status' }).getByRole('term').filter({ hasText: 'Reason' })).toBeVisible();
  });

  test('error: a tx the node refuses shows its words, and nothing typed is lost', async ({ page }) => {
    // Signed by a key that owns none of the inputs: the wallet leaves the signature empty.
    const { utxos } = await new pvm.PVMApi(NODE_URL).getUTXOs({ addresses: [EWOQ_ADDRESS] });
    const unsigned = await signedTransfer(utxos, ONE_TOKEN, RECIPIENT, new Uint8Array(32).fill(7));
    await page.goto('/local/tools/broadcast');
    await paste(page, 'Signed transaction (hex)', unsigned);
    await expect(page.getByRole('region', { name: 'Signers' })).toContainText('no key made this signature');
    await page.getByRole('button', { name: 'Issue to the P-Chain' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The node refused the transaction.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Signed transaction (hex)' })).toHaveValue(unsigned);
    await expect(page.locator('input[type=password]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /key|password|mnemonic/i })).toHaveCount(0);
  });
});
