import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import type { ReactNode } from 'react';
import { feePaid } from '../../lib/evm-fee';
import { formatRatioPercent } from '../../lib/percent';
import type { EvmBlock, EvmReceipt, EvmTransaction } from '../../rpc/methods/eth';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId } from './EvmIds';
import { EvmTxStatusBadge } from './EvmTxStatusBadge';
import { txTypeText, type EvmTxStatus } from './evm-tx-status';
import { GweiPrice, WeiAmount } from './WeiAmount';
import { Gas } from './Gas';

export interface EvmTxOverviewProps {
  chain: string;
  tx: EvmTransaction;
  status: EvmTxStatus | undefined;
  /** Undefined while loading; null while the tx is pending. */
  receipt: EvmReceipt | null | undefined;
  /** The block the tx is in (for its time and base fee), once known. */
  block: EvmBlock | null | undefined;
}

const mono = (value: bigint) => <span className="font-mono">{value.toString()}</span>;
const waiting = (text: string) => <span className="text-muted">{text}</span>;

function FeeSplit({ chain, receipt, baseFee }: { chain: string; receipt: EvmReceipt; baseFee: bigint | undefined }) {
  const fee = feePaid(receipt.gasUsed, receipt.effectiveGasPrice, baseFee);
  return (
    <span className="inline-flex flex-col gap-0.5">
      <WeiAmount chain={chain} value={fee.total} />
      {fee.burned !== undefined && fee.tip !== undefined && (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {t`burned (gas used × base fee)`} <WeiAmount chain={chain} value={fee.burned} /> + {t`tip (gas used × priority fee)`}{' '}
          <WeiAmount chain={chain} value={fee.tip} />
        </span>
      )}
    </span>
  );
}

function gasShare(used: bigint, limit: bigint, locale: string): string {
  const percent = formatRatioPercent(used, limit, { locale });
  return t`(${percent} of the limit)`;
}

/** Status, parties, value, gas and the fee a transaction paid. */
export function EvmTxOverview({ chain, tx, status, receipt, block }: EvmTxOverviewProps) {
  const locale = useLocale();
  const pending = tx.blockNumber === null;
  const position = tx.transactionIndex?.toString() ?? '';
  const afterReceipt = (render: (receipt: EvmReceipt) => ReactNode) =>
    receipt ? render(receipt) : pending ? waiting(t`when mined`) : waiting(t`loading receipt…`);
  const recipient: ReactNode =
    tx.to !== null ? (
      <EvmAddressId chain={chain} address={tx.to} full />
    ) : (
      <span className="inline-flex flex-wrap items-center gap-1">
        {t`Contract creation`}
        {receipt?.contractAddress && (
          <>
            : <EvmAddressId chain={chain} address={receipt.contractAddress} full />
          </>
        )}
      </span>
    );
  return (
    <KeyValueList
      items={[
        { label: t`Hash`, value: <Id value={tx.hash} full /> },
        { label: t`Status`, value: status ? <EvmTxStatusBadge status={status} /> : waiting(t`loading receipt…`) },
        {
          label: t`Block`,
          value:
            tx.blockNumber === null ? (
              waiting(t`not in a block yet`)
            ) : (
              <span className="inline-flex flex-wrap items-center gap-2">
                <EvmBlockNumberLink chain={chain} number={tx.blockNumber} />
                {tx.transactionIndex !== null && <span className="text-slate-600 dark:text-slate-300">{t`position ${position}`}</span>}
                {block && <Time value={block.timestamp} />}
              </span>
            ),
        },
        { label: t`From`, value: <EvmAddressId chain={chain} address={tx.from} full /> },
        { label: tx.to === null ? t`Created` : t`To`, value: recipient },
        { label: t`Value`, value: <WeiAmount chain={chain} value={tx.value} /> },
        { label: t`Nonce`, value: mono(tx.nonce), hint: t`The sender's transaction count before this one` },
        { label: t`Type`, value: txTypeText(tx.type) },
        { label: t`Gas limit`, value: <Gas value={tx.gas} /> },
        {
          label: t`Gas used`,
          value: afterReceipt((mined) => (
            <span>
              <Gas value={mined.gasUsed} /> <span className="text-slate-600 dark:text-slate-300">{gasShare(mined.gasUsed, tx.gas, locale)}</span>
            </span>
          )),
        },
        {
          label: t`Effective gas price`,
          value: afterReceipt((mined) => <GweiPrice wei={mined.effectiveGasPrice} />),
          hint: t`What each unit of gas cost: the base fee plus the tip, capped by the max fee`,
        },
        block?.baseFeePerGas !== undefined && { label: t`Block base fee`, value: <GweiPrice wei={block.baseFeePerGas} /> },
        tx.maxFeePerGas !== undefined && { label: t`Max fee per gas`, value: <GweiPrice wei={tx.maxFeePerGas} /> },
        tx.maxPriorityFeePerGas !== undefined && { label: t`Max priority fee per gas`, value: <GweiPrice wei={tx.maxPriorityFeePerGas} /> },
        pending && tx.gasPrice !== undefined && { label: t`Gas price`, value: <GweiPrice wei={tx.gasPrice} /> },
        {
          label: t`Fee paid`,
          value: afterReceipt((mined) =>
            block === undefined ? waiting(t`loading block…`) : <FeeSplit chain={chain} receipt={mined} baseFee={block?.baseFeePerGas} />,
          ),
        },
      ]}
    />
  );
}
