import type { TokenInfo } from '../../queries/evm-token';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { EvmAddressId } from './EvmIds';
import { TokenAmount } from './TokenAmount';

const NOT_ANSWERED = <span className="text-muted">not answered by the contract</span>;

/** What a token contract says of itself. */
export function EvmTokenOverview({ chain, token, info }: { chain: string; token: string; info: TokenInfo }) {
  return (
    <KeyValueList
      items={[
        { label: 'Contract', value: <Id value={token} full /> },
        { label: 'Account', value: <EvmAddressId chain={chain} address={token} />, hint: 'Its balance, code, and Read and Write of its functions' },
        { label: 'Name', value: info.name ?? NOT_ANSWERED },
        { label: 'Symbol', value: info.symbol ?? NOT_ANSWERED },
        { label: 'Decimals', value: info.decimals === undefined ? NOT_ANSWERED : String(info.decimals) },
        {
          label: 'Total supply',
          value: info.totalSupply === undefined ? NOT_ANSWERED : <TokenAmount value={info.totalSupply} decimals={info.decimals} symbol={info.symbol} />,
        },
      ]}
    />
  );
}
