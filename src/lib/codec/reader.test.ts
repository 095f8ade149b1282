import { CodecError } from './codec-error';
import { Reader } from './reader';

// A field a caller does not name is named by its Go type, as the reference node's codec types them.
describe('Reader', () => {
  test('error: bytes that end early name the field, its size, the offset and what remains', () => {
    const empty = () => new Reader(new Uint8Array(0));
    expect(() => empty().u8()).toThrow('uint8: needs 1 bytes at offset 0 but only 0 remain');
    expect(() => empty().u16()).toThrow('uint16: needs 2 bytes at offset 0 but only 0 remain');
    expect(() => empty().u32()).toThrow('uint32: needs 4 bytes at offset 0 but only 0 remain');
    expect(() => empty().u32Number()).toThrow('uint32: needs 4 bytes at offset 0 but only 0 remain');
    expect(() => empty().u64()).toThrow('uint64: needs 8 bytes at offset 0 but only 0 remain');
    expect(() => empty().bytes()).toThrow('bytes length: needs 4 bytes at offset 0 but only 0 remain');
    expect(() => empty().string()).toThrow('string length: needs 2 bytes at offset 0 but only 0 remain');
    expect(() => empty().list(() => 0, 1)).toThrow('slice length: needs 4 bytes at offset 0 but only 0 remain');
    // A length, then fewer bytes than it says.
    expect(() => new Reader(Uint8Array.of(0, 0, 0, 3, 1, 2)).bytes()).toThrow('bytes: needs 3 bytes at offset 4 but only 2 remain');
    expect(() => new Reader(Uint8Array.of(0, 3, 1, 2)).string('chainName')).toThrow('chainName: needs 3 bytes at offset 2 but only 2 remain');
  });

  test('error: a count of items that cannot fit in what remains is refused before any is read', () => {
    const read = vi.fn(() => 0);
    // Three items of at least 2 bytes need 6; 5 remain.
    expect(() => new Reader(Uint8Array.of(0, 0, 0, 3, 1, 2, 3, 4, 5)).list(read, 2, 'inputs')).toThrow('inputs: length 3 exceeds the 5 remaining bytes');
    expect(read).not.toHaveBeenCalled();
    expect(new Reader(Uint8Array.of(0, 0, 0, 2, 1, 2, 3, 4)).list(() => 0, 2)).toEqual([0, 0]);
  });

  test('error: a string that is not UTF-8', () => {
    expect(() => new Reader(Uint8Array.of(0, 1, 0xff)).string('chainName')).toThrow(new CodecError('chainName: not valid UTF-8'));
  });
});
