import { CodecError } from './codec-error';

/**
 * Big-endian unpacker with bounds checks. Every length is checked against the remaining bytes
 * before anything is allocated, so bogus lengths fail fast instead of exhausting memory.
 */
export class Reader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly source: Uint8Array) {
    this.view = new DataView(source.buffer, source.byteOffset, source.byteLength);
  }

  get position(): number {
    return this.offset;
  }

  get remaining(): number {
    return this.source.length - this.offset;
  }

  private take(size: number, field: string): number {
    if (size > this.remaining) {
      throw new CodecError(`${field}: needs ${size} bytes at offset ${this.offset} but only ${this.remaining} remain`);
    }
    const at = this.offset;
    this.offset += size;
    return at;
  }

  u8(field = 'uint8'): bigint {
    return BigInt(this.view.getUint8(this.take(1, field)));
  }

  u16(field = 'uint16'): bigint {
    return BigInt(this.view.getUint16(this.take(2, field)));
  }

  u32(field = 'uint32'): bigint {
    return BigInt(this.view.getUint32(this.take(4, field)));
  }

  /** uint32 as a JS number, for lengths and type IDs. */
  u32Number(field = 'uint32'): number {
    return this.view.getUint32(this.take(4, field));
  }

  u64(field = 'uint64'): bigint {
    return this.view.getBigUint64(this.take(8, field));
  }

  fixed(size: number, field: string): Uint8Array {
    const at = this.take(size, field);
    return this.source.slice(at, at + size);
  }

  bytes(field = 'bytes'): Uint8Array {
    const length = this.u32Number(`${field} length`);
    return this.fixed(length, field);
  }

  string(field = 'string'): string {
    const length = Number(this.u16(`${field} length`));
    const raw = this.fixed(length, field);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      throw new CodecError(`${field}: not valid UTF-8`);
    }
  }

  /**
   * Slice with a uint32 count. `minItemSize` is the smallest encoding of one element; a count
   * that could not possibly fit in the remaining bytes is rejected up front.
   */
  list<T>(readItem: () => T, minItemSize: number, field = 'slice'): T[] {
    const count = this.u32Number(`${field} length`);
    if (count * minItemSize > this.remaining) {
      throw new CodecError(`${field}: length ${count} exceeds the ${this.remaining} remaining bytes`);
    }
    const items: T[] = [];
    for (let i = 0; i < count; i++) items.push(readItem());
    return items;
  }

  /** Fails if any bytes are left after a complete object. */
  end(what: string): void {
    if (this.remaining !== 0) {
      throw new CodecError(`${what}: ${this.remaining} trailing bytes after offset ${this.offset}`, { kind: 'trailing', read: this.offset, provided: this.source.length });
    }
  }
}
