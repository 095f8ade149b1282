import { t } from '@lingui/core/macro';
import { heightsDown } from '../../queries/blocks';
import { useEvmHead } from '../../queries/evm-head';
import { useNetwork } from '../../network/network-context';
import { HttpError } from '../../rpc/errors';
import { paths } from '../../lib/paths';
import { CardLink } from '../dashboard/CardLink';
import { ErrorPanel } from '../status/ErrorPanel';
import { NotFound } from '../status/NotFound';
import { Skeleton } from '../status/Skeleton';
import { StaleHint } from '../status/StaleHint';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';
import { EvmBlockTable } from './EvmBlockTable';
import { HeadUpdatesStatus } from './HeadUpdatesStatus';
import { EvmLatestTxTable, LatestTxsSkeleton } from './EvmLatestTxTable';

/** Blocks in the latest blocks' table; their transactions fill the latest transactions'. */
const LATEST_BLOCK_COUNT = 10;
const HTTP_NOT_FOUND = 404;

/** A chain ID the node serves no endpoint for. */
function NoSuchChain({ chain }: { chain: string }) {
  const { ref } = useNetwork();
  return (
    <NotFound title={t`No such EVM chain on this node`}>
      <p>
        {t`The node serves no EVM chain at`} <code className="break-all">{chain}</code>. <TextLink to={paths.allChains(ref)}>{t`All chains`}</TextLink> {t`lists the ones it knows.`}
      </p>
    </NotFound>
  );
}

/**
 * An EVM chain's home: its latest blocks and their latest transactions, following the head live.
 * Both tables read the same blocks, with whole transactions, each block once.
 */
export function EvmChainHome({ chain }: { chain: string }) {
  const { ref } = useNetwork();
  const head = useEvmHead(chain);
  if (head.data === undefined && head.isError) {
    if (head.error instanceof HttpError && head.error.status === HTTP_NOT_FOUND) return <NoSuchChain chain={chain} />;
    return <ErrorPanel what={t`The chain head`} error={head.error} onRetry={() => void head.refetch()} />;
  }
  const numbers = head.data === undefined ? undefined : heightsDown(head.data, LATEST_BLOCK_COUNT);
  return (
    <div className="space-y-4">
      <HeadUpdatesStatus chain={chain} />
      {head.isError && <StaleHint error={head.error} updatedAt={head.dataUpdatedAt} onRetry={() => void head.refetch()} />}
      <Card title={t`Latest blocks`} actions={<CardLink to={paths.evmBlocks(ref, chain)}>{t`All blocks`}</CardLink>}>
        {numbers ? (
          <EvmBlockTable chain={chain} numbers={numbers} caption={t`Latest blocks`} full />
        ) : (
          <Skeleton lines={LATEST_BLOCK_COUNT} className="h-[23.5rem]" label={t`Loading latest blocks`} />
        )}
      </Card>
      <Card title={t`Latest transactions`}>
        {numbers ? <EvmLatestTxTable chain={chain} numbers={numbers} /> : <LatestTxsSkeleton />}
      </Card>
    </div>
  );
}
