import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../queries/network-context';

/** A block number linking to its page on the chain. */
export function EvmBlockNumberLink({ chain, number }: { chain: string; number: bigint }) {
  const { ref } = useNetwork();
  return (
    <Link to={paths.evmBlock(ref, chain, number)} className="font-mono text-indigo-700 hover:underline dark:text-indigo-300">
      {number.toString()}
    </Link>
  );
}
