import { useParams } from 'react-router';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmTokenOverview } from '../../components/evm/EvmTokenOverview';
import { EvmTokenTransfers } from '../../components/evm/EvmTokenTransfers';
import { useScanRange } from '../../components/evm/use-scan-range';
import { ErrorPanel } from '../../components/status/ErrorPanel';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../components/ui/use-page-title';
import { checkEvmAddress } from '../../lib/evm-address';
import { isEvmChainRef } from '../../lib/id-kind';
import { useTokenTransferScan } from '../../queries/evm-transfer-scan';
import { useEvmTokenInfo } from '../../queries/evm-token';

/** `/:net/chains/:chainId/token/:address`: a token's name, symbol, decimals, supply and recent transfers. */
export function Component() {
  const { chainId = '', address = '' } = useParams();
  usePageTitle(`Token ${address}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  const checked = checkEvmAddress(address);
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} title="Token" />
      {checked.ok ? <Token chain={chainId} token={checked.address} /> : <MalformedIdNotice title="This is not an EVM address" value={address} reason={checked.reason} />}
    </div>
  );
}

function Token({ chain, token }: { chain: string; token: string }) {
  const scanRange = useScanRange(chain);
  const head = scanRange.range?.to;
  const info = useEvmTokenInfo(chain, token, head);
  const scan = useTokenTransferScan(chain, token, head);
  return (
    <>
      <Card title="Token">
        {scanRange.headError ? (
          <ErrorPanel what="The chain head" error={scanRange.headError.error} onRetry={scanRange.headError.retry} />
        ) : (
          <QueryView
            query={info}
            what="Token"
            skeleton={<Skeleton lines={6} className="h-36" label="Loading token" />}
            isNotFound={(data) => !data.isContract}
            notFound={
              <NotFound title="No contract at this address">
                <p>The account has no code at block {head?.toString()}, so it is no token.</p>
              </NotFound>
            }
          >
            {(data) => <EvmTokenOverview chain={chain} token={token} info={data} />}
          </QueryView>
        )}
      </Card>
      <Card title="Recent transfers">
        <EvmTokenTransfers chain={chain} scan={scan} exportName={`token-${token}-transfers`} newer={{ head: scanRange.newerHead, moveToHead: scanRange.moveToHead }} />
      </Card>
    </>
  );
}
