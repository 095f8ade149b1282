import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { heightsDown } from '../../queries/blocks';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../queries/network-context';
import { BlockTable } from '../blocks/BlockTable';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';

const LATEST_COUNT = 10;

/** The newest blocks, following the chain head. */
export function LatestBlocks() {
  const { ref } = useNetwork();
  const head = useChainHead();
  return (
    <Card title="Latest blocks" actions={<Link to={paths.blocks(ref)} className="text-sm text-indigo-700 underline dark:text-indigo-300">All blocks</Link>}>
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
