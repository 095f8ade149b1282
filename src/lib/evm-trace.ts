/**
 * The call tree of a transaction (geth's callTracer output) as flat rows for a list: pre-order, each
 * row knowing its depth and how many rows its subtree holds, so collapsing a subtree is skipping
 * them; and the value the calls moved, as internal transfers.
 */
import { itemAt } from './lists';

export interface TraceFrame {
  /** CALL, DELEGATECALL, STATICCALL, CALLCODE, CREATE, CREATE2 or SELFDESTRUCT. */
  type: string;
  from: string;
  /** Absent for a create that failed. */
  to?: string;
  /** Absent for DELEGATECALL and STATICCALL. */
  value?: bigint;
  gas: bigint;
  gasUsed: bigint;
  input: string;
  output?: string;
  error?: string;
  revertReason?: string;
  calls: TraceFrame[];
}

export interface TraceRow {
  /** Position in the tree, e.g. `0.2.1` (the root is `0`). */
  id: string;
  depth: number;
  frame: TraceFrame;
  /** Rows below this one in its subtree. */
  descendants: number;
  /** This frame or one it ran inside failed: whatever it did was undone. */
  undone: boolean;
}

/** The tree in pre-order; no recursion, so a deep tree cannot overflow the stack. */
export function flattenTrace(root: TraceFrame): TraceRow[] {
  const rows: TraceRow[] = [];
  const stack: Array<{ frame: TraceFrame; id: string; depth: number; undone: boolean }> = [{ frame: root, id: '0', depth: 0, undone: root.error !== undefined }];
  // Rows whose subtree is not complete yet, with their place in `rows`.
  const open: Array<{ row: TraceRow; index: number }> = [];
  const close = ({ row, index }: { row: TraceRow; index: number }): void => {
    row.descendants = rows.length - index - 1;
  };
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { frame, id, depth, undone } = next;
    // Rows still open deeper than or as deep as this one are complete: their subtree ends here.
    for (let last = open.at(-1); last !== undefined && last.row.depth >= depth; last = open.at(-1)) {
      open.pop();
      close(last);
    }
    const row: TraceRow = { id, depth, frame, descendants: 0, undone };
    open.push({ row, index: rows.length });
    rows.push(row);
    for (let index = frame.calls.length - 1; index >= 0; index--) {
      const child = itemAt(frame.calls, index);
      stack.push({ frame: child, id: `${id}.${index}`, depth: depth + 1, undone: undone || child.error !== undefined });
    }
  }
  open.forEach(close);
  return rows;
}

/** The rows shown when the subtrees under `collapsed` rows are folded away. */
export function visibleRows(rows: readonly TraceRow[], collapsed: ReadonlySet<string>): TraceRow[] {
  const shown: TraceRow[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = itemAt(rows, index);
    shown.push(row);
    if (collapsed.has(row.id)) index += row.descendants;
  }
  return shown;
}

/** A large tree opens folded below `depth`; a small one opens whole. */
export function initiallyCollapsed(rows: readonly TraceRow[], options: { depth: number; largeTree: number }): Set<string> {
  if (rows.length <= options.largeTree) return new Set();
  return new Set(rows.filter((row) => row.depth === options.depth && row.descendants > 0).map((row) => row.id));
}

const MOVES_VALUE = new Set(['CALL', 'CALLCODE', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

export interface InternalTransfer {
  id: string;
  type: string;
  from: string;
  /** Absent for a failed create. */
  to: string | undefined;
  value: bigint;
  depth: number;
  /** Undone by a failure at or above it. */
  undone: boolean;
}

/** Native value moved by calls inside the transaction (the top call's own value is the transaction's). */
export function internalTransfers(rows: readonly TraceRow[]): InternalTransfer[] {
  return rows
    .flatMap(({ id, depth, undone, frame: { type, from, to, value } }) =>
      depth > 0 && MOVES_VALUE.has(type) && value !== undefined && value > 0n ? [{ id, type, from, to, value, depth, undone }] : [],
    );
}

/** The deepest failed frame on the path of first failures from the root: where a revert started. */
export function revertOrigin(root: TraceFrame): TraceFrame | null {
  if (root.error === undefined) return null;
  let frame = root;
  for (;;) {
    // A child that failed with the same revert data passed its revert up.
    const child = frame.calls.find((call) => call.error !== undefined && call.output !== undefined && call.output === frame.output);
    if (!child) return frame;
    frame = child;
  }
}
