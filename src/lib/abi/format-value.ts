import { t } from '@lingui/core/macro';
import type { DecodedRevert } from './decode';

/** A decoded ABI value as text: integers exact, strings quoted, tuples in parentheses. */
export function formatAbiValue(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.startsWith('0x') ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(formatAbiValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') return `(${Object.values(value).map(formatAbiValue).join(', ')})`;
  return String(value);
}

/** Why a call reverted, in one line. */
export function revertText(revert: DecodedRevert): string {
  switch (revert.kind) {
    case 'error':
      return t`reverted: ${JSON.stringify(revert.reason)}`;
    case 'panic':
      return `panic 0x${revert.code.toString(16).padStart(2, '0')}: ${revert.meaning}`;
    case 'custom': {
      const call = `${revert.decoded.name}(${revert.decoded.args.map((arg) => `${arg.name}: ${formatAbiValue(arg.value)}`).join(', ')})`;
      return t`reverted with ${call}`;
    }
    case 'empty':
      return t`reverted without a reason`;
    case 'unknown': {
      const selector = revert.data.slice(0, 10);
      return t`reverted with data of an unknown error (selector ${selector})`;
    }
  }
}
