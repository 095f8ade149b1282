import type { Common } from '@ethereumjs/common';
import { createFeeMarket1559Tx, type FeeMarket1559Tx } from '@ethereumjs/tx';
import {
  Address,
  bigIntToBytes,
  concatBytes,
  createAddressFromPrivateKey,
  generateAddress,
  hexToBytes,
  setLengthLeft,
} from '@ethereumjs/util';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { itemAt } from '../../src/lib/lists';
import { EWOQ_EVM_ADDRESS } from './chain-config';
import { DEVNET_TOKEN_BYTECODE, TRANSFER_SELECTOR } from './contracts/devnet-token';
import { GWEI } from './fee-model';

/**
 * A fresh devnet's light traffic: in block 1 the funded test key deploys the devnet token and
 * hands half of it to an activity account, which then sends up to two native or token transfers
 * a block to a few fixed recipients.
 */
export const EWOQ_PRIVATE_KEY = hexToBytes('0x56289e99c94b6912bfc12adc093c9b51124f0dc54ac7a766b2bc5ccf558d8027');
const WEI_PER_NATIVE = 10n ** 18n;
export const ACTIVITY_BALANCE = 1_000_000n * WEI_PER_NATIVE;
export const TOKEN_SUPPLY = 1_000_000_000n * WEI_PER_NATIVE;
const RECIPIENT_COUNT = 8;
const MAX_PER_BLOCK = 3;
const MAX_TRANSFER = 10n * WEI_PER_NATIVE;
const FRACTION_SCALE = 1_000_000;
const MAX_TIP_GWEI = 3;
const TRANSFER_GAS = 21_000n;
const TOKEN_TRANSFER_GAS = 60_000n;
const DEPLOY_GAS = 700_000n;
const WORD_BYTES = 32;
/** Streams of the per-block random values; the chain uses purpose 0 for its load. */
const COUNT_PURPOSE = 1;
const TX_PURPOSE_BASE = 2;
const TX_PURPOSES = 4;

/** The 64-byte public key @ethereumjs/tx caches for a sender (no 0x04 prefix). */
export function uncompressedKey(privateKey: Uint8Array): Uint8Array {
  return secp256k1.getPublicKey(privateKey, false).subarray(1);
}

const EWOQ_PUBLIC_KEY = uncompressedKey(EWOQ_PRIVATE_KEY);

function word(value: bigint | Uint8Array): Uint8Array {
  return setLengthLeft(typeof value === 'bigint' ? bigIntToBytes(value) : value, WORD_BYTES);
}

export function transferCalldata(to: Uint8Array, amount: bigint): Uint8Array {
  return concatBytes(hexToBytes(TRANSFER_SELECTOR), word(to), word(amount));
}

export class BackgroundActivity {
  readonly address: Address;
  private readonly key: Uint8Array;
  private readonly publicKey: Uint8Array;
  private readonly ewoq = new Address(hexToBytes(EWOQ_EVM_ADDRESS));
  readonly recipients: Uint8Array[];
  token: Address | undefined;

  constructor(
    seed: string,
    private readonly common: Common,
    private readonly unit: (number: bigint, purpose: number) => number,
  ) {
    this.key = keccak_256(new TextEncoder().encode(`${seed}:activity`));
    this.address = createAddressFromPrivateKey(this.key);
    this.publicKey = uncompressedKey(this.key);
    this.recipients = Array.from({ length: RECIPIENT_COUNT }, (_, index) => keccak_256(new TextEncoder().encode(`${seed}:recipient:${index}`)).slice(-20));
  }

  /** This block's transactions, signed; `nonceOf` reads the state being built. */
  async transactions(number: bigint, baseFee: bigint, nonceOf: (address: Address) => Promise<bigint>): Promise<FeeMarket1559Tx[]> {
    if (number === 1n) return this.deployment(baseFee, await nonceOf(this.ewoq));
    if (!this.token) return [];
    const count = Math.floor(this.unit(number, COUNT_PURPOSE) * MAX_PER_BLOCK);
    let nonce = await nonceOf(this.address);
    const txs: FeeMarket1559Tx[] = [];
    for (let index = 0; index < count; index++) {
      const draw = (offset: number) => this.unit(number, TX_PURPOSE_BASE + TX_PURPOSES * index + offset);
      // draw is below 1, so the index is below RECIPIENT_COUNT.
      const to = itemAt(this.recipients, Math.floor(draw(0) * RECIPIENT_COUNT));
      const amount = (BigInt(Math.floor(draw(1) * FRACTION_SCALE)) * MAX_TRANSFER) / BigInt(FRACTION_SCALE);
      const tip = BigInt(1 + Math.floor(draw(2) * MAX_TIP_GWEI)) * GWEI;
      const fees = { maxPriorityFeePerGas: tip, maxFeePerGas: baseFee * 2n + tip };
      const tx =
        draw(3) < 0.5
          ? { to, value: amount, gasLimit: TRANSFER_GAS }
          : { to: this.token.bytes, data: transferCalldata(to, amount), gasLimit: TOKEN_TRANSFER_GAS };
      txs.push(this.sign({ ...tx, ...fees, nonce: nonce++ }, this.key));
    }
    return txs;
  }

  private deployment(baseFee: bigint, nonce: bigint): FeeMarket1559Tx[] {
    const fees = { maxPriorityFeePerGas: GWEI, maxFeePerGas: baseFee * 2n + GWEI };
    this.token = new Address(generateAddress(this.ewoq.bytes, bigIntToBytes(nonce)));
    const deploy = this.sign({ ...fees, nonce, gasLimit: DEPLOY_GAS, data: concatBytes(hexToBytes(DEVNET_TOKEN_BYTECODE), word(TOKEN_SUPPLY)) }, EWOQ_PRIVATE_KEY);
    const share = this.sign(
      { ...fees, nonce: nonce + 1n, gasLimit: TOKEN_TRANSFER_GAS, to: this.token.bytes, data: transferCalldata(this.address.bytes, TOKEN_SUPPLY / 2n) },
      EWOQ_PRIVATE_KEY,
    );
    return [deploy, share];
  }

  private sign(data: Parameters<typeof createFeeMarket1559Tx>[0], key: Uint8Array): FeeMarket1559Tx {
    const tx = createFeeMarket1559Tx({ ...data, chainId: this.common.chainId() }, { common: this.common }).sign(key);
    // The signer is known: fill the sender cache rather than recover it from the signature.
    tx.cache.senderPubKey = key === this.key ? this.publicKey : EWOQ_PUBLIC_KEY;
    return tx;
  }
}
