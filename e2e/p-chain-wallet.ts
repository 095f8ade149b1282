import { AVAX_ASSET_ID_BYTES, P_CHAIN_ID_BYTES } from '../devnet/pchain/constants';
import { parseAddress } from '../src/lib/address';
import { bytesEqual } from '../src/lib/bytes';
import { encodeSignedTx, encodeUnsignedTx } from '../src/lib/codec/tx';
import type { BaseTxFields, UnsignedTx } from '../src/lib/codec/types';
import { decodeUtxo } from '../src/lib/codec/utxo';
import { fromHexWithChecksum, toHexWithChecksum } from '../src/lib/hex';
import { signMessage } from '../src/lib/secp256k1';
import { control, platform } from './fixtures';

// P-Chain txs sent as a wallet would: built with the project's codec, paid from and signed by ewoq,
// the devnet's funded test key, and issued through platform.issueTx.

export const EWOQ_KEY = Uint8Array.from(Buffer.from('56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027', 'hex'));
export const EWOQ_P_ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
export const EWOQ_ADDRESS_BYTES = parseAddress(EWOQ_P_ADDRESS).bytes;
/** Blocks made at most for an issued tx to commit: a proposal block and its option come between others. */
const BLOCKS_TO_COMMIT = 5;
/** Paid over any fee a test's tx costs at a gas price the devnet reaches in a test (the rest is burnt). */
const FEE = 100_000_000n;

/**
 * Issues the tx `build` makes from a base that spends one of ewoq's unlocked UTXOs and returns the
 * change to ewoq. Ewoq signs the input, and as many more credentials as `authorizations` (a subnet's
 * or a validator's authority owned by ewoq alone). Blocks are made until it is committed, so the
 * next call spends its change. Returns the tx ID.
 */
export async function issueFromEwoq(build: (base: BaseTxFields) => UnsignedTx, authorizations = 0): Promise<string> {
  const { utxos } = await platform<{ utxos: string[] }>('getUTXOs', { addresses: [EWOQ_P_ADDRESS], limit: 50, encoding: 'hex' });
  const utxo = utxos
    .map((hex) => decodeUtxo(fromHexWithChecksum(hex)))
    .find((candidate) => candidate.output.kind === 'TransferOutput' && candidate.output.locktime === 0n && candidate.output.amount > 2n * FEE && bytesEqual(candidate.assetId, AVAX_ASSET_ID_BYTES));
  if (!utxo || utxo.output.kind !== 'TransferOutput') throw new Error('ewoq has no UTXO to pay with');
  const amount = utxo.output.amount;
  const unsignedTx = build({
    networkId: 12345n,
    blockchainId: P_CHAIN_ID_BYTES,
    outputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: amount - FEE, locktime: 0n, threshold: 1n, addresses: [EWOQ_ADDRESS_BYTES] } }],
    inputs: [{ txId: utxo.txId, outputIndex: utxo.outputIndex, assetId: utxo.assetId, input: { kind: 'TransferInput', amount, signatureIndices: [0n] } }],
    memo: new Uint8Array(0),
  });
  const signature = signMessage(EWOQ_KEY, encodeUnsignedTx(unsignedTx));
  const credentials = Array.from({ length: 1 + authorizations }, () => ({ signatures: [signature] }));
  const { txID } = await platform<{ txID: string }>('issueTx', { tx: toHexWithChecksum(encodeSignedTx({ unsignedTx, credentials })), encoding: 'hex' });
  for (let block = 0; block < BLOCKS_TO_COMMIT; block++) {
    await control('produceBlocks', { count: 1 });
    const { status, reason } = await platform<{ status: string; reason?: string }>('getTxStatus', { txID });
    if (status === 'Committed') return txID;
    if (status === 'Dropped') throw new Error(`tx ${txID} was dropped: ${reason}`);
  }
  throw new Error(`tx ${txID} was not committed in ${BLOCKS_TO_COMMIT} blocks`);
}
