/**
 * An L1 validator's balance projected forward at a constant fee price: it drops by the price every
 * second until it cannot pay another second. Amounts stay bigint; times are ms since epoch.
 */
import { runwayEnd, runwaySeconds } from './staking';

export interface BalancePoint {
  t: number;
  balance: bigint;
}

export interface RunwayProjection {
  price: bigint;
  /** Seconds the balance pays for, or null when the price is zero (it never runs out). */
  seconds: bigint | null;
  /** When it runs out, or null when it never does. */
  end: Date | null;
  points: BalancePoint[];
}

/** Points drawn between now and the run-out date. */
const PROJECTION_STEPS = 48;
const MS_PER_SECOND = 1000n;

export function projectRunway(balance: bigint, price: bigint, from: Date, steps: number = PROJECTION_STEPS): RunwayProjection {
  const seconds = runwaySeconds(balance, price);
  if (seconds === null) return { price, seconds, end: null, points: [{ t: from.getTime(), balance }] };
  const stepCount = BigInt(Math.max(1, steps));
  const points: BalancePoint[] = [];
  for (let step = 0n; step <= stepCount; step++) {
    const elapsed = (seconds * step) / stepCount;
    points.push({ t: from.getTime() + Number(elapsed * MS_PER_SECOND), balance: balance - elapsed * price });
  }
  return { price, seconds, end: runwayEnd(from, seconds), points };
}
