import { paths } from '../../lib/paths';
import { heightsDown } from '../../queries/blocks';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../queries/network-context';
import { BlockTable } from '../blocks/BlockTable';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { CardLink } from './CardLink';

const LATEST_COUNT = 10;

/** The newest blocks, following the chain head; a failed poll keeps them, marked stale. */
export function LatestBlocks() {
  const { ref } = useNetwork();
  const head = useChainHead();
  return (
    <Card title="Latest blocks" actions={<CardLink to={paths.blocks(ref)}>All blocks</CardLink>}>
      <QueryView query={head} what="The chain head" skeleton={<Skeleton lines={LATEST_COUNT} className="h-96" label="Loading latest blocks" />}>
        {(height) => <BlockTable heights={heightsDown(height, LATEST_COUNT)} hideCaption caption="Latest P-Chain blocks" />}
      </QueryView>
    </Card>
  );
}
