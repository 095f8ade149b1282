/**
 * One check of what a node said against the evidence it carries: a hash of the bytes it gave, a
 * signature, a Merkle root. `verified` and `fails` name the two values compared; `not-checked`
 * says why there was nothing to compare.
 */
export type CheckStatus = 'verified' | 'fails' | 'not-checked';

/** One side of a comparison: what it is and its value as shown. */
export interface Compared {
  label: string;
  value: string;
}

export interface Check {
  name: string;
  status: CheckStatus;
  /** The value the page shows, then the value the evidence gives; absent when not checked. */
  compared?: readonly [shown: Compared, computed: Compared];
  /** What the check compared, or why it could not. */
  reason: string;
}

/** A check that compares `shown` with `computed`: verified when they are equal. */
export function compare(name: string, reason: string, shown: Compared, computed: Compared): Check {
  return { name, status: shown.value === computed.value ? 'verified' : 'fails', compared: [shown, computed], reason };
}

export function notChecked(name: string, reason: string): Check {
  return { name, status: 'not-checked', reason };
}

/** A check that could not be made because the evidence itself is broken (bad bytes, a short signature). */
export function failsOn(name: string, reason: string): Check {
  return { name, status: 'fails', reason };
}

/** The page's verdict: fails if any check fails, verified if all checked ones pass and one did. */
export function overallStatus(checks: readonly Check[]): CheckStatus {
  if (checks.some((check) => check.status === 'fails')) return 'fails';
  return checks.some((check) => check.status === 'verified') ? 'verified' : 'not-checked';
}

/** Runs `make`; an exception from broken evidence becomes a failed check with its message. */
export function guarded(name: string, make: () => Check): Check {
  try {
    return make();
  } catch (error) {
    return failsOn(name, error instanceof Error ? error.message : String(error));
  }
}

/** `guarded` for a check that awaits (a trie root). */
export async function guardedAsync(name: string, make: () => Promise<Check>): Promise<Check> {
  try {
    return await make();
  } catch (error) {
    return failsOn(name, error instanceof Error ? error.message : String(error));
  }
}
