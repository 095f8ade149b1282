import { t } from '@lingui/core/macro';

/** "block 42": a block named by its number, which is written as the node gives it. */
export function blockText(block: bigint): string {
  const shown = block.toString();
  return t`block ${shown}`;
}
