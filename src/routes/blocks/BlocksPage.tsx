import { Link, useSearchParams } from 'react-router';
import { BlockTable } from '../../components/blocks/BlockTable';
import { ErrorPanel } from '../../components/status/ErrorPanel';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { paths } from '../../lib/paths';
import { heightsDown } from '../../queries/blocks';
import { useChainHead } from '../../queries/chain-head';
import { useNetwork } from '../../queries/network-context';

const PAGE_SIZE = 25;
const DIGITS = /^\d+$/;

/** `/:net/blocks[?before=<height>]`: blocks newest first, live at the head, paged by height. */
export function Component() {
  usePageTitle('Blocks');
  const { ref } = useNetwork();
  const head = useChainHead();
  const [searchParams] = useSearchParams();
  const beforeParam = searchParams.get('before');
  const before = beforeParam !== null && DIGITS.test(beforeParam) ? BigInt(beforeParam) : undefined;

  if (beforeParam !== null && before === undefined) {
    return (
      <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
        “{beforeParam}” is not a block height. <Link to={paths.blocks(ref)} className="underline">Show the latest blocks</Link>
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
  const heights = heightsDown(top, PAGE_SIZE);
  const last = heights[heights.length - 1]!;
  const live = top === head.data;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Blocks</h1>
      <Card
        title={live ? 'Latest blocks (live)' : `Blocks ${top} to ${last}`}
        actions={
          <nav aria-label="Block pages" className="flex gap-3 text-sm">
            {!live && (
              <Link to={paths.blocks(ref)} className="text-indigo-700 underline dark:text-indigo-300">
                Latest
              </Link>
            )}
            {!live && (
              <Link to={paths.blocks(ref, { before: top + BigInt(PAGE_SIZE) > head.data ? head.data : top + BigInt(PAGE_SIZE) })} className="text-indigo-700 underline dark:text-indigo-300">
                Newer
              </Link>
            )}
            {last > 0n && (
              <Link to={paths.blocks(ref, { before: last - 1n })} className="text-indigo-700 underline dark:text-indigo-300">
                Older
              </Link>
            )}
          </nav>
        }
      >
        <BlockTable heights={heights} hideCaption caption={`P-Chain blocks ${top} to ${last}`} exportName={`blocks-${top}-${last}`} />
      </Card>
    </div>
  );
}
