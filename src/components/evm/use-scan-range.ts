import { useState } from 'react';
import { useEvmHead } from '../../queries/evm-head';

/** Blocks searched back from the head: one `eth_getLogs` range a public node accepts. */
export const TRANSFER_LOOKBACK_BLOCKS = 1024n;

export interface ScanRange {
  /** Undefined until the head is known. */
  range: { from: bigint; to: bigint } | undefined;
  /** The head, when it has passed the range's end. */
  newerHead: bigint | undefined;
  /** Moves the range to end at the head. */
  moveToHead: () => void;
  /** Why there is no range, when the head could not be read. */
  headError: { error: Error; retry: () => void } | undefined;
}

/**
 * The blocks an address page searches for transfers, ending at the head first seen: fixed, so the
 * answers are cached and the sections agree; a button moves it to the new head.
 */
export function useScanRange(chain: string): ScanRange {
  const head = useEvmHead(chain);
  const [anchor, setAnchor] = useState<bigint | undefined>(undefined);
  // The first head seen fixes the range (state adjusted while rendering, as React allows).
  if (anchor === undefined && head.data !== undefined) setAnchor(head.data);
  const to = anchor ?? head.data;
  const range = to === undefined ? undefined : { from: to >= TRANSFER_LOOKBACK_BLOCKS ? to - TRANSFER_LOOKBACK_BLOCKS + 1n : 0n, to };
  return {
    range,
    newerHead: head.data !== undefined && to !== undefined && head.data > to ? head.data : undefined,
    moveToHead: () => setAnchor(head.data),
    headError: range === undefined && head.isError ? { error: head.error, retry: () => void head.refetch() } : undefined,
  };
}
