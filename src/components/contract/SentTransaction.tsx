import { t } from '@lingui/core/macro';
import { useEvmReceipt } from '../../queries/evm-txs';
import { EvmBlockNumberLink } from '../evm/EvmBlockNumberLink';
import { EvmTxId } from '../evm/EvmIds';
import { ErrorPanel } from '../status/ErrorPanel';
import { Badge } from '../ui/Badge';
import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';

/** A transaction the wallet sent, followed until its receipt shows it in a block. */
export function SentTransaction({ chain, hash }: { chain: string; hash: string }) {
  const receipt = useEvmReceipt(chain, hash, true);
  const locale = useLocale();
  const gasUsed = receipt.data ? formatInteger(receipt.data.gasUsed, locale) : '';
  return (
    <div role="status" aria-label={t`Sent transaction`} className="space-y-1 text-sm">
      <p>
        {t`Sent:`} <EvmTxId chain={chain} hash={hash} />
      </p>
      {receipt.isError && receipt.data === undefined ? (
        <ErrorPanel what={t`The receipt`} error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : receipt.data ? (
        <p className="flex flex-wrap items-center gap-2">
          {t`Included in block`} <EvmBlockNumberLink chain={chain} number={receipt.data.blockNumber} />
          {receipt.data.status === 1n ? <Badge tone="success">{t`Success`}</Badge> : <Badge tone="danger">{t`Failed`}</Badge>}
          <span>{t`gas used ${gasUsed}`}</span>
        </p>
      ) : (
        <p>{t`Waiting for the receipt…`}</p>
      )}
    </div>
  );
}
