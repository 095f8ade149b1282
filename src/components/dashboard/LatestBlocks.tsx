import { paths } from '../../lib/paths';
import { heightsDown } from '../../queries/blocks';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../queries/network-context';
import { BlockTable } from '../blocks/BlockTable';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { NearViewport } from '../ui/NearViewport';
import { CardLink } from './CardLink';

const LATEST_COUNT = 10;

const ROWS_PLACEHOLDER = <Skeleton lines={LATEST_COUNT} className="h-96" label="Loading latest blocks" />;

/** The newest blocks, following the chain head, once the card is near the viewport; a failed poll keeps them, marked stale. */
export function LatestBlocks() {
  const { ref } = useNetwork();
  return (
    <Card title="Latest blocks" actions={<CardLink to={paths.blocks(ref)}>All blocks</CardLink>}>
      <NearViewport placeholder={ROWS_PLACEHOLDER}>
        <LatestBlockRows />
      </NearViewport>
    </Card>
  );
}

function LatestBlockRows() {
  const head = useChainHead();
  return (
    <QueryView query={head} what="The chain head" skeleton={ROWS_PLACEHOLDER}>
      {(height) => <BlockTable heights={heightsDown(height, LATEST_COUNT)} hideCaption caption="Latest P-Chain blocks" />}
    </QueryView>
  );
}
