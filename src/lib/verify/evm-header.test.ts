import { RLP } from '@ethereumjs/rlp';
import { bytesToHex } from '@ethereumjs/util';
import { describe, expect, it } from 'vitest';
import { headerRlpItems, type HeaderValues } from './evm-header';

/** Bytes of `length` with `first` as the first byte, as Go's `common.Hash{n}` literals. */
const filled = (first: number, length: number) => Uint8Array.from({ length }, (_, index) => (index === 0 ? first : 0));

// coreth's golden header RLP (graft/coreth/plugin/evm/customtypes/header_ext_test.go, TestHeaderRLP):
// every field set to its place in the struct, 1 to 31, Helicon's six (26 to 31) last.
const GOLDEN =
  'f9023ca00100000000000000000000000000000000000000000000000000000000000000a00200000000000000000000000000000000000000000000000000000000000000940300000000000000000000000000000000000000a00400000000000000000000000000000000000000000000000000000000000000a00500000000000000000000000000000000000000000000000000000000000000a00600000000000000000000000000000000000000000000000000000000000000b901000700000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000008090a0b0c0da00e00000000000000000000000000000000000000000000000000000000000000880f00000000000000a015000000000000000000000000000000000000000000000000000000000000001016171213a0140000000000000000000000000000000000000000000000000000000000000018191a1b1c1d1e1f';
const HELICON_TAIL = '1a1b1c1d1e1f';
const GRANITE_GOLDEN = `f90236${GOLDEN.slice('f9023c'.length, -HELICON_TAIL.length)}`;

const HEADER: HeaderValues = {
  parentHash: filled(1, 32),
  uncleHash: filled(2, 32),
  coinbase: filled(3, 20),
  stateRoot: filled(4, 32),
  transactionsRoot: filled(5, 32),
  receiptsRoot: filled(6, 32),
  logsBloom: filled(7, 256),
  difficulty: 8n,
  number: 9n,
  gasLimit: 10n,
  gasUsed: 11n,
  timestamp: 12n,
  extraData: Uint8Array.of(13),
  mixHash: filled(14, 32),
  nonce: filled(15, 8),
  baseFeePerGas: 16n,
  extDataHash: filled(21, 32),
  extDataGasUsed: 22n,
  blockGasCost: 23n,
  blobGasUsed: 18n,
  excessBlobGas: 19n,
  parentBeaconBlockRoot: filled(20, 32),
  timestampMilliseconds: 24n,
  minDelayExcess: 25n,
};

const encoded = (header: HeaderValues, client: 'coreth' | 'subnet-evm') => bytesToHex(RLP.encode(headerRlpItems(header, client))).slice(2);

describe('the coreth and subnet-evm header RLP', () => {
  it("default: a C-Chain header with Helicon's fields encodes as coreth's golden header does", () => {
    expect(encoded({ ...HEADER, helicon: [26n, 27n, 28n, 29n, 30n, 31n] }, 'coreth')).toBe(GOLDEN);
  });

  it('behavior: after Granite, before Helicon, the list ends with minDelayExcess', () => {
    expect(encoded(HEADER, 'coreth')).toBe(GRANITE_GOLDEN);
  });

  it('behavior: an unset optional field before a set one is the empty string; unset ones at the end are left out', () => {
    const before = headerRlpItems({ ...HEADER, timestampMilliseconds: undefined, minDelayExcess: undefined }, 'subnet-evm');
    expect(before).toHaveLength(20);
    expect(before[15]).toEqual(Uint8Array.of(16));
    expect(before[16]).toEqual(Uint8Array.of(23));
    const gap = headerRlpItems({ ...HEADER, timestampMilliseconds: undefined }, 'subnet-evm');
    expect(gap).toHaveLength(22);
    expect(gap[20]).toEqual(new Uint8Array(0));
  });

  it('bad input: a C-Chain header without extDataHash cannot be encoded', () => {
    expect(() => headerRlpItems({ ...HEADER, extDataHash: undefined }, 'coreth')).toThrow('extDataHash');
  });
});
