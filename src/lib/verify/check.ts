import type { CheckName } from './check-name';
import type { CheckReason } from './check-reason';
import type { Compared } from './compared';
import { messageOf } from '../error-message';

/**
 * One check of what a node said against the evidence it carries: a hash of the bytes it gave, a
 * signature, a Merkle root. `verified` and `fails` name the two values compared; `not-checked`
 * says why there was nothing to compare.
 */
export type CheckStatus = 'verified' | 'fails' | 'not-checked';

/** A check as codes and values: the page writes its name and reason in the reader's language. */
export interface Check {
  name: CheckName;
  status: CheckStatus;
  /** The value the page shows, then the value the evidence gives; absent when not checked. */
  compared?: readonly [shown: Compared, computed: Compared];
  /** What the check compared, or why it could not. */
  reason: CheckReason;
}

/** A check that compares `shown` with `computed`: verified when they are equal. */
export function compare(name: CheckName, reason: CheckReason, shown: Compared, computed: Compared): Check {
  return { name, status: shown.value === computed.value ? 'verified' : 'fails', compared: [shown, computed], reason };
}

export function notChecked(name: CheckName, reason: CheckReason): Check {
  return { name, status: 'not-checked', reason };
}

/** A check that could not be made because the evidence itself is broken (bad bytes, a short signature). */
export function failsOn(name: CheckName, reason: CheckReason): Check {
  return { name, status: 'fails', reason };
}

/** The page's verdict: fails if any check fails, verified if all checked ones pass and one did. */
export function overallStatus(checks: readonly Check[]): CheckStatus {
  if (checks.some((check) => check.status === 'fails')) return 'fails';
  return checks.some((check) => check.status === 'verified') ? 'verified' : 'not-checked';
}

/** Runs `make`; an exception from broken evidence becomes a failed check with its message. */
export function guarded(name: CheckName, make: () => Check): Check {
  try {
    return make();
  } catch (error) {
    return failsOn(name, { kind: 'error', message: messageOf(error) });
  }
}

/** `guarded` for a check that awaits (a trie root). */
export async function guardedAsync(name: CheckName, make: () => Promise<Check>): Promise<Check> {
  try {
    return await make();
  } catch (error) {
    return failsOn(name, { kind: 'error', message: messageOf(error) });
  }
}
