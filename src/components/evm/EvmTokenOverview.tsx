import { t } from '@lingui/core/macro';
import type { TokenInfo } from '../../queries/evm-token';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { EvmAddressId } from './EvmIds';
import { TokenAmount } from './TokenAmount';

function NotAnswered() {
  return <span className="text-muted">{t`not answered by the contract`}</span>;
}

/** What a token contract says of itself. */
export function EvmTokenOverview({ chain, token, info }: { chain: string; token: string; info: TokenInfo }) {
  return (
    <KeyValueList
      items={[
        { label: t`Contract`, value: <Id value={token} full /> },
        { label: t`Account`, value: <EvmAddressId chain={chain} address={token} />, hint: t`Its balance, code, and Read and Write of its functions` },
        { label: t`Name`, value: info.name ?? <NotAnswered /> },
        { label: t`Symbol`, value: info.symbol ?? <NotAnswered /> },
        { label: t`Decimals`, value: info.decimals === undefined ? <NotAnswered /> : String(info.decimals) },
        {
          label: t`Total supply`,
          value: info.totalSupply === undefined ? <NotAnswered /> : <TokenAmount value={info.totalSupply} decimals={info.decimals} symbol={info.symbol} />,
        },
      ]}
    />
  );
}
