import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';
import { intervalMs, minBlockDelayMs } from '../../lib/evm-block-time';
import { useNetwork } from '../../network/network-context';
import { evmBlockByHashOptions } from '../../queries/evm-blocks';
import { useRpcQuery } from '../../queries/page-queries';
import type { EvmBlock } from '../../rpc/methods/eth';
import { InlineValue } from '../status/InlineValue';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { EvmAddressId, EvmBlockHashId } from './EvmIds';
import { GasUsedBar } from './GasUsedBar';
import { GweiPrice, WeiAmount } from './WeiAmount';
import { Gas } from './Gas';

const mono = (value: bigint | string) => <span className="font-mono">{value.toString()}</span>;

/** Unix ms as seconds with three decimals: "1700000041.789". */
const unixSeconds = (ms: bigint) => `${ms / 1000n}.${(ms % 1000n).toString().padStart(3, '0')}`;

function bytesText(size: bigint, locale: string): string {
  const bytes = formatInteger(size, locale);
  return t`${bytes} bytes`;
}

/** The header fields of an EVM block; after Granite its time to the millisecond, the interval to its parent and the minimum delay. */
export function EvmBlockOverview({ chain, block }: { chain: string; block: EvmBlock }) {
  const network = useNetwork();
  const locale = useLocale();
  const ms = block.timestampMilliseconds;
  const hasParent = ms !== undefined && block.number !== 0n;
  const parent = useRpcQuery({ ...evmBlockByHashOptions(network, chain, block.parentHash, false), enabled: hasParent });
  return (
    <KeyValueList
      items={[
        block.number !== null && { label: t`Number`, value: mono(block.number) },
        block.hash !== null && { label: t`Hash`, value: <Id value={block.hash} full /> },
        { label: t`Parent`, value: <EvmBlockHashId chain={chain} hash={block.parentHash} full /> },
        { label: t`Time`, value: <Time value={ms !== undefined ? new Date(Number(ms)) : block.timestamp} /> },
        ms !== undefined && { label: t`Time in ms`, value: <span className="font-mono">{unixSeconds(ms)} s</span>, hint: t`Unix time to the millisecond (Granite header field)` },
        hasParent && {
          label: t`Since parent`,
          value: (
            <InlineValue query={parent} what={t`the parent block`}>
              {(found) => {
                const interval = found ? intervalMs(block, found) : undefined;
                return interval === undefined ? <span className="text-muted">—</span> : `${formatInteger(interval, locale)} ms`;
              }}
            </InlineValue>
          ),
        },
        block.minDelayExcess !== undefined && {
          label: t`Minimum block delay`,
          value: `${formatInteger(minBlockDelayMs(block.minDelayExcess), locale)} ms`,
          hint: t`The least time before the next block, set by this header’s minDelayExcess (ACP-226)`,
        },
        { label: t`Transactions`, value: formatInteger(block.transactions.length, locale) },
        { label: t`Gas used`, value: <GasUsedBar used={block.gasUsed} limit={block.gasLimit} /> },
        { label: t`Gas limit`, value: <Gas value={block.gasLimit} /> },
        block.baseFeePerGas !== undefined && {
          label: t`Base fee`,
          value: <GweiPrice wei={block.baseFeePerGas} />,
          hint: t`Price per gas every transaction of this block pays, burned`,
        },
        block.baseFeePerGas !== undefined && {
          label: t`Burned`,
          value: <WeiAmount chain={chain} value={block.gasUsed * block.baseFeePerGas} />,
          hint: t`Gas used × base fee`,
        },
        block.blockGasCost !== undefined && { label: t`Block gas cost`, value: <Gas value={block.blockGasCost} />, hint: t`Avalanche header field: the gas the block producer had to pay for` },
        block.extDataGasUsed !== undefined && { label: t`Extra data gas used`, value: <Gas value={block.extDataGasUsed} />, hint: t`Gas of the atomic transactions in this block` },
        { label: t`Coinbase`, value: <EvmAddressId chain={chain} address={block.miner} full /> },
        block.size !== undefined && { label: t`Size`, value: bytesText(block.size, locale) },
        block.stateRoot !== undefined && { label: t`State root`, value: <Id value={block.stateRoot} full /> },
        block.transactionsRoot !== undefined && { label: t`Transactions root`, value: <Id value={block.transactionsRoot} full /> },
        block.receiptsRoot !== undefined && { label: t`Receipts root`, value: <Id value={block.receiptsRoot} full /> },
        block.extraData !== undefined && { label: t`Extra data`, value: <Id value={block.extraData} full /> },
      ]}
    />
  );
}
