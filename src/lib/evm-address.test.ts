import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressFromWord, checkEvmAddress, toChecksumAddress, uintFromWord } from './evm-address';

/** The test vectors of EIP-55 itself. */
const EIP55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('toChecksumAddress', () => {
  it('default', () => {
    for (const vector of EIP55_VECTORS) expect(toChecksumAddress(vector.toLowerCase())).toBe(vector);
  });

  it('behavior: agrees with viem on any 20 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = `0x${Buffer.from(bytes).toString('hex')}`;
        expect(toChecksumAddress(hex)).toBe(getAddress(hex));
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkEvmAddress', () => {
  it('default: a checksummed address is accepted as is', () => {
    expect(checkEvmAddress(EIP55_VECTORS[0]!)).toEqual({ ok: true, address: EIP55_VECTORS[0] });
  });

  it('behavior: all-lower and all-upper case carry no checksum and come back checksummed', () => {
    const vector = EIP55_VECTORS[1]!;
    expect(checkEvmAddress(vector.toLowerCase())).toEqual({ ok: true, address: vector });
    expect(checkEvmAddress(`0x${vector.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: vector });
  });

  it('error: a mixed-case address whose checksum does not match', () => {
    const vector = EIP55_VECTORS[0]!;
    const flipped = `${vector.slice(0, 3)}${vector[3] === 'A' ? 'a' : 'A'}${vector.slice(4)}`;
    expect(checkEvmAddress(flipped)).toMatchObject({ ok: false, reason: expect.stringMatching(/EIP-55 checksum that does not match/) });
  });

  it('error: wrong length, not hex, no prefix', () => {
    expect(checkEvmAddress('0x1234')).toMatchObject({ ok: false, reason: expect.stringMatching(/this one has 4 hex digits/) });
    expect(checkEvmAddress(`0x${'g'.repeat(40)}`)).toMatchObject({ ok: false, reason: expect.stringMatching(/hex digits/) });
    expect(checkEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ ok: false, reason: expect.stringMatching(/starts with 0x/) });
  });
});

describe('words', () => {
  it('default: an indexed address and a uint256 word', () => {
    expect(addressFromWord(`0x000000000000000000000000${EIP55_VECTORS[2]!.slice(2).toLowerCase()}`)).toBe(EIP55_VECTORS[2]);
    expect(uintFromWord(`0x${'f'.repeat(64)}`)).toBe(2n ** 256n - 1n);
    expect(uintFromWord('0x')).toBe(0n);
  });
});
