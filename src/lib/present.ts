/**
 * The value, which the code around it has made sure is there (an index in range, a key just set);
 * where it is not, that is a bug, and the error says which value was missing.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
