import { Address, bytesToHex, hexToBytes } from '@ethereumjs/util';
import { RLP } from '@ethereumjs/rlp';
import { describe, expect, it } from 'vitest';
import { headerRlpItems, type EthHeaderFields } from './header-hash';

/** Bytes of `length` with `first` as the first byte, as Go's `common.Hash{n}` literals. */
const filled = (first: number, length: number) => Uint8Array.from({ length }, (_, index) => (index === 0 ? first : 0));

// coreth's golden header RLP (graft/coreth/plugin/evm/customtypes/header_ext_test.go, TestHeaderRLP):
// every field set to its place in the struct, 1 to 31. The devnet has not activated Helicon, so the
// six Helicon fields (26 to 31) are cut from the end, and the list's length with them.
const GOLDEN =
  'f9023ca00100000000000000000000000000000000000000000000000000000000000000a00200000000000000000000000000000000000000000000000000000000000000940300000000000000000000000000000000000000a00400000000000000000000000000000000000000000000000000000000000000a00500000000000000000000000000000000000000000000000000000000000000a00600000000000000000000000000000000000000000000000000000000000000b901000700000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000008090a0b0c0da00e00000000000000000000000000000000000000000000000000000000000000880f00000000000000a015000000000000000000000000000000000000000000000000000000000000001016171213a0140000000000000000000000000000000000000000000000000000000000000018191a1b1c1d1e1f';
const HELICON_TAIL = '1a1b1c1d1e1f';
const GRANITE_GOLDEN = `f90236${GOLDEN.slice('f9023c'.length, -HELICON_TAIL.length)}`;

const HEADER: EthHeaderFields = {
  parentHash: filled(1, 32),
  uncleHash: filled(2, 32),
  coinbase: new Address(filled(3, 20)),
  stateRoot: filled(4, 32),
  transactionsTrie: filled(5, 32),
  receiptTrie: filled(6, 32),
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
  blobGasUsed: 18n,
  excessBlobGas: 19n,
  parentBeaconBlockRoot: filled(20, 32),
};

describe('the coreth header RLP', () => {
  it("default: a C-Chain header after Granite encodes as coreth's golden header does", () => {
    const items = headerRlpItems(HEADER, { extData: { hash: filled(21, 32), gasUsed: 22n }, blockGasCost: 23n, granite: { timestampMilliseconds: 24n, minDelayExcess: 25n } });
    expect(bytesToHex(RLP.encode(items)).slice(2)).toBe(GRANITE_GOLDEN);
  });

  it('behavior: before Granite the two fields are absent, and subnet-evm has no extra-data fields', () => {
    const granite = headerRlpItems(HEADER, { extData: undefined, blockGasCost: 23n, granite: { timestampMilliseconds: 24n, minDelayExcess: 25n } });
    const before = headerRlpItems(HEADER, { extData: undefined, blockGasCost: 23n, granite: undefined });
    expect(granite.slice(0, -2)).toEqual(before);
    expect(before).toHaveLength(20);
    expect(before[15]).toEqual(Uint8Array.of(16));
    expect(before[16]).toEqual(Uint8Array.of(23));
    expect(hexToBytes(`0x${GRANITE_GOLDEN}`)).toHaveLength(0x236 + 3);
  });
});
