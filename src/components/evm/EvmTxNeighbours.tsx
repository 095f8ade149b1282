import { paths } from '../../lib/paths';
import type { EvmBlock, EvmTransaction } from '../../rpc/methods/eth';
import { useNetwork } from '../../network/network-context';
import { itemLinkProps } from '../shortcuts/row-navigation';
import { SHORTCUT_STRINGS } from '../shortcuts/shortcut-strings';
import { TextLink } from '../ui/TextLink';


const hashOf = (entry: string | EvmTransaction): string => (typeof entry === 'string' ? entry : entry.hash);

export interface EvmTxNeighboursProps {
  chain: string;
  tx: EvmTransaction;
  /** The block the tx is in, once loaded. */
  block: EvmBlock | null | undefined;
}

/** Links to the transactions before and after this one in its block (j/k follow them). */
export function EvmTxNeighbours({ chain, tx, block }: EvmTxNeighboursProps) {
  const { ref } = useNetwork();
  if (!block || tx.transactionIndex === null) return null;
  const index = tx.transactionIndex;
  const previous = index > 0n ? block.transactions[Number(index - 1n)] : undefined;
  const next = block.transactions[Number(index + 1n)];
  if (previous === undefined && next === undefined) return null;
  return (
    <nav aria-label={SHORTCUT_STRINGS.neighbouringTxs} className="flex gap-4 text-sm">
      {previous !== undefined && (
        <TextLink to={paths.evmTx(ref, chain, hashOf(previous))} {...itemLinkProps('previous')}>
          {SHORTCUT_STRINGS.previousTx(index - 1n)}
        </TextLink>
      )}
      {next !== undefined && (
        <TextLink to={paths.evmTx(ref, chain, hashOf(next))} {...itemLinkProps('next')}>
          {SHORTCUT_STRINGS.nextTx(index + 1n)}
        </TextLink>
      )}
    </nav>
  );
}
