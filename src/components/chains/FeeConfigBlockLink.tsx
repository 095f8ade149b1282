import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../queries/network-context';

/** A link to the chain's fee config as it was at a block. */
export function FeeConfigBlockLink({ chain, block, children }: { chain: string; block: bigint; children: ReactNode }) {
  const { ref } = useNetwork();
  return (
    <Link className="font-mono text-indigo-700 underline dark:text-indigo-300" to={paths.chain(ref, chain, 'fees', { block: block.toString() })}>
      {children}
    </Link>
  );
}
