import { paths } from '../../lib/paths';
import { heightsDown } from '../../queries/blocks';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../queries/network-context';
import { BlockTable } from '../blocks/BlockTable';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { CardLink } from './CardLink';

const LATEST_COUNT = 10;

/** The newest blocks, following the chain head. */
export function LatestBlocks() {
  const { ref } = useNetwork();
  const head = useChainHead();
  return (
    <Card title="Latest blocks" actions={<CardLink to={paths.blocks(ref)}>All blocks</CardLink>}>
      {head.data !== undefined ? (
        <BlockTable heights={heightsDown(head.data, LATEST_COUNT)} hideCaption caption="Latest P-Chain blocks" />
      ) : head.isError ? (
        <ErrorPanel what="The chain head" error={head.error} onRetry={() => void head.refetch()} />
      ) : (
        <Skeleton lines={LATEST_COUNT} className="h-96" label="Loading latest blocks" />
      )}
    </Card>
  );
}
