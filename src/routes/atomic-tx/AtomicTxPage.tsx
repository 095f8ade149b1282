import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { atomicFee, atomicTxBody } from '../../lib/codec/atomic-tx-view';
import { atomicTxHeader } from '../../lib/codec/atomic-tx-header';
import { AtomicTxTransfers } from '../../components/tx/AtomicTxTransfers';
import { parseTxId } from '../../components/tx/tx-id';
import { JsonBlock } from '../../components/raw/JsonBlock';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Amount } from '../../components/ui/Amount';
import { StatusBadge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { usePageTitle } from '../../components/ui/use-page-title';
import { P_CHAIN_NAME, PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { paths } from '../../lib/paths';
import { useAtomicTx, useAtomicTxStatus } from '../../queries/atomic-txs';
import { useNetwork } from '../../network/network-context';
import { PAGE_HEADINGS } from '../../lib/page-headings';

/** `/:net/atomic-tx/:txId`: a C-Chain atomic (import/export) transaction. */
export function Component() {
  const { txId = '' } = useParams();
  const heading = t`Atomic transaction ${txId}`;
  usePageTitle(heading);
  const parsed = parseTxId(txId);
  if ('problem' in parsed) return <MalformedIdNotice heading={heading} title={t`This is not a transaction ID`} value={txId} reason={parsed.problem} />;
  return <AtomicTxDetail txId={parsed.txId} />;
}

function ChainLink({ id }: { id: string }) {
  if (id === PRIMARY_NETWORK_ID) return <span>{P_CHAIN_NAME}</span>;
  return <Id value={id} kind="blockchain" />;
}

function AtomicTxDetail({ txId }: { txId: string }) {
  const { settings, ref } = useNetwork();
  const status = useAtomicTxStatus(txId);
  const known = status.data !== undefined && status.data.status !== 'Unknown';
  const tx = useAtomicTx(txId, known);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.atomicTx}</h1>
      <QueryView
        query={status}
        what={t`Atomic transaction status`}
        skeleton={<Skeleton lines={3} className="h-24" label={t`Loading atomic transaction status`} />}
        isNotFound={(data) => data.status === 'Unknown'}
        notFound={
          <NotFound title={t`Atomic transaction not found`}>
            {t`The C-Chain of this node has not seen an atomic transaction with ID`} <code className="break-all">{txId}</code>.
          </NotFound>
        }
      >
        {(data) => (
          <Card title={t`Overview`}>
            <KeyValueList
              items={[
                { label: t`Transaction ID`, value: <Id value={txId} full /> },
                { label: t`Status`, value: <StatusBadge status={data.status} /> },
                data.blockHeight !== undefined && { label: t`C-Chain block`, value: <span className="font-mono">{data.blockHeight.toString()}</span> },
              ]}
            />
          </Card>
        )}
      </QueryView>
      {known && (
        <QueryView query={tx} what={t`Atomic transaction`} skeleton={<Skeleton lines={6} className="h-48" label={t`Loading atomic transaction`} />}>
          {(data) => {
            const header = atomicTxHeader(data.hex);
            const body = header ? atomicTxBody(data.hex, settings.hrp) : null;
            const fee = body ? atomicFee(body) : undefined;
            return (
              <>
                {header && (
                  <Card title={t`Decoded header`}>
                    <KeyValueList
                      items={[
                        { label: t`Kind`, value: header.kind === 'import' ? t`Import into the C-Chain` : t`Export from the C-Chain` },
                        { label: t`Network ID`, value: header.networkId },
                        { label: t`Blockchain`, value: <Id value={header.blockchainId} href={paths.chain(ref, 'C')} /> },
                        { label: header.kind === 'import' ? t`Source chain` : t`Destination chain`, value: <ChainLink id={header.otherChainId} /> },
                        fee !== undefined && { label: t`Fee (burned)`, hint: t`Amounts taken minus amounts delivered`, value: <Amount value={fee} /> },
                      ]}
                    />
                  </Card>
                )}
                {header && body && <AtomicTxTransfers body={body} otherChainId={header.otherChainId} />}
                <Card title={t`Encoding`}>
                  <JsonBlock label={t`Transaction hex`} value={data.hex} />
                </Card>
              </>
            );
          }}
        </QueryView>
      )}
    </div>
  );
}
