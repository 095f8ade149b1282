import { EVM_NATIVE_DECIMALS, weiToGweiText } from '../../lib/evm-fee';
import { useNetwork } from '../../network/network-context';
import { Amount } from '../ui/Amount';

const C_CHAIN = 'C';

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
    <span className="font-mono tabular-nums whitespace-nowrap" title={`${wei} wei`}>
      {weiToGweiText(wei)} <span className="text-muted">gwei</span>
    </span>
  );
}
