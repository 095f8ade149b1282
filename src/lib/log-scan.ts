import { messageOf } from './error-message';

/**
 * A backward scan of a block range in windows for a node without an indexer: each window is one
 * `eth_getLogs` range (or a few, one per filter). The window adapts to the node: it shrinks when the
 * node refuses a range or answers "too many results", to the maximum the node names when it names
 * one, and grows while answers are sparse. Pure: the node is a function given to it.
 */
export interface BlockWindow {
  from: bigint;
  to: bigint;
}

export interface WindowLimits {
  /** The first window's size. */
  initial: bigint;
  /** The largest window tried (the node's cap, once it names one). */
  max: bigint;
  /** Fewer results than this in a window: the next window doubles. */
  sparse: number;
}

export const DEFAULT_WINDOW_LIMITS: WindowLimits = { initial: 512n, max: 2048n, sparse: 200 };

/** Node messages that mean "ask for less", from geth, coreth and common hosted nodes. */
const TOO_MUCH = [/too many/i, /exceed/i, /limit/i, /range/i, /query returned more than/i, /response size/i, /max(imum)? (is|block)/i, /timeout/i, /timed out/i];

export function isTooMuchError(error: unknown): boolean {
  const message = messageOf(error);
  return TOO_MUCH.some((pattern) => pattern.test(message));
}

/** The largest range a node names in its refusal (geth: "maximum is set to 2048"), if any. */
export function namedMaximum(error: unknown): bigint | undefined {
  const message = messageOf(error);
  const match = /maximum is set to (\d+)/i.exec(message) ?? /(\d+)[ -]block range/i.exec(message) ?? /block range (?:limit|of) (\d+)/i.exec(message);
  const digits = match?.[1];
  return digits === undefined ? undefined : BigInt(digits);
}

/** Where a scan stands: the next window ends at `next` (scanning down to `floor`). */
export interface ScanCursor {
  /** The newest block not yet scanned; below `floor` once done. */
  next: bigint;
  floor: bigint;
  size: bigint;
  max: bigint;
}

export function startCursor(head: bigint, floor: bigint, limits: WindowLimits = DEFAULT_WINDOW_LIMITS): ScanCursor {
  return { next: head, floor, size: limits.initial, max: limits.max };
}

export const isDone = (cursor: ScanCursor): boolean => cursor.next < cursor.floor;

export interface ScanStep<T> {
  window: BlockWindow;
  items: T[];
  /** Windows refused as too much before this one was answered. */
  retries: number;
  cursor: ScanCursor;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Scans the next window below the cursor, shrinking and retrying while the node says it is too
 * much; a window of one block that still fails, or any other error, is thrown.
 */
export async function scanStep<T>(
  cursor: ScanCursor,
  read: (window: BlockWindow) => Promise<T[]>,
  limits: WindowLimits = DEFAULT_WINDOW_LIMITS,
): Promise<ScanStep<T>> {
  let { size, max: cap } = cursor;
  let retries = 0;
  for (;;) {
    const window = { from: max(cursor.floor, cursor.next - size + 1n), to: cursor.next };
    try {
      const items = await read(window);
      const grown = items.length < limits.sparse ? min(size * 2n, cap) : size;
      return { window, items, retries, cursor: { ...cursor, next: window.from - 1n, size: grown, max: cap } };
    } catch (error) {
      retries += 1;
      if (!isTooMuchError(error) || size <= 1n) throw error;
      const named = namedMaximum(error);
      if (named !== undefined && named < size) {
        cap = max(named, 1n);
        size = cap;
      } else {
        size = max(size / 2n, 1n);
      }
    }
  }
}
