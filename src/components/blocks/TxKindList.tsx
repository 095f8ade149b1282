import { t } from '@lingui/core/macro';
import type { BlockTx } from '../../queries/blocks';
import { txKindLabel } from '../tx/tx-kind-label';
import { Badge } from '../ui/Badge';

export interface TxKindListProps {
  txs: readonly BlockTx[];
}

/** Kinds of a block's txs, counted: "Base ×2, Add permissionless delegator". */
export function TxKindList({ txs }: TxKindListProps) {
  const counts = new Map<string, number>();
  for (const tx of txs) counts.set(tx.kind, (counts.get(tx.kind) ?? 0) + 1);
  if (counts.size === 0) return <span className="text-muted">{t`none`}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {[...counts].map(([kind, count]) => (
        <Badge key={kind} tone="info">
          {txKindLabel(kind as BlockTx['kind'])}
          {count > 1 ? ` ×${count}` : ''}
        </Badge>
      ))}
    </span>
  );
}
