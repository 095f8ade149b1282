import { t } from '@lingui/core/macro';
import { Badge, type BadgeTone } from '../ui/Badge';
import type { EvmTxStatus } from './evm-tx-status';

const TONES: Record<EvmTxStatus, BadgeTone> = { Success: 'success', Failed: 'danger', Pending: 'warning', Mined: 'info' };
/** Each status's name and meaning, read when drawn (in the active locale). */
const TEXTS: Record<EvmTxStatus, () => { name: string; meaning: string }> = {
  Success: () => ({ name: t`Success`, meaning: t`Mined, and its execution succeeded` }),
  Failed: () => ({ name: t`Failed`, meaning: t`Mined, but its execution reverted: the fee was paid, its state changes were undone` }),
  Pending: () => ({ name: t`Pending`, meaning: t`Known to the node but not in a block yet; this page checks again until it is mined` }),
  Mined: () => ({ name: t`Mined`, meaning: t`Mined before receipts carried a status` }),
};

/** A transaction's status with its meaning beside it. */
export function EvmTxStatusBadge({ status }: { status: EvmTxStatus }) {
  const { name, meaning } = TEXTS[status]();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={TONES[status]}>{name}</Badge>
      <span className="text-slate-600 dark:text-slate-300">{meaning}</span>
    </span>
  );
}
