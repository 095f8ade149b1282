import { useEvmReceipt } from '../../queries/evm-txs';
import { EvmBlockNumberLink } from '../evm/EvmBlockNumberLink';
import { EvmTxId } from '../evm/EvmIds';
import { ErrorPanel } from '../status/ErrorPanel';
import { Badge } from '../ui/Badge';
import { groupDigits } from '../../lib/amount';

/** A transaction the wallet sent, followed until its receipt shows it in a block. */
export function SentTransaction({ chain, hash }: { chain: string; hash: string }) {
  const receipt = useEvmReceipt(chain, hash, true);
  return (
    <div role="status" aria-label="Sent transaction" className="space-y-1 text-sm">
      <p>
        Sent: <EvmTxId chain={chain} hash={hash} />
      </p>
      {receipt.isError && receipt.data === undefined ? (
        <ErrorPanel what="The receipt" error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : receipt.data ? (
        <p className="flex flex-wrap items-center gap-2">
          Included in block <EvmBlockNumberLink chain={chain} number={receipt.data.blockNumber} />
          {receipt.data.status === 1n ? <Badge tone="success">Success</Badge> : <Badge tone="danger">Failed</Badge>}
          <span>gas used {groupDigits(receipt.data.gasUsed)}</span>
        </p>
      ) : (
        <p>Waiting for the receipt…</p>
      )}
    </div>
  );
}
