import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmBlockOverview } from '../../components/evm/EvmBlockOverview';
import { EvmBlockTxTable } from '../../components/evm/EvmBlockTxTable';
import { itemLinkProps } from '../../components/shortcuts/row-navigation';
import { ErrorPanel } from '../../components/status/ErrorPanel';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { TextLink } from '../../components/ui/TextLink';
import { usePageTitle } from '../../components/ui/use-page-title';
import { isEvmChainRef } from '../../lib/id-kind';
import { paths } from '../../lib/paths';
import type { EvmBlock, EvmTransaction } from '../../rpc/methods/eth';
import { useEvmBlock, type EvmBlockRef } from '../../queries/evm-blocks';
import { useEvmHead } from '../../queries/evm-head';
import { useNetwork } from '../../network/network-context';
import { parseEvmBlockRef } from './evm-block-ref';
import { Verification } from '../../components/verify/Verification';
import { useVerification } from '../../queries/verification';


/** `/:net/chains/:chainId/blocks/:numberOrHash`: one EVM block, its transactions, its neighbours. */
export function Component() {
  const { chainId = '', numberOrHash = '' } = useParams();
  usePageTitle(t`Block ${numberOrHash}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  const ref = parseEvmBlockRef(numberOrHash);
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} title={t`Block ${numberOrHash}`} />
      {'problem' in ref ? (
        <MalformedIdNotice title={t`This is not a block number or hash`} value={numberOrHash} reason={ref.problem} />
      ) : (
        <BlockDetail chain={chainId} blockRef={ref} />
      )}
    </div>
  );
}

function BlockDetail({ chain, blockRef }: { chain: string; blockRef: EvmBlockRef }) {
  const head = useEvmHead(chain);
  const aboveHead = 'number' in blockRef && head.data !== undefined && blockRef.number > head.data;
  // A number is asked for once the head says it is accepted: a node refuses (or answers null for) later ones.
  const block = useEvmBlock(chain, blockRef, true, 'hash' in blockRef || (head.data !== undefined && !aboveHead));
  const headNumber = head.data?.toString() ?? '';
  const notYet = (
    <NotFound title={t`Block not found`}>
      {head.data !== undefined && 'number' in blockRef && blockRef.number > head.data
        ? t`The chain is at block ${headNumber}; this block has not been accepted yet.`
        : t`This node has no accepted block with that number or hash on this chain.`}
    </NotFound>
  );
  return (
    <>
      {aboveHead ? (
        notYet
      ) : 'number' in blockRef && head.data === undefined && head.isError ? (
        <ErrorPanel what={t`The chain head`} error={head.error} onRetry={() => void head.refetch()} />
      ) : (
        <QueryView
          query={block}
          what={t`Block`}
          skeleton={<Skeleton lines={14} className="h-96" label={t`Loading block`} />}
          isNotFound={(data) => data === null}
          notFound={notYet}
        >
          {(data) =>
            data && (
              <SectionBoundary what={t`The block`}>
                <BlockBody chain={chain} block={data} head={head.data} />
              </SectionBoundary>
            )
          }
        </QueryView>
      )}
    </>
  );
}

function BlockBody({ chain, block, head }: { chain: string; block: EvmBlock; head: bigint | undefined }) {
  const { ref } = useNetwork();
  const txs = block.transactions.filter((tx): tx is EvmTransaction => typeof tx !== 'string');
  const number = block.number;
  const blockName = (number ?? block.hash ?? '').toString();
  const previous = number === null ? '' : (number - 1n).toString();
  const next = number === null ? '' : (number + 1n).toString();
  const verification = useVerification({ kind: 'evm-block', chain, block });
  return (
    <>
      <Verification query={verification} />
      {number !== null && (
        <nav aria-label={t`Neighbouring blocks`} className="flex gap-4 text-sm">
          {number > 0n && (
            <TextLink to={paths.evmBlock(ref, chain, number - 1n)} {...itemLinkProps('previous')}>
              {t`← Previous block (${previous})`}
            </TextLink>
          )}
          {(head === undefined || number < head) && (
            <TextLink to={paths.evmBlock(ref, chain, number + 1n)} {...itemLinkProps('next')}>
              {t`Next block (${next}) →`}
            </TextLink>
          )}
        </nav>
      )}
      <Card title={t`Overview`}>
        <EvmBlockOverview chain={chain} block={block} />
      </Card>
      <Card title={t`Transactions`}>
        <EvmBlockTxTable chain={chain} txs={txs} caption={t`Transactions of block ${blockName}`} />
      </Card>
    </>
  );
}
