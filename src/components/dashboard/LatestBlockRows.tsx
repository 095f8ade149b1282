import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { heightsDown } from '../../queries/blocks';
import { useChainHead } from '../../queries/chain-head';
import { BlockTable } from '../blocks/BlockTable';
import { QueryView } from '../status/QueryView';

/** The `count` newest blocks, following the chain head; `skeleton` until the head is known. */
export function LatestBlockRows({ count, skeleton }: { count: number; skeleton: ReactNode }) {
  const head = useChainHead();
  return (
    <QueryView query={head} what={t`The chain head`} skeleton={skeleton}>
      {(height) => <BlockTable heights={heightsDown(height, count)} hideCaption caption={t`Latest P-Chain blocks`} />}
    </QueryView>
  );
}
