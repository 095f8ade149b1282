import { toChecksumAddress } from '../../lib/evm-address';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { Id } from '../ui/Id';

/** A token contract, checksummed, linking to its token page on the chain. */
export function EvmTokenLink({ chain, token }: { chain: string; token: string }) {
  const { ref } = useNetwork();
  const checksummed = toChecksumAddress(token);
  return <Id value={checksummed} href={paths.evmToken(ref, chain, checksummed)} />;
}
