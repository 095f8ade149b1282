import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ValuePlaceholder } from '../status/InlineValue';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { TxBodySkeleton } from './TxBodySkeleton';
import { TX_BLOCK_TEXT } from './tx-block-text';

interface TxOverviewProps {
  txId: string;
  status: ReactNode;
  reason?: string;
  /** The kind, or false when the node holds no tx to read it from. */
  kind: ReactNode;
  /** The block holding the tx, or false when there is none to name. */
  block?: ReactNode;
}

/** ID, status and kind of a P-Chain tx; the same card stands in while the status loads. */
export function TxOverview({ txId, status, reason, kind, block = false }: TxOverviewProps) {
  return (
    <Card title={t`Overview`}>
      <KeyValueList
        items={[
          { label: t`Transaction ID`, value: <Id value={txId} full /> },
          { label: t`Status`, value: status },
          reason !== undefined && { label: t`Reason`, value: <span className="break-words">{reason}</span> },
          kind !== false && { label: t`Kind`, value: kind },
          block !== false && { label: TX_BLOCK_TEXT.blockLabel, hint: TX_BLOCK_TEXT.blockHint, value: block },
        ]}
      />
    </Card>
  );
}

/** The overview while the status loads: the ID is known from the URL, only its status, kind and block wait. */
export function TxOverviewLoading({ txId }: { txId: string }) {
  return (
    <TxOverview
      txId={txId}
      status={<ValuePlaceholder label={t`Loading transaction status`} />}
      kind={<ValuePlaceholder label={t`Loading transaction kind`} />}
      block={<ValuePlaceholder label={TX_BLOCK_TEXT.loadingBlock} />}
    />
  );
}

/**
 * The tx page as it first draws, before any answer: shown in its place while its code loads, so
 * the ID is on screen with the frame and the page then draws over it without moving anything.
 */
export function TxPageLoading({ txId }: { txId: string }) {
  return (
    <>
      <TxOverviewLoading txId={txId} />
      <TxBodySkeleton />
    </>
  );
}
