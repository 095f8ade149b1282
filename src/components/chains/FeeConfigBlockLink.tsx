import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { TextLink } from '../ui/TextLink';

/** A link to the chain's fee config as it was at a block. */
export function FeeConfigBlockLink({ chain, block, children }: { chain: string; block: bigint; children: ReactNode }) {
  const { ref } = useNetwork();
  return (
    <TextLink to={paths.chain(ref, chain, 'fees', { block: block.toString() })} className="font-mono">
      {children}
    </TextLink>
  );
}
