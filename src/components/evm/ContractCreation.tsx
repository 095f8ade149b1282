import type { CreationTx } from '../../lib/contract-creation';
import { useContractCreation } from '../../queries/evm-contract-creation';
import { InlineValue } from '../status/InlineValue';
import { CONTRACT_CREATION_TEXT as TEXT } from './contract-creation-text';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { EvmAddressId, EvmTxId } from './EvmIds';

/** Where a contract came from: its creator, creation tx and block, or as much of it as the node can tell. */
export function ContractCreation({ chain, address }: { chain: string; address: string }) {
  const { block, tx } = useContractCreation(chain, address);
  return (
    <InlineValue query={block} what={TEXT.what}>
      {(found) =>
        found.kind === 'genesis' ? (
          TEXT.genesis
        ) : found.kind === 'pruned' ? (
          TEXT.pruned(found.readBackTo)
        ) : (
          <InlineValue query={tx} what={TEXT.what}>
            {(made) => <CreationTxText chain={chain} block={found.block} made={made} />}
          </InlineValue>
        )
      }
    </InlineValue>
  );
}

function CreationTxText({ chain, block, made }: { chain: string; block: bigint; made: CreationTx }) {
  const blockLink = <EvmBlockNumberLink chain={chain} number={block} />;
  if (made.kind === 'unnamed') {
    return (
      <>
        {TEXT.inBlock} {blockLink}
        {TEXT.oneOf(made.txCount)}
      </>
    );
  }
  return (
    <>
      {made.byContract ? TEXT.byContract : TEXT.by} <EvmAddressId chain={chain} address={made.creator} /> {TEXT.inTx} <EvmTxId chain={chain} hash={made.hash} />{' '}
      {TEXT.atBlock} {blockLink}
    </>
  );
}
