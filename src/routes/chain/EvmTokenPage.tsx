import { t } from '@lingui/core/macro';
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
  usePageTitle(t`Token ${address}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  const checked = checkEvmAddress(address);
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} title={t`Token`} />
      {checked.ok ? <Token chain={chainId} token={checked.address} /> : <MalformedIdNotice title={t`This is not an EVM address`} value={address} reason={checked.reason} />}
    </div>
  );
}

function Token({ chain, token }: { chain: string; token: string }) {
  const scanRange = useScanRange(chain);
  const head = scanRange.range?.to;
  const headNumber = head?.toString() ?? '';
  const info = useEvmTokenInfo(chain, token, head);
  const scan = useTokenTransferScan(chain, token, head);
  return (
    <>
      <Card title={t`Token`}>
        {scanRange.headError ? (
          <ErrorPanel what={t`The chain head`} error={scanRange.headError.error} onRetry={scanRange.headError.retry} />
        ) : (
          <QueryView
            query={info}
            what={t`Token`}
            skeleton={<Skeleton lines={6} className="h-36" label={t`Loading token`} />}
            isNotFound={(data) => !data.isContract}
            notFound={
              <NotFound title={t`No contract at this address`}>
                <p>{t`The account has no code at block ${headNumber}, so it is no token.`}</p>
              </NotFound>
            }
          >
            {(data) => <EvmTokenOverview chain={chain} token={token} info={data} />}
          </QueryView>
        )}
      </Card>
      <Card title={t`Recent transfers`}>
        <EvmTokenTransfers chain={chain} scan={scan} exportName={`token-${token}-transfers`} newer={{ head: scanRange.newerHead, moveToHead: scanRange.moveToHead }} />
      </Card>
    </>
  );
}
