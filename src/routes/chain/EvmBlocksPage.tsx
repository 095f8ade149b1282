import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { BlockPages } from '../../components/blocks/BlockPages';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmBlockTable } from '../../components/evm/EvmBlockTable';
import { HeadUpdatesStatus } from '../../components/evm/HeadUpdatesStatus';
import { usePageTitle } from '../../components/ui/use-page-title';
import { isEvmChainRef } from '../../lib/id-kind';
import { paths } from '../../lib/paths';
import { useEvmHead } from '../../queries/evm-head';
import { useNetwork } from '../../network/network-context';

/** `/:net/chains/:chainId/blocks[?before=<number>]`: an EVM chain's blocks, newest first, live at the head. */
export function Component() {
  const { chainId = '' } = useParams();
  usePageTitle(t`Chain ${chainId} blocks`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} current="blocks" />
      <HeadUpdatesStatus chain={chainId} />
      <BlockList chain={chainId} />
    </div>
  );
}

function BlockList({ chain }: { chain: string }) {
  const { ref } = useNetwork();
  const head = useEvmHead(chain);
  return (
    <BlockPages
      head={head}
      unit="number"
      pagePath={(before) => paths.evmBlocks(ref, chain, { before })}
    >
      {({ heights, top, last }) => {
        const [from, to] = [top.toString(), last.toString()];
        return <EvmBlockTable chain={chain} numbers={heights} caption={t`Blocks ${from} to ${to}`} exportName={`evm-blocks-${top}-${last}`} />;
      }}
    </BlockPages>
  );
}
