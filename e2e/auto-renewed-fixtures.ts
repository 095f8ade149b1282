import { parseId } from '../src/lib/ids';
import { platform } from './fixtures';
import { EWOQ_P_ADDRESS, issueFromEwoq } from './p-chain-wallet';

// Helicon's auto-renewed validators on the default devnet (Helicon active from genesis), and a
// config change signed by ewoq (the test key, the authority of one of them) as a wallet would.

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

/** A SetAutoRenewedValidatorConfigTx paid and authorised by ewoq, issued as a wallet would, and committed. */
export function sendConfig(stakerTxId: string, restake: bigint, period: bigint): Promise<string> {
  // One credential for the input, the last for the validator authority.
  return issueFromEwoq((base) => ({ ...base, kind: 'SetAutoRenewedValidatorConfigTx', txId: parseId(stakerTxId), auth: { signatureIndices: [0n] }, autoCompoundRewardShares: restake, period }), 1);
}
