import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { JsonBlock } from '../../components/raw/JsonBlock';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { InlineValue } from '../../components/status/InlineValue';
import { txKindLabel } from '../../components/tx/tx-kind-label';
import { TxBody } from '../../components/tx/TxBody';
import { TxBodySkeleton } from '../../components/tx/TxBodySkeleton';
import { TxOverview, TxOverviewLoading } from '../../components/tx/TxOverview';
import { RewardSummary } from '../../components/tx/RewardSummary';
import { TxBlockValue } from '../../components/tx/TxBlockValue';
import { TX_BLOCK_TEXT } from '../../components/tx/tx-block-text';
import { parseTxId } from '../../components/tx/tx-id';
import { Badge, StatusBadge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Explained } from '../../components/ui/Explained';
import { usePageTitle } from '../../components/ui/use-page-title';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import type { TxKind } from '../../lib/codec/types';
import { rewardedTxIdOf, useTxBlock } from '../../queries/tx-block';
import { useTx, useTxStatus, type TxStatusView } from '../../queries/txs';
import { AgreementCheck } from '../../components/node/AgreementCheck';
import { Verification } from '../../components/verify/Verification';
import { useVerification } from '../../queries/verification';
import type { TxView } from '../../queries/txs';

const STATUS_MEANING: Record<TxStatusView['status'], string> = {
  get Committed() { return t`accepted; every node will accept it`; },
  get Aborted() { return t`its proposal was aborted`; },
  get Processing() { return t`being voted on by this node`; },
  get Dropped() { return t`dropped as invalid by this node`; },
  get Unknown() { return t`this node has not seen it`; },
};

/** A reward tx's outcome says whether the staker was paid, which is what people look it up for. */
const REWARD_MEANING: Partial<Record<TxStatusView['status'], string>> = {
  get Committed() { return t`the staker was paid its reward along with its stake`; },
  get Aborted() { return t`the staker got its stake back without a reward (e.g. too little uptime)`; },
};

/** An auto-renewed validator's cycle ends in commit (paid, renewed or exited as configured) or abort (exits, the cycle's reward forfeited). */
const CYCLE_REWARD_MEANING: Partial<Record<TxStatusView['status'], string>> = {
  get Committed() { return t`the cycle was rewarded; the validator renewed or exited as configured`; },
  get Aborted() { return t`the validator exited with its stake, without this cycle’s reward (e.g. too little uptime)`; },
};

function statusMeaning(status: TxStatusView['status'], kind: TxKind | undefined): string {
  const meaning = kind === 'RewardValidatorTx' ? REWARD_MEANING : kind === 'RewardAutoRenewedValidatorTx' ? CYCLE_REWARD_MEANING : {};
  return meaning[status] ?? STATUS_MEANING[status];
}

/** `/:net/tx/:txId`: a P-Chain transaction, its status and its decoded content. */
export function Component() {
  const { txId = '' } = useParams();
  const heading = t`Transaction ${txId}`;
  usePageTitle(heading);
  const parsed = parseTxId(txId);
  if ('problem' in parsed) return <MalformedIdNotice heading={heading} title={t`This is not a transaction ID`} value={txId} reason={parsed.problem} />;
  return <TxDetail txId={parsed.txId} />;
}

/** `?block=` names the block a link came from; anything but a height is ignored (the block is then looked for). */
const linkedHeightOf = (value: string | null): bigint | undefined => (value !== null && /^\d+$/.test(value) ? BigInt(value) : undefined);

/** The overview's block row: none for a tx the node does not hold, or one that did not load (no content to find it by; its error shows below). */
function blockRow(known: boolean, decided: boolean, txFailed: boolean, search: ReturnType<typeof useTxBlock>): ReactNode {
  if (!known || txFailed) return false;
  if (!decided) return <span className="text-muted">{TX_BLOCK_TEXT.notYetInBlock}</span>;
  return <TxBlockValue search={search} />;
}

function TxDetail({ txId }: { txId: string }) {
  const status = useTxStatus(txId);
  const known = status.data !== undefined && status.data.status !== 'Unknown' && status.data.status !== 'Dropped';
  const decided = status.data?.status === 'Committed' || status.data?.status === 'Aborted';
  const tx = useTx(txId, known);
  const [searchParams] = useSearchParams();
  const blockSearch = useTxBlock(txId, decided ? tx.data : undefined, linkedHeightOf(searchParams.get('block')));
  const stakerTxId = tx.data && rewardedTxIdOf(tx.data);
  const cycle = tx.data?.kind === 'RewardAutoRenewedValidatorTx';
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.transaction}</h1>
      <QueryView
        query={status}
        what={t`Transaction status`}
        // The ID is known from the URL: the overview shows it at once, and only its status waits.
        skeleton={<TxOverviewLoading txId={txId} />}
        isNotFound={(data) => data.status === 'Unknown'}
        notFound={
          <NotFound title={t`Transaction not found`}>
            {t`This node has not seen a transaction with ID`} <code className="break-all">{txId}</code>.
          </NotFound>
        }
      >
        {(data) => (
          <TxOverview
            txId={txId}
            status={
              <Explained meaning={statusMeaning(data.status, tx.data?.kind)}>
                <StatusBadge status={data.status} title={data.reason} />
              </Explained>
            }
            reason={data.reason}
            // Its row is kept while the tx loads, so the kind arriving does not push the page down.
            kind={known && <InlineValue query={tx} what={t`transaction kind`}>{(view) => <Badge tone="info">{txKindLabel(view.kind)}</Badge>}</InlineValue>}
            block={blockRow(known, decided, tx.isError && tx.data === undefined, blockSearch)}
          />
        )}
      </QueryView>
      {status.data && status.data.status !== 'Unknown' && (
        <AgreementCheck what={t`status`} request={{ method: 'platform.getTxStatus', params: { txID: txId } }} summarise={summariseTxStatus} />
      )}
      {/* Room for the body from the start: most IDs looked up are of txs the node holds. */}
      {status.isPending && <TxBodySkeleton />}
      {known && (
        <QueryView query={tx} what={t`Transaction`} skeleton={<TxBodySkeleton />}>
          {(data) => (
            <>
              {/* Checked once the search for its block settles: a Warp message is checked against the set before that block. */}
              <TxVerification tx={data} blockHeight={blockSearch.data?.height} ready={!decided || !blockSearch.isPending} />
              {stakerTxId !== undefined && status.data && (
                <SectionBoundary what={t`The reward`}>
                  <RewardSummary
                    stakerTxId={stakerTxId}
                    paidUnder={cycle ? txId : stakerTxId}
                    cycle={cycle}
                    status={status.data.status}
                    blockHeight={blockSearch.data?.height}
                  />
                </SectionBoundary>
              )}
              <SectionBoundary what={t`The decoded transaction`}>
                <TxBody tx={data} />
              </SectionBoundary>
              <Card title={t`Encoding`}>
                <JsonBlock label={t`Transaction JSON`} value={data.json} />
              </Card>
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}

function TxVerification({ tx, blockHeight, ready }: { tx: TxView; blockHeight: bigint | undefined; ready: boolean }) {
  return <Verification query={useVerification({ kind: 'pchain-tx', tx: { id: tx.id, json: tx.json, blockHeight } }, ready)} />;
}

const summariseTxStatus = (result: { status: string; reason?: string }) => (result.reason ? `${result.status}: ${result.reason}` : result.status);
