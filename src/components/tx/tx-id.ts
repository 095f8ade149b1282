import { t } from '@lingui/core/macro';
import { classifyId } from '../../lib/id-kind';

/** A transaction ID from a URL segment, or why the segment cannot be one. */
export function parseTxId(text: string): { txId: string } | { problem: string } {
  const kind = classifyId(text);
  if (kind.kind === 'id') return { txId: kind.value };
  return { problem: kind.kind === 'unknown' ? kind.reason : t`a transaction ID is a cb58 string of 32 bytes` };
}
