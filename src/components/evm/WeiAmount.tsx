import { EVM_NATIVE_DECIMALS, weiToGweiText } from '../../lib/evm-fee';
import { useNetwork } from '../../network/network-context';
import { Amount } from '../ui/Amount';
import { useLocale } from '../ui/use-locale';

const C_CHAIN = 'C';
/** Units, the same in every language. */
const WEI = 'wei';
const GWEI = 'gwei';

/**
 * A native-token amount of an EVM chain, exact to 18 decimals. The C-Chain's token is the
 * network's; a subnet-EVM chain's token has its own name, which the node does not tell.
 */
export function WeiAmount({ chain, value }: { chain: string; value: bigint }) {
  const { settings } = useNetwork();
  return <Amount value={value} decimals={EVM_NATIVE_DECIMALS} symbol={chain === C_CHAIN ? settings.tokenSymbol : ''} />;
}

/** A gas price in gwei, exact; the wei integer on hover. */
export function GweiPrice({ wei }: { wei: bigint }) {
  return (
    <span className="font-mono tabular-nums whitespace-nowrap" title={`${wei} ${WEI}`}>
      {weiToGweiText(wei, useLocale())} <span className="text-muted">{GWEI}</span>
    </span>
  );
}
