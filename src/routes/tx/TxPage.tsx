import { useParams } from 'react-router';
import { JsonBlock } from '../../components/raw/JsonBlock';
import { RawView } from '../../components/raw/RawView';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { SectionBoundary } from '../../components/status/SectionBoundary';
import { Skeleton } from '../../components/status/Skeleton';
import { txKindLabel } from '../../components/tx/tx-kind-label';
import { TxBody } from '../../components/tx/TxBody';
import { parseTxId } from '../../components/tx/tx-id';
import { Badge, StatusBadge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Explained } from '../../components/ui/Explained';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { usePageTitle } from '../../components/ui/use-page-title';
import type { TxKind } from '../../lib/codec/types';
import { useTx, useTxStatus, type TxStatusView } from '../../queries/txs';

const STATUS_MEANING: Record<TxStatusView['status'], string> = {
  Committed: 'accepted; every node will accept it',
  Aborted: 'its proposal was aborted',
  Processing: 'being voted on by this node',
  Dropped: 'dropped as invalid by this node',
  Unknown: 'this node has not seen it',
};

/** A reward tx's outcome says whether the staker was paid, which is what people look it up for. */
const REWARD_MEANING: Partial<Record<TxStatusView['status'], string>> = {
  Committed: 'the staker was paid its reward along with its stake',
  Aborted: 'the staker got its stake back without a reward (e.g. too little uptime)',
};

function statusMeaning(status: TxStatusView['status'], kind: TxKind | undefined): string {
  return (kind === 'RewardValidatorTx' ? REWARD_MEANING[status] : undefined) ?? STATUS_MEANING[status];
}

/** `/:net/tx/:txId`: a P-Chain transaction, its status and its decoded content. */
export function Component() {
  const { txId = '' } = useParams();
  usePageTitle(`Transaction ${txId}`);
  const parsed = parseTxId(txId);
  if ('problem' in parsed) return <MalformedIdNotice title="This is not a transaction ID" value={txId} reason={parsed.problem} />;
  return <TxDetail txId={parsed.txId} />;
}

function TxDetail({ txId }: { txId: string }) {
  const status = useTxStatus(txId);
  const known = status.data !== undefined && status.data.status !== 'Unknown' && status.data.status !== 'Dropped';
  const tx = useTx(txId, known);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Transaction</h1>
      <QueryView
        query={status}
        what="Transaction status"
        skeleton={<Skeleton lines={3} className="h-24" label="Loading transaction status" />}
        isNotFound={(data) => data.status === 'Unknown'}
        notFound={
          <NotFound title="Transaction not found">
            This node has not seen a transaction with ID <code className="break-all">{txId}</code>.
          </NotFound>
        }
      >
        {(data) => (
          <Card title="Overview">
            <KeyValueList
              items={[
                { label: 'Transaction ID', value: <Id value={txId} full /> },
                {
                  label: 'Status',
                  value: (
                    <Explained meaning={statusMeaning(data.status, tx.data?.kind)}>
                      <StatusBadge status={data.status} title={data.reason} />
                    </Explained>
                  ),
                },
                data.reason !== undefined && { label: 'Reason', value: <span className="break-words">{data.reason}</span> },
                tx.data && { label: 'Kind', value: <Badge tone="info">{txKindLabel(tx.data.kind)}</Badge> },
              ]}
            />
          </Card>
        )}
      </QueryView>
      {known && (
        <QueryView query={tx} what="Transaction" skeleton={<Skeleton lines={12} className="h-96" label="Loading transaction" />}>
          {(data) => (
            <>
              <SectionBoundary what="The decoded transaction">
                <TxBody tx={data} />
              </SectionBoundary>
              <Card title="Encoding">
                <JsonBlock label="Transaction JSON" value={data.json} />
              </Card>
            </>
          )}
        </QueryView>
      )}
      <RawView
        calls={[
          { method: 'platform.getTxStatus', params: { txID: txId } },
          { method: 'platform.getTx', params: { txID: txId, encoding: 'json' } },
        ]}
      />
    </div>
  );
}
