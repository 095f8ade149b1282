import { Link, useParams, useSearchParams } from 'react-router';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmBlockTable } from '../../components/evm/EvmBlockTable';
import { RawView } from '../../components/raw/RawView';
import { ErrorPanel } from '../../components/status/ErrorPanel';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { isEvmChainRef } from '../../lib/id-kind';
import { paths } from '../../lib/paths';
import { heightsDown } from '../../queries/blocks';
import { useEvmHead } from '../../queries/evm-blocks';
import { useNetwork } from '../../queries/network-context';
import { blockListCalls } from './evm-raw-calls';

const PAGE_SIZE = 25;
const DIGITS = /^\d+$/;
const LINK_CLASS = 'text-indigo-700 underline dark:text-indigo-300';

/** `/:net/chains/:chainId/blocks[?before=<number>]`: an EVM chain's blocks, newest first, live at the head. */
export function Component() {
  const { chainId = '' } = useParams();
  usePageTitle(`Chain ${chainId} blocks`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} current="blocks" />
      <BlockList chain={chainId} />
    </div>
  );
}

function BlockList({ chain }: { chain: string }) {
  const { ref } = useNetwork();
  const head = useEvmHead(chain);
  const [searchParams] = useSearchParams();
  const beforeParam = searchParams.get('before');
  const before = beforeParam !== null && DIGITS.test(beforeParam) ? BigInt(beforeParam) : undefined;

  if (beforeParam !== null && before === undefined) {
    return (
      <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
        “{beforeParam}” is not a block number.{' '}
        <Link to={paths.evmBlocks(ref, chain)} className="underline">
          Show the latest blocks
        </Link>
      </p>
    );
  }
  if (head.data === undefined) {
    return head.isError ? (
      <ErrorPanel what="The chain head" error={head.error} onRetry={() => void head.refetch()} />
    ) : (
      <Skeleton lines={PAGE_SIZE} className="h-[40rem]" label="Loading blocks" />
    );
  }
  const top = before !== undefined && before <= head.data ? before : head.data;
  const numbers = heightsDown(top, PAGE_SIZE);
  const last = numbers[numbers.length - 1]!;
  const live = top === head.data;
  const newer = top + BigInt(PAGE_SIZE);
  return (
    <>
      <Card
        title={live ? 'Latest blocks (live)' : `Blocks ${top} to ${last}`}
        actions={
          <nav aria-label="Block pages" className="flex gap-3 text-sm">
            {!live && (
              <Link to={paths.evmBlocks(ref, chain)} className={LINK_CLASS}>
                Latest
              </Link>
            )}
            {!live && (
              <Link to={paths.evmBlocks(ref, chain, { before: newer > head.data ? head.data : newer })} className={LINK_CLASS}>
                Newer
              </Link>
            )}
            {last > 0n && (
              <Link to={paths.evmBlocks(ref, chain, { before: last - 1n })} className={LINK_CLASS}>
                Older
              </Link>
            )}
          </nav>
        }
      >
        <EvmBlockTable chain={chain} numbers={numbers} caption={`Blocks ${top} to ${last}`} exportName={`evm-blocks-${top}-${last}`} />
      </Card>
      <RawView calls={blockListCalls(numbers)} />
    </>
  );
}
