import type { Common } from '@ethereumjs/common';
import { createFeeMarket1559Tx, type FeeMarket1559Tx } from '@ethereumjs/tx';
import { createAddressFromPrivateKey, type Address } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { GWEI } from './fee-model';

/**
 * `--history-account`: an account on the C-Chain that grows a long history for the address page's
 * search to find, one sent tx and one received transfer every `HISTORY_EVERY` blocks, from block 2
 * on (block 1 deploys the activity's contracts). Its key and its payer's come from the seed.
 */
export const HISTORY_EVERY = 10n;
/** Where in each run of `HISTORY_EVERY` blocks it sends, and where it is paid. */
export const HISTORY_SENDS_AT = 3n;
export const HISTORY_PAID_AT = 8n;
export const HISTORY_SENT_VALUE = 10n ** 15n;
export const HISTORY_PAID_VALUE = 2n * 10n ** 15n;
const WEI_PER_NATIVE = 10n ** 18n;
export const HISTORY_BALANCE = 1_000n * WEI_PER_NATIVE;
const TRANSFER_GAS = 21_000n;

const keyOf = (seed: string, role: string) => keccak_256(new TextEncoder().encode(`${seed}:${role}`));

export class HistoryActivity {
  readonly address: Address;
  /** The account that pays it. */
  readonly payer: Address;
  private readonly key: Uint8Array;
  private readonly payerKey: Uint8Array;
  private readonly recipient: Uint8Array;

  constructor(
    seed: string,
    private readonly common: Common,
  ) {
    this.key = keyOf(seed, 'history');
    this.payerKey = keyOf(seed, 'history-payer');
    this.address = createAddressFromPrivateKey(this.key);
    this.payer = createAddressFromPrivateKey(this.payerKey);
    this.recipient = keyOf(seed, 'history-recipient').slice(-20);
  }

  /** This block's txs of the history account, signed; `nonceOf` reads the state being built. */
  async transactions(number: bigint, baseFee: bigint, nonceOf: (address: Address) => Promise<bigint>): Promise<FeeMarket1559Tx[]> {
    const fees = { maxPriorityFeePerGas: GWEI, maxFeePerGas: baseFee * 2n + GWEI, gasLimit: TRANSFER_GAS };
    const step = number % HISTORY_EVERY;
    if (number < 2n || (step !== HISTORY_SENDS_AT && step !== HISTORY_PAID_AT)) return [];
    const [key, sender, to, value] =
      step === HISTORY_SENDS_AT ? [this.key, this.address, this.recipient, HISTORY_SENT_VALUE] : [this.payerKey, this.payer, this.address.bytes, HISTORY_PAID_VALUE];
    const tx = createFeeMarket1559Tx({ ...fees, to, value, nonce: await nonceOf(sender), chainId: this.common.chainId() }, { common: this.common });
    return [tx.sign(key)];
  }
}

export const historyAccountAddress = (seed: string): string => createAddressFromPrivateKey(keyOf(seed, 'history')).toString();
