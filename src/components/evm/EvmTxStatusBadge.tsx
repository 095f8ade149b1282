import { Badge, type BadgeTone } from '../ui/Badge';
import type { EvmTxStatus } from './evm-tx-status';

const TONES: Record<EvmTxStatus, BadgeTone> = { Success: 'success', Failed: 'danger', Pending: 'warning', Mined: 'info' };
const MEANINGS: Record<EvmTxStatus, string> = {
  Success: 'Mined, and its execution succeeded',
  Failed: 'Mined, but its execution reverted: the fee was paid, its state changes were undone',
  Pending: 'Known to the node but not in a block yet; this page checks again until it is mined',
  Mined: 'Mined before receipts carried a status',
};

/** A transaction's status with its meaning beside it. */
export function EvmTxStatusBadge({ status }: { status: EvmTxStatus }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={TONES[status]}>{status}</Badge>
      <span className="text-slate-600 dark:text-slate-300">{MEANINGS[status]}</span>
    </span>
  );
}
