import { CodecError } from './codec-error';

const INITIAL_CAPACITY = 256;
const MAX_U8 = 0xffn;
const MAX_U16 = 0xffffn;
const MAX_U32 = 0xffff_ffffn;
const MAX_U64 = 0xffff_ffff_ffff_ffffn;

/** Big-endian packer with the node's linear-codec conventions. */
export class Writer {
  private buffer = new Uint8Array(INITIAL_CAPACITY);
  private view = new DataView(this.buffer.buffer);
  private length = 0;

  /** Claims `size` bytes and returns their offset; may replace the buffer, so callers read it after. */
  private reserve(size: number): number {
    const needed = this.length + size;
    if (needed > this.buffer.length) {
      let capacity = this.buffer.length * 2;
      while (capacity < needed) capacity *= 2;
      const grown = new Uint8Array(capacity);
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
      this.view = new DataView(grown.buffer);
    }
    const offset = this.length;
    this.length = needed;
    return offset;
  }

  private put(bytes: Uint8Array): void {
    const offset = this.reserve(bytes.length);
    this.buffer.set(bytes, offset);
  }

  u8(value: bigint | number, field = 'uint8'): this {
    const checked = Number(checkRange(value, MAX_U8, field));
    const offset = this.reserve(1);
    this.view.setUint8(offset, checked);
    return this;
  }

  u16(value: bigint | number, field = 'uint16'): this {
    const checked = Number(checkRange(value, MAX_U16, field));
    const offset = this.reserve(2);
    this.view.setUint16(offset, checked);
    return this;
  }

  u32(value: bigint | number, field = 'uint32'): this {
    const checked = Number(checkRange(value, MAX_U32, field));
    const offset = this.reserve(4);
    this.view.setUint32(offset, checked);
    return this;
  }

  u64(value: bigint, field = 'uint64'): this {
    const checked = checkRange(value, MAX_U64, field);
    const offset = this.reserve(8);
    this.view.setBigUint64(offset, checked);
    return this;
  }

  /** Fixed-size array: no length prefix, size enforced. */
  fixed(bytes: Uint8Array, size: number, field: string): this {
    if (bytes.length !== size) throw new CodecError(`${field}: expected ${size} bytes but got ${bytes.length}`);
    this.put(bytes);
    return this;
  }

  /** `[]byte`: uint32 length, then the bytes. */
  bytes(bytes: Uint8Array, field = 'bytes'): this {
    this.u32(bytes.length, `${field} length`);
    this.put(bytes);
    return this;
  }

  /** Go string: uint16 length, then UTF-8 bytes. */
  string(text: string, field = 'string'): this {
    const encoded = new TextEncoder().encode(text);
    this.u16(encoded.length, `${field} length`);
    this.put(encoded);
    return this;
  }

  /** Slice: uint32 count, then each element. */
  list<T>(items: readonly T[], writeItem: (item: T) => void, field = 'slice'): this {
    this.u32(items.length, `${field} length`);
    for (const item of items) writeItem(item);
    return this;
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

function checkRange(value: bigint | number, max: bigint, field: string): bigint {
  if (typeof value === 'number' && !Number.isInteger(value)) throw new CodecError(`${field}: ${value} is not an integer`);
  const big = BigInt(value);
  if (big < 0n || big > max) throw new CodecError(`${field}: ${big} is out of range 0..${max}`);
  return big;
}
