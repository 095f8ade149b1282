import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { createTx, type TypedTransaction, type TypedTxData } from '@ethereumjs/tx';
import { bytesToHex, hexToBytes } from '@ethereumjs/util';
import { describe, expect, it } from 'vitest';
import { encodeEvmTx, evmTxHash, evmTxSender, type EvmTxJson } from './evm-tx';

// Vectors signed and hashed by @ethereumjs/tx; the fields go to the module as a node prints them.
const common = new Common({ chain: Mainnet, hardfork: Hardfork.Prague });
const key = hexToBytes(`0x${'42'.repeat(32)}`);
const TO = '0x0d3ab14bbad3d99f4203bd7a11acb94882050e7e';

function asJson(tx: TypedTransaction): EvmTxJson {
  const json = tx.toJSON();
  const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value));
  return {
    type: BigInt(tx.type),
    chainId: big(json.chainId),
    nonce: BigInt(json.nonce ?? 0),
    gasPrice: big(json.gasPrice),
    maxPriorityFeePerGas: big(json.maxPriorityFeePerGas),
    maxFeePerGas: big(json.maxFeePerGas),
    gas: BigInt(json.gasLimit ?? 0),
    to: json.to ?? null,
    value: BigInt(json.value ?? 0),
    input: json.data ?? '0x',
    accessList: json.accessList?.map((entry) => ({ address: entry.address, storageKeys: entry.storageKeys })),
    authorizationList: json.authorizationList?.map((entry) => ({ chainId: BigInt(entry.chainId), address: entry.address, nonce: BigInt(entry.nonce), yParity: BigInt(entry.yParity), r: BigInt(entry.r), s: BigInt(entry.s) })),
    v: big(json.v),
    r: big(json.r),
    s: big(json.s),
  };
}

const signed = (data: TypedTxData) => createTx(data, { common }).sign(key);
const CASES: Array<[string, TypedTransaction]> = [
  ['legacy (EIP-155)', signed({ type: 0, nonce: 8, gasPrice: 25_000_000_000n, gasLimit: 21_000, to: TO, value: 1000n })],
  ['legacy contract creation', signed({ type: 0, nonce: 0, gasPrice: 1n, gasLimit: 100_000, data: '0x6080' })],
  ['access list', signed({ type: 1, chainId: 1n, nonce: 3, gasPrice: 7n, gasLimit: 50_000, to: TO, accessList: [{ address: TO, storageKeys: [`0x${'01'.repeat(32)}`] }] })],
  ['dynamic fee', signed({ type: 2, chainId: 1n, nonce: 9, maxFeePerGas: 30n, maxPriorityFeePerGas: 2n, gasLimit: 60_000, to: TO, value: 5n, data: '0xa9059cbb' })],
  [
    'set code',
    signed({
      type: 4,
      chainId: 1n,
      nonce: 1,
      maxFeePerGas: 30n,
      maxPriorityFeePerGas: 2n,
      gasLimit: 90_000,
      to: TO,
      authorizationList: [{ chainId: '0x1', address: TO, nonce: '0x2', yParity: '0x1', r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}` }],
    }),
  ],
];

describe('an EVM tx from its JSON fields', () => {
  it.each(CASES)('default: a %s tx hashes and recovers as @ethereumjs signed it', (_name, tx) => {
    const encoding = encodeEvmTx(asJson(tx));
    expect(bytesToHex(encoding.signed)).toBe(bytesToHex(tx.serialize()));
    expect(evmTxHash(encoding)).toBe(bytesToHex(tx.hash()));
    expect(evmTxSender(encoding)).toBe(tx.getSenderAddress().toString());
  });

  it('behavior: a pre-EIP-155 signature (v 27 or 28) recovers over the six-field payload', () => {
    const tx = createTx({ type: 0, nonce: 1, gasPrice: 1n, gasLimit: 21_000, to: TO }, { common: new Common({ chain: Mainnet, hardfork: Hardfork.Homestead }) }).sign(key);
    const encoding = encodeEvmTx(asJson(tx));
    expect(evmTxHash(encoding)).toBe(bytesToHex(tx.hash()));
    expect(evmTxSender(encoding)).toBe(tx.getSenderAddress().toString());
  });

  it('behavior: a changed value gives another hash and another signer', () => {
    const [, tx] = CASES[3] ?? [];
    if (!tx) throw new Error('no case');
    const json = asJson(tx);
    const lied = encodeEvmTx({ ...json, value: json.value + 1n });
    expect(evmTxHash(lied)).not.toBe(bytesToHex(tx.hash()));
    expect(evmTxSender(lied)).not.toBe(tx.getSenderAddress().toString());
  });

  it('bad input: a tx without its signature, or of an unknown type, throws with the reason', () => {
    const [, tx] = CASES[0] ?? [];
    if (!tx) throw new Error('no case');
    expect(() => encodeEvmTx({ ...asJson(tx), r: undefined })).toThrow('the answer gives no signature r');
    expect(() => encodeEvmTx({ ...asJson(tx), type: 0x7en })).toThrow('transaction type 126');
  });
});
