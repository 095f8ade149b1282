import { sha256 } from '../../src/lib/checksum';

/**
 * Seeded generator (xoshiro128**): the devnet never touches Math.random, so one seed always
 * yields the same chain.
 */
export class Random {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: string) {
    const digest = sha256(new TextEncoder().encode(seed));
    const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
    this.s0 = view.getUint32(0) | 1;
    this.s1 = view.getUint32(4);
    this.s2 = view.getUint32(8);
    this.s3 = view.getUint32(12);
  }

  /** Next unsigned 32-bit value. */
  u32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.u32() / 0x1_0000_0000;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** Uniform bigint in [min, max] (52 bits of resolution are plenty for amounts). */
  bigBetween(min: bigint, max: bigint): bigint {
    const span = max - min;
    if (span <= 0n) return min;
    const draw = BigInt(this.u32()) * 0x1_0000_0000n + BigInt(this.u32());
    return min + (draw % (span + 1n));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      const value = this.u32();
      for (let j = 0; j < 4 && i + j < length; j++) out[i + j] = (value >>> (8 * j)) & 0xff;
    }
    return out;
  }

  /** An independent generator derived from this one's seed and a label. */
  fork(label: string): Random {
    return new Random(`${this.u32()}:${label}`);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
