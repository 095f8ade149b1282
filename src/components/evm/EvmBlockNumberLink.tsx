import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { TextLink } from '../ui/TextLink';

/** A block number linking to its page on the chain. */
export function EvmBlockNumberLink({ chain, number }: { chain: string; number: bigint }) {
  const { ref } = useNetwork();
  return (
    <TextLink to={paths.evmBlock(ref, chain, number)} underline="hover" className="font-mono">
      {number.toString()}
    </TextLink>
  );
}
