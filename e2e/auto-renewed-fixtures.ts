import { AVAX_ASSET_ID_BYTES, P_CHAIN_ID_BYTES } from '../devnet/pchain/constants';
import { parseAddress } from '../src/lib/address';
import { bytesEqual } from '../src/lib/bytes';
import { encodeSignedTx, encodeUnsignedTx } from '../src/lib/codec/tx';
import type { UnsignedTx } from '../src/lib/codec/types';
import { decodeUtxo } from '../src/lib/codec/utxo';
import { fromHexWithChecksum, toHexWithChecksum } from '../src/lib/hex';
import { parseId } from '../src/lib/ids';
import { signMessage } from '../src/lib/secp256k1';
import { platform } from './fixtures';

// Helicon's auto-renewed validators on the default devnet (Helicon active from genesis), and a
// config change signed by ewoq (the test key, the authority of one of them) as a wallet would.

const EWOQ_KEY = Uint8Array.from(Buffer.from('56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027', 'hex'));
export const EWOQ_P_ADDRESS = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
/** Paid over the fee a config change costs (the rest is burnt): enough at any gas price the devnet reaches in a test. */
const FEE = 10_000_000n;

export interface AutoRenewedValidator {
  txID: string;
  nodeID: string;
  startTime: string;
  endTime: string;
  uptime: string;
  validatorAuthority?: { addresses: string[] };
  nextPeriod?: string;
  autoCompoundRewardShares?: string;
}

export async function autoRenewed(): Promise<AutoRenewedValidator[]> {
  const { validators } = await platform<{ validators: AutoRenewedValidator[] }>('getCurrentValidators');
  return validators.filter((validator) => validator.nextPeriod !== undefined);
}

/** The genesis validator whose config ewoq may change. */
export async function ewoqAuthorized(): Promise<AutoRenewedValidator> {
  const found = (await autoRenewed()).find((validator) => validator.validatorAuthority?.addresses.includes(EWOQ_P_ADDRESS));
  if (!found) throw new Error('no auto-renewed validator with ewoq as its authority');
  return found;
}

/** A SetAutoRenewedValidatorConfigTx paid from one of ewoq's UTXOs and authorised by ewoq, issued as a wallet would. */
export async function sendConfig(stakerTxId: string, restake: bigint, period: bigint): Promise<string> {
  const ewoq = parseAddress(EWOQ_P_ADDRESS).bytes;
  const { utxos } = await platform<{ utxos: string[] }>('getUTXOs', { addresses: [EWOQ_P_ADDRESS], limit: 50, encoding: 'hex' });
  const utxo = utxos
    .map((hex) => decodeUtxo(fromHexWithChecksum(hex)))
    .find((candidate) => candidate.output.kind === 'TransferOutput' && candidate.output.locktime === 0n && candidate.output.amount > 2n * FEE && bytesEqual(candidate.assetId, AVAX_ASSET_ID_BYTES));
  if (!utxo || utxo.output.kind !== 'TransferOutput') throw new Error('ewoq has no UTXO to pay with');
  const amount = utxo.output.amount;
  const unsignedTx: UnsignedTx = {
    kind: 'SetAutoRenewedValidatorConfigTx',
    networkId: 12345n,
    blockchainId: P_CHAIN_ID_BYTES,
    outputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: amount - FEE, locktime: 0n, threshold: 1n, addresses: [ewoq] } }],
    inputs: [{ txId: utxo.txId, outputIndex: utxo.outputIndex, assetId: utxo.assetId, input: { kind: 'TransferInput', amount, signatureIndices: [0n] } }],
    memo: new Uint8Array(0),
    txId: parseId(stakerTxId),
    auth: { signatureIndices: [0n] },
    autoCompoundRewardShares: restake,
    period,
  };
  const signature = signMessage(EWOQ_KEY, encodeUnsignedTx(unsignedTx));
  // One credential for the input, the last for the validator authority.
  const signed = encodeSignedTx({ unsignedTx, credentials: [{ signatures: [signature] }, { signatures: [signature] }] });
  return (await platform<{ txID: string }>('issueTx', { tx: toHexWithChecksum(signed), encoding: 'hex' })).txID;
}
