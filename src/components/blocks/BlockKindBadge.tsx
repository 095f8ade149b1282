import { t } from '@lingui/core/macro';
import type { BlockView } from '../../queries/blocks';
import { useBlockKind } from '../../queries/blocks';
import { Badge } from '../ui/Badge';
import { blockKindLabel } from './block-kind-label';

export interface BlockKindBadgeProps {
  block: BlockView;
}

/** The block's kind; commit vs abort is settled from the hex encoding when JSON cannot tell. */
export function BlockKindBadge({ block }: BlockKindBadgeProps) {
  const { kind, pending } = useBlockKind(block);
  if (!kind) return null;
  const tone = kind.includes('Abort') && !kind.includes('Or') ? 'danger' : kind.includes('Commit') && !kind.includes('Or') ? 'success' : 'neutral';
  return (
    <Badge tone={tone} title={pending ? t`checking the hex encoding` : kind}>
      {blockKindLabel(kind)}
    </Badge>
  );
}
