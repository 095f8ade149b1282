/**
 * EVM block times after Granite: headers carry `timestampMilliseconds` beside the seconds, and
 * ACP-226's `minDelayExcess`, from which the minimum delay to the next block follows.
 */
import { groupDigits } from './amount';
import { fakeExponential } from './fees';

/** ACP-226's M (the smallest delay, in ms) and D (the conversion rate), as `vms/evm/acp226` has them. */
const MIN_DELAY_MS = 1n;
const DELAY_CONVERSION_RATE = 1n << 20n;

/** The minimum block delay in ms that a header's `minDelayExcess` implies: M · e^(excess / D). */
export function minBlockDelayMs(minDelayExcess: bigint): bigint {
  return fakeExponential(MIN_DELAY_MS, minDelayExcess, DELAY_CONVERSION_RATE);
}

export interface EvmBlockTimes {
  timestamp: bigint;
  timestampMilliseconds?: bigint | undefined;
}

/** The block's time in ms: its own figure after Granite, else its seconds (a block before Granite has no finer time). */
export function blockTimeMs(block: EvmBlockTimes): bigint {
  return block.timestampMilliseconds ?? block.timestamp * 1000n;
}

/** The interval to the parent in ms, or undefined when either side has only seconds (then seconds are all there is to say). */
export function intervalMs(block: EvmBlockTimes, parent: EvmBlockTimes): bigint | undefined {
  if (block.timestampMilliseconds === undefined || parent.timestampMilliseconds === undefined) return undefined;
  return block.timestampMilliseconds - parent.timestampMilliseconds;
}

/** The interval to the parent as read: in ms when both blocks carry milliseconds ("830 ms"), else in seconds ("2 s"). */
export function formatBlockInterval(block: EvmBlockTimes, parent: EvmBlockTimes): string {
  const ms = intervalMs(block, parent);
  return ms === undefined ? `${groupDigits(block.timestamp - parent.timestamp)} s` : `${groupDigits(ms)} ms`;
}
