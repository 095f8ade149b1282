import { CodecError } from './codec-error';
import { Writer } from './writer';

// A field a caller does not name is named by its Go type, as the reference node's codec types them.
describe('Writer', () => {
  test('error: a value out of range names the field and the range', () => {
    expect(() => new Writer().u8(256)).toThrow('uint8: 256 is out of range 0..255');
    expect(() => new Writer().u16(-1)).toThrow('uint16: -1 is out of range 0..65535');
    expect(() => new Writer().u32(1n << 32n)).toThrow('uint32: 4294967296 is out of range 0..4294967295');
    expect(() => new Writer().u64(1n << 64n)).toThrow('uint64: 18446744073709551616 is out of range 0..18446744073709551615');
    expect(() => new Writer().u32(1.5, 'outputIndex')).toThrow(new CodecError('outputIndex: 1.5 is not an integer'));
  });

  test('error: a length that does not fit its prefix names the field', () => {
    const long = 'a'.repeat(65_536);
    expect(() => new Writer().string(long)).toThrow('string length: 65536 is out of range 0..65535');
    expect(() => new Writer().string(long, 'chainName')).toThrow('chainName length: 65536 is out of range 0..65535');
  });

  test('behavior: lengths and counts go before their contents; a long write grows the buffer past twice its size', () => {
    const big = new Uint8Array(1_000).fill(7);
    const bytes = new Writer().bytes(big).string('hé').list([1, 2], () => undefined).toBytes();
    expect(bytes.length).toBe(4 + 1_000 + 2 + 3 + 4);
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0, 0, 3, 0xe8]);
    expect(bytes.subarray(4, 1_004).every((byte) => byte === 7)).toBe(true);
    expect(Array.from(bytes.subarray(1_004))).toEqual([0, 3, 0x68, 0xc3, 0xa9, 0, 0, 0, 2]);
  });
});
