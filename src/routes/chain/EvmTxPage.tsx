import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmInputData } from '../../components/evm/EvmInputData';
import { EvmLogList } from '../../components/evm/EvmLogList';
import { EvmTxNeighbours } from '../../components/evm/EvmTxNeighbours';
import { EvmTraceSections } from '../../components/evm/EvmTraceSections';
import { EvmTxOverview } from '../../components/evm/EvmTxOverview';
import { UserAbiButton } from '../../components/evm/UserAbiDialog';
import { evmTxStatus } from '../../components/evm/evm-tx-status';
import { ErrorPanel } from '../../components/status/ErrorPanel';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { classifyId, isEvmChainRef } from '../../lib/id-kind';
import type { EvmTransaction } from '../../rpc/methods/eth';
import { useEvmBlock } from '../../queries/evm-blocks';
import { useEvmReceipt, useEvmTx } from '../../queries/evm-txs';
import { Verification } from '../../components/verify/Verification';
import { useVerification } from '../../queries/verification';

function parseHash(text: string): { hash: string } | { problem: string } {
  const kind = classifyId(text);
  if (kind.kind === 'evmHash') return { hash: kind.value };
  if (kind.kind === 'unknown') return { problem: kind.reason };
  return { problem: t`an EVM transaction is named by its 0x hash (32 bytes, 64 hex digits)` };
}

/** `/:net/chains/:chainId/tx/:hash`: an EVM transaction with its receipt, fee and decoded events. */
export function Component() {
  const { chainId = '', hash = '' } = useParams();
  usePageTitle(t`Transaction ${hash}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  const parsed = parseHash(hash);
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} title={t`Transaction`} />
      {'problem' in parsed ? (
        <MalformedIdNotice title={t`This is not a transaction hash`} value={hash} reason={parsed.problem} />
      ) : (
        <TxDetail chain={chainId} hash={parsed.hash} />
      )}
    </div>
  );
}

function TxDetail({ chain, hash }: { chain: string; hash: string }) {
  const tx = useEvmTx(chain, hash);
  return (
    <>
      <QueryView
        query={tx}
        what={t`Transaction`}
        skeleton={<Skeleton lines={16} className="h-[28rem]" label={t`Loading transaction`} />}
        isNotFound={(data) => data === null}
        notFound={
          <NotFound title={t`Transaction not found`}>
            {t`This node knows no transaction with hash`} <code className="break-all">{hash}</code> {t`on this chain: it may be on another chain, or not sent yet.`}
          </NotFound>
        }
      >
        {(data) =>
          data && (
            <SectionBoundary what={t`The transaction`}>
              <TxBody chain={chain} tx={data} />
            </SectionBoundary>
          )
        }
      </QueryView>
    </>
  );
}

function TxBody({ chain, tx }: { chain: string; tx: EvmTransaction }) {
  const mined = tx.blockNumber !== null;
  const receipt = useEvmReceipt(chain, tx.hash, mined);
  const block = useEvmBlock(chain, { number: tx.blockNumber ?? 0n }, false, mined);
  // A mined tx is checked once its receipt and block are read (or failed), so the bloom check has them.
  const verification = useVerification({ kind: 'evm-tx', chain, tx, receipt: receipt.data, block: block.data }, !mined || (!receipt.isPending && !block.isPending));
  return (
    <>
      <Verification query={verification} />
      <EvmTxNeighbours chain={chain} tx={tx} block={mined ? block.data : null} />
      <Card title={t`Overview`}>
        <EvmTxOverview chain={chain} tx={tx} status={evmTxStatus(tx, receipt.data)} receipt={mined ? receipt.data : null} block={mined ? block.data : null} />
        {receipt.isError && <ErrorPanel what={t`The receipt`} error={receipt.error} onRetry={() => void receipt.refetch()} />}
        {block.isError && <ErrorPanel what={t`The block`} error={block.error} onRetry={() => void block.refetch()} />}
      </Card>
      <Card title={t`Events`}>
        {!mined ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t`Events are known once the transaction is mined.`}</p>
        ) : (
          <QueryView query={receipt} what={t`Receipt`} skeleton={<Skeleton lines={6} className="h-40" label={t`Loading events`} />} isNotFound={(data) => data === null}>
            {(data) => data && <EvmLogList chain={chain} logs={data.logs} />}
          </QueryView>
        )}
      </Card>
      <Card title={t`Input data`} actions={<UserAbiButton chain={chain} address={tx.to} />}>
        <EvmInputData chain={chain} input={tx.input} to={tx.to} />
      </Card>
      {/* Last: the trace comes after the rest (a node replays the transaction), so nothing above it moves when it arrives. */}
      {mined && <EvmTraceSections chain={chain} hash={tx.hash} />}
    </>
  );
}
