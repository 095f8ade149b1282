import { groupDigits } from '../../lib/amount';
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

/** The header fields of an EVM block; after Granite its time to the millisecond, the interval to its parent and the minimum delay. */
export function EvmBlockOverview({ chain, block }: { chain: string; block: EvmBlock }) {
  const network = useNetwork();
  const ms = block.timestampMilliseconds;
  const hasParent = ms !== undefined && block.number !== 0n;
  const parent = useRpcQuery({ ...evmBlockByHashOptions(network, chain, block.parentHash, false), enabled: hasParent });
  return (
    <KeyValueList
      items={[
        block.number !== null && { label: 'Number', value: mono(block.number) },
        block.hash !== null && { label: 'Hash', value: <Id value={block.hash} full /> },
        { label: 'Parent', value: <EvmBlockHashId chain={chain} hash={block.parentHash} full /> },
        { label: 'Time', value: <Time value={ms !== undefined ? new Date(Number(ms)) : block.timestamp} /> },
        ms !== undefined && { label: 'Time in ms', value: <span className="font-mono">{unixSeconds(ms)} s</span>, hint: 'Unix time to the millisecond (Granite header field)' },
        hasParent && {
          label: 'Since parent',
          value: (
            <InlineValue query={parent} what="the parent block">
              {(found) => {
                const interval = found ? intervalMs(block, found) : undefined;
                return interval === undefined ? <span className="text-muted">—</span> : `${groupDigits(interval)} ms`;
              }}
            </InlineValue>
          ),
        },
        block.minDelayExcess !== undefined && {
          label: 'Minimum block delay',
          value: `${groupDigits(minBlockDelayMs(block.minDelayExcess))} ms`,
          hint: 'The least time before the next block, set by this header’s minDelayExcess (ACP-226)',
        },
        { label: 'Transactions', value: block.transactions.length },
        { label: 'Gas used', value: <GasUsedBar used={block.gasUsed} limit={block.gasLimit} /> },
        { label: 'Gas limit', value: <Gas value={block.gasLimit} /> },
        block.baseFeePerGas !== undefined && {
          label: 'Base fee',
          value: <GweiPrice wei={block.baseFeePerGas} />,
          hint: 'Price per gas every transaction of this block pays, burned',
        },
        block.baseFeePerGas !== undefined && {
          label: 'Burned',
          value: <WeiAmount chain={chain} value={block.gasUsed * block.baseFeePerGas} />,
          hint: 'Gas used × base fee',
        },
        block.blockGasCost !== undefined && { label: 'Block gas cost', value: <Gas value={block.blockGasCost} />, hint: 'Avalanche header field: the gas the block producer had to pay for' },
        block.extDataGasUsed !== undefined && { label: 'Extra data gas used', value: <Gas value={block.extDataGasUsed} />, hint: 'Gas of the atomic transactions in this block' },
        { label: 'Coinbase', value: <EvmAddressId chain={chain} address={block.miner} full /> },
        block.size !== undefined && { label: 'Size', value: `${block.size} bytes` },
        block.stateRoot !== undefined && { label: 'State root', value: <Id value={block.stateRoot} full /> },
        block.transactionsRoot !== undefined && { label: 'Transactions root', value: <Id value={block.transactionsRoot} full /> },
        block.receiptsRoot !== undefined && { label: 'Receipts root', value: <Id value={block.receiptsRoot} full /> },
        block.extraData !== undefined && { label: 'Extra data', value: <Id value={block.extraData} full /> },
      ]}
    />
  );
}
