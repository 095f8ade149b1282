import { t } from '@lingui/core/macro';
import type { InternalTransfer } from '../../lib/evm-trace';
import { Badge } from '../ui/Badge';
import { EvmAddressId } from './EvmIds';
import { WeiAmount } from './WeiAmount';

/** Native value moved by calls inside the transaction, with those a failure undid marked. */
export function InternalTransfers({ chain, transfers }: { chain: string; transfers: readonly InternalTransfer[] }) {
  if (transfers.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{t`No value moved inside this transaction.`}</p>;
  return (
    <table aria-label={t`Internal transfers`} className="w-full text-left text-sm">
      <thead className="text-muted">
        <tr>
          <th className="py-1 pr-3 font-normal">{t`From`}</th>
          <th className="py-1 pr-3 font-normal">{t`To`}</th>
          <th className="py-1 pr-3 font-normal">{t`Value`}</th>
          <th className="py-1 pr-3 font-normal">{t`By`}</th>
        </tr>
      </thead>
      <tbody>
        {transfers.map((transfer) => (
          <tr key={transfer.id} className="border-t border-slate-100 dark:border-slate-800">
            <td className="py-1 pr-3">
              <EvmAddressId chain={chain} address={transfer.from} />
            </td>
            <td className="py-1 pr-3">{transfer.to ? <EvmAddressId chain={chain} address={transfer.to} /> : <span className="text-muted">{t`failed create`}</span>}</td>
            <td className="py-1 pr-3">
              <WeiAmount chain={chain} value={transfer.value} />
            </td>
            <td className="py-1 pr-3">
              <span className="whitespace-nowrap">
                {t`${transfer.type} at depth ${transfer.depth}`}
              </span>{' '}
              {transfer.undone && <Badge tone="danger">{t`undone`}</Badge>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
