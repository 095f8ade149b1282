import { zipSameLength } from '../../src/lib/lists';
import { present } from '../../src/lib/present';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { addressOfPrivateKey, evmAddressOfPrivateKey, SIGNATURE_LENGTH } from '../../src/lib/secp256k1';
import { nativeHex, sha256, sha256Number, shortAddressOf } from './hash';

const Point = secp256k1.Point;
type Point = InstanceType<typeof Point>;
const Fn = Point.Fn;
const Fp = Point.Fp;
/** Points made per batch: their affine conversions share one field inversion. */
const BATCH = 256;
const N = Fn.ORDER;
const HALF_N = N >> 1n;
const SCALAR_LENGTH = 32;
const RECOVERY_INDEX = 64;
const EVEN_PREFIX = 0x02;
const ODD_PREFIX = 0x03;

function bytesToBigInt(bytes: Uint8Array): bigint {
  return BigInt(nativeHex(bytes));
}

/** Writes a scalar or coordinate as 32 big-endian bytes at `offset`. */
function writeScalar(target: Buffer, offset: number, value: bigint): void {
  target.write(value.toString(16).padStart(SCALAR_LENGTH * 2, '0'), offset, 'hex');
}

function scalarFrom(label: string): bigint {
  const value = bytesToBigInt(sha256(new TextEncoder().encode(label))) % N;
  return value === 0n ? 1n : value;
}

interface AffineStep {
  scalar: bigint;
  /** scalar⁻¹ mod n (0 when the sequence was made without inverses). */
  inverse: bigint;
  x: bigint;
  y: bigint;
}

/** i·G in affine form for i = 1…BATCH: a batch is its start point plus each of them. */
let multiplesOfG: Array<{ x: bigint; y: bigint }> | undefined;

function gMultiples(): Array<{ x: bigint; y: bigint }> {
  if (!multiplesOfG) {
    const points: Point[] = [];
    for (let point = Point.BASE; points.length < BATCH; point = point.add(Point.BASE)) points.push(point);
    multiplesOfG = points.map((point) => point.toAffine());
  }
  return multiplesOfG;
}

/**
 * The points k·G for consecutive scalars k from a seeded start: a batch is the last point plus
 * i·G for i = 1…BATCH in affine coordinates, whose slopes share one field inversion (as do the
 * scalars' inverses, when wanted).
 */
class ConsecutivePoints {
  private scalar: bigint;
  private x: bigint;
  private y: bigint;
  private batch: AffineStep[] = [];

  constructor(
    label: string,
    private readonly withInverses: boolean,
  ) {
    this.scalar = scalarFrom(label);
    ({ x: this.x, y: this.y } = Point.BASE.multiply(this.scalar).toAffine());
  }

  next(): AffineStep {
    if (this.batch.length === 0) this.fill();
    return present(this.batch.pop(), 'A filled batch\'s step');
  }

  private fill(): void {
    const start = this.scalar;
    // Near 0 or n the start point may equal ±i·G, where the affine sum is undefined: add one at a time.
    const points = start > BigInt(BATCH) && start < N - BigInt(BATCH) - 1n ? this.batchFromMultiples() : this.batchOneByOne();
    const scalars = points.map((_, i) => {
      const scalar = start + BigInt(i + 1);
      return scalar >= N ? scalar - N + 1n : scalar;
    });
    const inverses = this.withInverses ? Fn.invertBatch(scalars) : scalars.map(() => 0n);
    const steps = zipSameLength(points, zipSameLength(scalars, inverses)).map(([{ x, y }, [scalar, inverse]]) => ({ scalar, inverse, x, y }));
    const last = steps.at(-1);
    if (!last) throw new Error('ConsecutivePoints: an empty batch');
    ({ scalar: this.scalar, x: this.x, y: this.y } = last);
    this.batch = steps.reverse();
  }

  private batchFromMultiples(): Array<{ x: bigint; y: bigint }> {
    const multiples = gMultiples();
    const { x, y } = this;
    const slopeInverses = Fp.invertBatch(multiples.map((m) => Fp.sub(m.x, x)));
    return zipSameLength(multiples, slopeInverses).map(([m, slopeInverse]) => {
      const slope = Fp.mul(Fp.sub(m.y, y), slopeInverse);
      const sumX = Fp.sub(Fp.sub(Fp.sqr(slope), x), m.x);
      return { x: sumX, y: Fp.sub(Fp.mul(slope, Fp.sub(x, sumX)), y) };
    });
  }

  private batchOneByOne(): Array<{ x: bigint; y: bigint }> {
    let scalar = this.scalar;
    let point = Point.fromAffine({ x: this.x, y: this.y });
    const points: Point[] = [];
    for (let i = 0; i < BATCH; i++) {
      scalar = scalar + 1n === N ? 1n : scalar + 1n;
      point = scalar === 1n ? Point.BASE : point.add(Point.BASE);
      points.push(point);
    }
    const zInverses = Fp.invertBatch(points.map((p) => p.Z));
    return points.map((p, i) => p.toAffine(zInverses[i]));
  }
}

/**
 * Every key the devnet holds, by short address (and by EVM address for the ones that act on the
 * C-Chain). The devnet signs each tx it generates with the keys that own what the tx spends.
 *
 * Keys and signatures are standard secp256k1 ones (any verifier accepts them), made cheaply enough
 * for tens of thousands of generated txs: derived keys are consecutive scalars and the ECDSA
 * nonces a consecutive sequence, both seeded, so each costs a point addition instead of a scalar
 * multiplication, and one seed always yields the same keys, signatures and tx IDs. Such nonces
 * would leak keys on a real network; the devnet's keys are public anyway.
 */
export class KeyRing {
  /** Private keys as scalars, ready to sign with. */
  private readonly keys = new Map<string, bigint>();
  private readonly evmKeys = new Map<string, bigint>();
  private readonly derived: ConsecutivePoints;
  private readonly nonces: ConsecutivePoints;

  constructor(seed: string) {
    this.derived = new ConsecutivePoints(`keys:${seed}`, false);
    this.nonces = new ConsecutivePoints(`nonces:${seed}`, true);
  }

  /** Adds a key and returns its short address. */
  add(privateKey: Uint8Array): Uint8Array {
    const address = addressOfPrivateKey(privateKey);
    this.keys.set(nativeHex(address), bytesToBigInt(privateKey));
    return address;
  }

  /** Adds a key that also signs C-Chain atomic txs from its EVM address. */
  addWithEvm(privateKey: Uint8Array): Uint8Array {
    this.evmKeys.set(nativeHex(evmAddressOfPrivateKey(privateKey)), bytesToBigInt(privateKey));
    return this.add(privateKey);
  }

  /** A new key, the next one derived from the seed; returns its address. */
  generate(): Uint8Array {
    const { scalar, x, y } = this.derived.next();
    const compressed = Buffer.allocUnsafe(SCALAR_LENGTH + 1);
    compressed[0] = y & 1n ? ODD_PREFIX : EVEN_PREFIX;
    writeScalar(compressed, 1, x);
    const address = shortAddressOf(compressed);
    this.keys.set(nativeHex(address), scalar);
    return address;
  }

  has(address: Uint8Array): boolean {
    return this.keys.has(nativeHex(address));
  }

  /** The signature (r ‖ s ‖ v, low s) of `address`'s key over sha256(`message`), the unsigned tx bytes. */
  sign(address: Uint8Array, message: Uint8Array): Uint8Array {
    const key = this.keys.get(nativeHex(address));
    if (key === undefined) throw new Error(`the devnet holds no key for address ${nativeHex(address)}`);
    return this.signHash(key, sha256Number(message));
  }

  signAsEvm(evmAddress: Uint8Array, message: Uint8Array): Uint8Array {
    const key = this.evmKeys.get(nativeHex(evmAddress));
    if (key === undefined) throw new Error(`the devnet holds no key for EVM address ${nativeHex(evmAddress)}`);
    return this.signHash(key, sha256Number(message));
  }

  private signHash(d: bigint, hash: bigint): Uint8Array {
    const z = hash % N;
    for (;;) {
      const { inverse, x, y } = this.nonces.next();
      // x ≥ n would need recovery ids 2 and 3, which the platform does not use: take the next nonce.
      if (x >= N) continue;
      const r = x;
      let s = Fn.mul(inverse, Fn.add(z, Fn.mul(r, d)));
      if (s === 0n) continue;
      let recovery = Number(y & 1n);
      if (s > HALF_N) {
        s = N - s;
        recovery ^= 1;
      }
      const signature = new Uint8Array(SIGNATURE_LENGTH);
      const out = Buffer.from(signature.buffer, signature.byteOffset, SIGNATURE_LENGTH);
      writeScalar(out, 0, r);
      writeScalar(out, SCALAR_LENGTH, s);
      signature[RECOVERY_INDEX] = recovery;
      return signature;
    }
  }
}
