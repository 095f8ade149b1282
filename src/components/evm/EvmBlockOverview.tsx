import type { EvmBlock } from '../../rpc/methods/eth';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { EvmAddressId, EvmBlockHashId } from './EvmIds';
import { GasUsedBar } from './GasUsedBar';
import { GweiPrice, WeiAmount } from './WeiAmount';
import { Gas } from './Gas';

const mono = (value: bigint | string) => <span className="font-mono">{value.toString()}</span>;

/** The header fields of an EVM block. */
export function EvmBlockOverview({ chain, block }: { chain: string; block: EvmBlock }) {
  return (
    <KeyValueList
      items={[
        block.number !== null && { label: 'Number', value: mono(block.number) },
        block.hash !== null && { label: 'Hash', value: <Id value={block.hash} full /> },
        { label: 'Parent', value: <EvmBlockHashId chain={chain} hash={block.parentHash} full /> },
        { label: 'Time', value: <Time value={block.timestamp} /> },
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
