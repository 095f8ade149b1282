import type { JsonValue } from '../json-value';
import type { Check } from './check';
import type { CheckName } from './check-name';
import type { DecodedSubject } from './check-reason';
import { firstDifference } from './json-diff';

/** The JSON shown against the JSON of the bytes of `of`: equal, or the first field where they differ. */
export function contentCheck(name: CheckName, of: DecodedSubject, shown: JsonValue, decoded: JsonValue): Check {
  const difference = firstDifference(shown, decoded);
  if (difference === undefined) return { name, status: 'verified', reason: { kind: 'json-of-bytes', of } };
  const { path, left, right } = difference;
  return {
    name,
    status: 'fails',
    compared: [
      { label: { code: 'pathShown', path }, value: left ?? { kind: 'absent' } },
      { label: { code: 'pathInBytes', path }, value: right ?? { kind: 'absent' } },
    ],
    reason: { kind: 'differ-at', of, path },
  };
}
