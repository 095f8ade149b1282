import { paths } from '../../lib/paths';
import { useWatchedStatus, type IssueTarget } from '../../queries/broadcast';
import { useNetwork } from '../../network/network-context';
import { ErrorPanel } from '../status/ErrorPanel';
import { Skeleton } from '../status/Skeleton';
import { StatusBadge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';

const MEANING: Record<string, string> = {
  Processing: 'the node has it and is deciding on it; this updates by itself',
  Committed: 'accepted in a block: final',
  Accepted: 'accepted in a C-Chain block: final',
  Aborted: 'its proposal was aborted: final',
  Dropped: 'the node dropped it as invalid',
  Unknown: 'the node has not recorded it yet; still asking',
};
const REFUSED_UNKNOWN = 'the node did not record it';

export interface WatchedStatusCardProps {
  target: IssueTarget;
  txId: string;
  /** The node refused it: its status says whether it was recorded as dropped. */
  refused?: boolean;
}

/** The live status of an issued tx, asked again until it is final, with a link to its page. */
export function WatchedStatusCard({ target, txId, refused = false }: WatchedStatusCardProps) {
  const { ref } = useNetwork();
  const status = useWatchedStatus(target, txId, { refused });
  const page = target === 'P' ? paths.tx(ref, txId) : paths.atomicTx(ref, txId);
  return (
    <Card title="Status">
      <KeyValueList items={[{ label: 'Transaction ID', value: <Id value={txId} href={page} full /> }]} />
      <div className="mt-3" aria-live="polite">
        {status.data ? (
          <KeyValueList
            items={[
              {
                label: 'Status',
                value: (
                  <span className="inline-flex items-center gap-2">
                    <StatusBadge status={status.data.status} title={status.data.reason} />
                    <span className="text-muted">{refused && status.data.status === 'Unknown' ? REFUSED_UNKNOWN : MEANING[status.data.status]}</span>
                  </span>
                ),
              },
              status.data.reason !== undefined && { label: 'Reason', value: <span className="break-words">{status.data.reason}</span> },
              status.data.blockHeight !== undefined && { label: 'C-Chain block', value: <span className="font-mono">{status.data.blockHeight.toString()}</span> },
            ]}
          />
        ) : status.isError ? (
          <ErrorPanel what="The transaction status" error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <Skeleton lines={2} className="h-12" label="Loading the transaction status" />
        )}
      </div>
    </Card>
  );
}
