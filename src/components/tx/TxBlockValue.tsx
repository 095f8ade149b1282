import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../lib/paths';
import { useBlock } from '../../queries/blocks';
import { useNetwork } from '../../network/network-context';
import type { TxBlockFound, TxBlockSource } from '../../queries/tx-block';
import { InlineValue } from '../status/InlineValue';
import { TextLink } from '../ui/TextLink';
import { Time } from '../ui/Time';
import { TX_BLOCK_TEXT } from './tx-block-text';

/** The block holding a tx, as the overview shows it: a link with its height and its time, or why it is not known. */
export function TxBlockValue({ search }: { search: UseQueryResult<TxBlockFound> }) {
  return (
    <InlineValue query={search} what={t`the block`}>
      {(found) =>
        found.height === undefined ? (
          <span className="text-muted">{found.byTime ? TX_BLOCK_TEXT.blockUnknownNearTime : TX_BLOCK_TEXT.blockUnknown}</span>
        ) : (
          <FoundBlock height={found.height} source={found.source} />
        )
      }
    </InlineValue>
  );
}

function FoundBlock({ height, source }: { height: bigint; source: TxBlockSource | undefined }) {
  const { ref } = useNetwork();
  const block = useBlock({ height });
  const note = source && TX_BLOCK_TEXT.source[source];
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <TextLink to={paths.block(ref, height)} className="font-mono">
        {height.toString()}
      </TextLink>
      <InlineValue query={block} what={t`the block time`}>
        {(view) => (view.time === undefined ? <span className="text-muted">{TX_BLOCK_TEXT.blockWithoutTime}</span> : <Time value={view.time} />)}
      </InlineValue>
      {note && <span className="text-muted">{t`(${note})`}</span>}
    </span>
  );
}
