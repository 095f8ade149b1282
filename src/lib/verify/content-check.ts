import type { JsonValue } from '../json-value';
import type { Check } from './check';
import { firstDifference } from './json-diff';

/** The JSON shown against the JSON of the bytes: equal, or the first field where they differ. */
export function contentCheck(name: string, reason: string, shown: JsonValue, decoded: JsonValue): Check {
  const difference = firstDifference(shown, decoded);
  if (difference === undefined) return { name, status: 'verified', reason };
  return {
    name,
    status: 'fails',
    compared: [
      { label: `${difference.path} shown`, value: difference.left },
      { label: `${difference.path} in the bytes`, value: difference.right },
    ],
    reason: `${reason}; they differ at ${difference.path}`,
  };
}
