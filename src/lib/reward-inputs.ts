import { AmountError, parseAmount } from './amount';
import { SHARES_DENOMINATOR } from './staking';

/** The rewards calculator's inputs as typed, and their parsing: every amount stays exact. */

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

export type StakerKind = 'validator' | 'delegator';
export const STAKER_KINDS: readonly StakerKind[] = ['validator', 'delegator'];

/** How the staking period is given: a length from now, or the date it ends. */
export type PeriodMode = 'duration' | 'end';
export const PERIOD_MODES: readonly PeriodMode[] = ['duration', 'end'];

const SECONDS_PER_DAY = 86_400n;
/** The units `formatDuration` writes, largest first. */
const SECONDS_PER_UNIT: Record<string, bigint> = { d: SECONDS_PER_DAY, h: 3_600n, m: 60n, s: 1n };
/**
 * The units `parseDuration` reads and the spellings people type. A year is 365 days (the reward's
 * minting period, and the longest stake); a month is 30 days.
 */
const UNIT_SPELLINGS: ReadonlyArray<readonly [bigint, readonly string[]]> = [
  [365n * SECONDS_PER_DAY, ['y', 'yr', 'yrs', 'year', 'years']],
  [30n * SECONDS_PER_DAY, ['mo', 'mos', 'month', 'months']],
  [7n * SECONDS_PER_DAY, ['w', 'wk', 'wks', 'week', 'weeks']],
  [SECONDS_PER_DAY, ['d', 'day', 'days']],
  [3_600n, ['h', 'hr', 'hrs', 'hour', 'hours']],
  [60n, ['m', 'min', 'mins', 'minute', 'minutes']],
  [1n, ['s', 'sec', 'secs', 'second', 'seconds']],
];
const SECONDS_PER_SPELLING = new Map(UNIT_SPELLINGS.flatMap(([seconds, spellings]) => spellings.map((spelling) => [spelling, seconds] as const)));
/** One count and its unit, with the spaces or comma around it ("1y", "6 months,"). */
const DURATION_PART = /\s*(\d+)\s*([a-z]+)\s*,?/y;
const DIGITS = /^\d+$/;
const UNITS_HELP = 'years (y), months (mo), weeks (w), days (d), hours (h), minutes (m) or seconds (s)';

/** "1y 6mo", "2 weeks", "14d 12h", "1d2h3m4s", or plain seconds ("1209600"), as whole seconds. */
export function parseDuration(text: string): Parsed<bigint> {
  const value = text.trim().toLowerCase();
  if (value === '') return { ok: false, reason: 'enter a duration, such as 1y, 6mo or 14d' };
  let seconds = 0n;
  if (DIGITS.test(value)) seconds = BigInt(value);
  else {
    DURATION_PART.lastIndex = 0;
    while (DURATION_PART.lastIndex < value.length) {
      const part = DURATION_PART.exec(value);
      if (!part) return { ok: false, reason: `"${text}" is not a duration: use whole numbers of ${UNITS_HELP}, such as 1y 6mo or 14d 12h, or seconds alone` };
      const [, count = '', unit = ''] = part;
      const size = SECONDS_PER_SPELLING.get(unit);
      if (size === undefined) return { ok: false, reason: `"${unit}" is not a unit of time: use ${UNITS_HELP}` };
      seconds += BigInt(count) * size;
    }
  }
  if (seconds === 0n) return { ok: false, reason: 'the duration must be longer than zero' };
  return { ok: true, value: seconds };
}

/** Whole seconds as "14d 12h 0m 5s", dropping the zero units (the inverse of `parseDuration`). */
export function formatDuration(seconds: bigint): string {
  const parts: string[] = [];
  let left = seconds;
  for (const [unit, size] of Object.entries(SECONDS_PER_UNIT)) {
    const count = left / size;
    left %= size;
    if (count > 0n) parts.push(`${count}${unit}`);
  }
  return parts.length === 0 ? '0s' : parts.join(' ');
}

/** A stake in the native token ("2000", "25.5"): base units, exact. */
export function parseStake(text: string): Parsed<bigint> {
  if (text.trim() === '') return { ok: false, reason: 'enter the amount to stake' };
  try {
    const value = parseAmount(text);
    return value > 0n ? { ok: true, value } : { ok: false, reason: 'the stake must be more than zero' };
  } catch (error) {
    if (error instanceof AmountError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Percent has four decimals in a delegation fee: one part per million is 0.0001 %. */
const FEE_PERCENT_DECIMALS = 4;

/** A delegation fee in percent ("2", "2.5") as the tx's parts-per-million shares, exact. */
export function parseFeePercent(text: string): Parsed<bigint> {
  if (text.trim() === '') return { ok: false, reason: "enter the validator's delegation fee" };
  try {
    const shares = parseAmount(text, FEE_PERCENT_DECIMALS);
    if (shares < 0n || shares > SHARES_DENOMINATOR) return { ok: false, reason: 'a fee is between 0 and 100 %' };
    return { ok: true, value: shares };
  } catch (error) {
    if (error instanceof AmountError) return { ok: false, reason: error.message };
    throw error;
  }
}

export function parseStakerKind(value: string | null): StakerKind {
  return STAKER_KINDS.find((kind) => kind === value) ?? 'validator';
}

export function parsePeriodMode(value: string | null): PeriodMode {
  return PERIOD_MODES.find((mode) => mode === value) ?? 'duration';
}

/** The calculator's inputs as typed, each kept in the URL under its name so a calculation can be shared. */
export interface RewardInputText {
  stake: string;
  kind: StakerKind;
  period: PeriodMode;
  /** e.g. "14d 12h", or seconds. */
  duration: string;
  /** A date-time in UTC, as the date field gives it. */
  end: string;
  /** A typed delegation fee in percent, used when no validator is picked. */
  fee: string;
  /** A current validator to delegate to: its fee and end time are then the node's. */
  node: string;
}

const DEFAULT_DURATION = '14d';
const DEFAULT_FEE = '2';

export function readRewardInputs(params: URLSearchParams): RewardInputText {
  return {
    stake: params.get('stake') ?? '',
    kind: parseStakerKind(params.get('kind')),
    period: parsePeriodMode(params.get('period')),
    duration: params.get('duration') ?? DEFAULT_DURATION,
    end: params.get('end') ?? '',
    fee: params.get('fee') ?? DEFAULT_FEE,
    node: params.get('node') ?? '',
  };
}
