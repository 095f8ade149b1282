import { t } from '@lingui/core/macro';
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
  get Processing() { return t`the node has it and is deciding on it; this updates by itself`; },
  get Committed() { return t`accepted in a block: final`; },
  get Accepted() { return t`accepted in a C-Chain block: final`; },
  get Aborted() { return t`its proposal was aborted: final`; },
  get Dropped() { return t`the node dropped it as invalid`; },
  get Unknown() { return t`the node has not recorded it yet; still asking`; },
};

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
    <Card title={t`Status`}>
      <KeyValueList items={[{ label: t`Transaction ID`, value: <Id value={txId} href={page} full /> }]} />
      <div className="mt-3" aria-live="polite">
        {status.data ? (
          <KeyValueList
            items={[
              {
                label: t`Status`,
                value: (
                  <span className="inline-flex items-center gap-2">
                    <StatusBadge status={status.data.status} title={status.data.reason} />
                    <span className="text-muted">{refused && status.data.status === 'Unknown' ? t`the node did not record it` : MEANING[status.data.status]}</span>
                  </span>
                ),
              },
              status.data.reason !== undefined && { label: t`Reason`, value: <span className="break-words">{status.data.reason}</span> },
              status.data.blockHeight !== undefined && { label: t`C-Chain block`, value: <span className="font-mono">{status.data.blockHeight.toString()}</span> },
            ]}
          />
        ) : status.isError ? (
          <ErrorPanel what={t`The transaction status`} error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <Skeleton lines={2} className="h-12" label={t`Loading the transaction status`} />
        )}
      </div>
    </Card>
  );
}
