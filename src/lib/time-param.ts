import { t } from '@lingui/core/macro';
/** Times in URLs (`?at=`, `?vs=`): Unix seconds or an ISO 8601 date-time (UTC unless it says otherwise). */

const DIGITS = /^\d+$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const MS_PER_SECOND = 1000;

export type TimeParam = { ok: true; seconds: bigint } | { ok: false; reason: string };

export function parseTimeParam(text: string): TimeParam {
  const value = text.trim();
  if (DIGITS.test(value)) return { ok: true, seconds: BigInt(value) };
  const ms = Date.parse(HAS_ZONE.test(value) ? value : `${value}Z`);
  if (Number.isNaN(ms)) return { ok: false, reason: t`"${text}" is neither Unix seconds nor a date-time such as 2024-12-16T17:00:00Z` };
  if (ms < 0) return { ok: false, reason: t`times before 1970 do not exist on a chain` };
  return { ok: true, seconds: BigInt(Math.floor(ms / MS_PER_SECOND)) };
}

/** The URL form: an ISO date-time in UTC, to the second. */
export function formatTimeParam(seconds: bigint): string {
  return new Date(Number(seconds) * MS_PER_SECOND).toISOString().replace('.000Z', 'Z');
}

/** The value of an `<input type="datetime-local">` that shows this time in UTC. */
export function toDateTimeLocal(seconds: bigint): string {
  return formatTimeParam(seconds).slice(0, 19);
}
