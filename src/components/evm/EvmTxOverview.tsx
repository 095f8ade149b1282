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
          burned (gas used × base fee) <WeiAmount chain={chain} value={fee.burned} /> + tip (gas used × priority fee){' '}
          <WeiAmount chain={chain} value={fee.tip} />
        </span>
      )}
    </span>
  );
}

/** Status, parties, value, gas and the fee a transaction paid. */
export function EvmTxOverview({ chain, tx, status, receipt, block }: EvmTxOverviewProps) {
  const pending = tx.blockNumber === null;
  const afterReceipt = (render: (receipt: EvmReceipt) => ReactNode) =>
    receipt ? render(receipt) : pending ? waiting('when mined') : waiting('loading receipt…');
  const recipient: ReactNode =
    tx.to !== null ? (
      <EvmAddressId chain={chain} address={tx.to} full />
    ) : (
      <span className="inline-flex flex-wrap items-center gap-1">
        Contract creation
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
        { label: 'Hash', value: <Id value={tx.hash} full /> },
        { label: 'Status', value: status ? <EvmTxStatusBadge status={status} /> : waiting('loading receipt…') },
        {
          label: 'Block',
          value:
            tx.blockNumber === null ? (
              waiting('not in a block yet')
            ) : (
              <span className="inline-flex flex-wrap items-center gap-2">
                <EvmBlockNumberLink chain={chain} number={tx.blockNumber} />
                {tx.transactionIndex !== null && <span className="text-slate-600 dark:text-slate-300">position {tx.transactionIndex.toString()}</span>}
                {block && <Time value={block.timestamp} />}
              </span>
            ),
        },
        { label: 'From', value: <EvmAddressId chain={chain} address={tx.from} full /> },
        { label: tx.to === null ? 'Created' : 'To', value: recipient },
        { label: 'Value', value: <WeiAmount chain={chain} value={tx.value} /> },
        { label: 'Nonce', value: mono(tx.nonce), hint: "The sender's transaction count before this one" },
        { label: 'Type', value: txTypeText(tx.type) },
        { label: 'Gas limit', value: <Gas value={tx.gas} /> },
        {
          label: 'Gas used',
          value: afterReceipt((mined) => (
            <span>
              <Gas value={mined.gasUsed} /> <span className="text-slate-600 dark:text-slate-300">({formatRatioPercent(mined.gasUsed, tx.gas)} of the limit)</span>
            </span>
          )),
        },
        {
          label: 'Effective gas price',
          value: afterReceipt((mined) => <GweiPrice wei={mined.effectiveGasPrice} />),
          hint: 'What each unit of gas cost: the base fee plus the tip, capped by the max fee',
        },
        block?.baseFeePerGas !== undefined && { label: 'Block base fee', value: <GweiPrice wei={block.baseFeePerGas} /> },
        tx.maxFeePerGas !== undefined && { label: 'Max fee per gas', value: <GweiPrice wei={tx.maxFeePerGas} /> },
        tx.maxPriorityFeePerGas !== undefined && { label: 'Max priority fee per gas', value: <GweiPrice wei={tx.maxPriorityFeePerGas} /> },
        pending && tx.gasPrice !== undefined && { label: 'Gas price', value: <GweiPrice wei={tx.gasPrice} /> },
        {
          label: 'Fee paid',
          value: afterReceipt((mined) =>
            block === undefined ? waiting('loading block…') : <FeeSplit chain={chain} receipt={mined} baseFee={block?.baseFeePerGas} />,
          ),
        },
      ]}
    />
  );
}
