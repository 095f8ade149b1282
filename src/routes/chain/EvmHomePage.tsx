import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmChainHome } from '../../components/evm/EvmChainHome';
import { usePageTitle } from '../../components/ui/use-page-title';
import { isEvmChainRef } from '../../lib/id-kind';

/** `/:net/chains/:chainId`: an EVM chain's home, its latest blocks and transactions, live at the head. */
export function Component() {
  const { chainId = '' } = useParams();
  usePageTitle(t`Chain ${chainId}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} current="home" />
      <EvmChainHome chain={chainId} />
    </div>
  );
}
