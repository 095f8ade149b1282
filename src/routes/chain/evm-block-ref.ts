import { t } from '@lingui/core/macro';
import { classifyId } from '../../lib/id-kind';
import type { EvmBlockRef } from '../../queries/evm-blocks';

/** Reads a block URL segment: a decimal number or a 32-byte `0x` hash. */
export function parseEvmBlockRef(text: string): EvmBlockRef | { problem: string } {
  const kind = classifyId(text);
  if (kind.kind === 'height') return { number: kind.height };
  if (kind.kind === 'evmHash') return { hash: kind.value };
  if (kind.kind === 'unknown') return { problem: kind.reason };
  return { problem: t`an EVM block is named by its number or its 0x block hash (32 bytes)` };
}
