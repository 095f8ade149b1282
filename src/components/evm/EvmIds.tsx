import { toChecksumAddress } from '../../lib/evm-address';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { Id } from '../ui/Id';

interface EvmIdProps {
  /** `C` or a blockchain ID. */
  chain: string;
  full?: boolean;
  noCopy?: boolean;
}

/** An EVM address, checksummed, linking to its account page on the chain. */
export function EvmAddressId({ chain, address, ...rest }: EvmIdProps & { address: string }) {
  const { ref } = useNetwork();
  const checksummed = toChecksumAddress(address);
  return <Id value={checksummed} href={paths.evmAddress(ref, chain, checksummed)} {...rest} />;
}

/** A transaction hash linking to its page on the chain. */
export function EvmTxId({ chain, hash, ...rest }: EvmIdProps & { hash: string }) {
  const { ref } = useNetwork();
  return <Id value={hash} href={paths.evmTx(ref, chain, hash)} {...rest} />;
}

/** A block hash linking to its page on the chain. */
export function EvmBlockHashId({ chain, hash, ...rest }: EvmIdProps & { hash: string }) {
  const { ref } = useNetwork();
  return <Id value={hash} href={paths.evmBlock(ref, chain, hash)} {...rest} />;
}
