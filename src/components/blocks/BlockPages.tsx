import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { heightsDown } from '../../queries/blocks';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';

const PAGE_SIZE = 25;
const DIGITS = /^\d+$/;

export interface BlockPage {
  /** Newest first. */
  heights: bigint[];
  top: bigint;
  last: bigint;
}

export interface BlockPagesProps {
  /** The chain's head height, which the first page follows live. */
  head: UseQueryResult<bigint>;
  /** The page of blocks at and below `before`, or the latest without it. */
  pagePath: (before?: bigint) => string;
  /** What `?before=` names on this chain: a P-Chain height or an EVM block number. */
  unit: 'height' | 'number';
  /** The table of a page. */
  children: (page: BlockPage) => ReactNode;
}

/** A chain's blocks in pages of `?before=`, newest first, live at the head, with Latest/Newer/Older links. */
export function BlockPages({ head, pagePath, unit, children }: BlockPagesProps) {
  const [searchParams] = useSearchParams();
  const beforeParam = searchParams.get('before');
  const before = beforeParam !== null && DIGITS.test(beforeParam) ? BigInt(beforeParam) : undefined;

  if (beforeParam !== null && before === undefined) {
    return (
      <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
        {unit === 'height' ? t`“${beforeParam}” is not a block height.` : t`“${beforeParam}” is not a block number.`}{' '}
        <Link to={pagePath()} className="underline">
          {t`Show the latest blocks`}
        </Link>
      </p>
    );
  }
  if (head.data === undefined) {
    return head.isError ? (
      <ErrorPanel what={t`The chain head`} error={head.error} onRetry={() => void head.refetch()} />
    ) : (
      <Skeleton lines={PAGE_SIZE} className="h-[40rem]" label={t`Loading blocks`} />
    );
  }
  const top = before !== undefined && before <= head.data ? before : head.data;
  const heights = heightsDown(top, PAGE_SIZE);
  // `top` is a height, so at least itself is on the page.
  const page = { heights, top, last: heights.at(-1) ?? top };
  const live = top === head.data;
  const newer = top + BigInt(PAGE_SIZE);
  const [from, to] = [top.toString(), page.last.toString()];
  return (
    <Card
      title={live ? t`Latest blocks (live)` : t`Blocks ${from} to ${to}`}
      actions={
        <nav aria-label={t`Block pages`} className="flex gap-3 text-sm">
          {!live && (
            <TextLink to={pagePath()}>{t`Latest`}</TextLink>
          )}
          {!live && (
            <TextLink to={pagePath(newer > head.data ? head.data : newer)}>{t`Newer`}</TextLink>
          )}
          {page.last > 0n && (
            <TextLink to={pagePath(page.last - 1n)}>{t`Older`}</TextLink>
          )}
        </nav>
      }
    >
      {children(page)}
    </Card>
  );
}
