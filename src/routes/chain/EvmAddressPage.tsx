import { t } from '@lingui/core/macro';
import { useParams, useSearchParams } from 'react-router';
import { addressTabOf, ContractTabs } from '../../components/contract/ContractTabs';
import { ContractReadTab } from '../../components/contract/ContractReadTab';
import { ContractWriteTab } from '../../components/contract/ContractWriteTab';
import { ChainHeader } from '../../components/chains/ChainHeader';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { EvmAccountOverview } from '../../components/evm/EvmAccountOverview';
import { ACCOUNT_HISTORY_TEXT } from '../../components/evm/account-history-text';
import { EvmAccountHistory } from '../../components/evm/EvmAccountHistory';
import { EvmTokenBalances } from '../../components/evm/EvmTokenBalances';
import { EvmTokenTransfers } from '../../components/evm/EvmTokenTransfers';
import { useScanRange, type ScanRange } from '../../components/evm/use-scan-range';
import { ErrorPanel } from '../../components/status/ErrorPanel';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Card } from '../../components/ui/Card';
import { Verification } from '../../components/verify/Verification';
import { usePageTitle } from '../../components/ui/use-page-title';
import { StarButton } from '../../components/watchlist/StarButton';
import { userAbiKey } from '../../lib/abi/abi-file';
import { knownAbiFor } from '../../lib/contract-abi';
import { checkEvmAddress } from '../../lib/evm-address';
import { isEvmChainRef } from '../../lib/id-kind';
import { useAddressTransferScan } from '../../queries/evm-transfer-scan';
import { useEvmAccount, type EvmAccount } from '../../queries/evm-account';
import { useVerification } from '../../queries/verification';
import { useEvmHead } from '../../queries/evm-head';
import { useUserAbis } from '../../stores/user-abi-store';

/** `/:net/chains/:chainId/address/:address`: an EVM account's balance, nonce and code, its transactions (the default tab), its token transfers and balances, and Read and Write (`?tab=`) for a contract whose ABI is known (one the user gave, else a well-known one). */
export function Component() {
  const { chainId = '', address = '' } = useParams();
  usePageTitle(t`Address ${address}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  const checked = checkEvmAddress(address);
  return (
    <div className="space-y-4">
      <ChainHeader chain={chainId} title={t`Address`} />
      {checked.ok ? (
        <Account chain={chainId} address={checked.address} />
      ) : (
        <MalformedIdNotice title={t`This is not an EVM address`} value={address} reason={checked.reason} />
      )}
    </div>
  );
}

function Account({ chain, address }: { chain: string; address: string }) {
  const head = useEvmHead(chain);
  const account = useEvmAccount(chain, address, head.data);
  const [params, setParams] = useSearchParams();
  const tab = addressTabOf(params.get('tab'));
  // One head for the history and the token transfers, so they speak of the same blocks.
  const scan = useScanRange(chain);
  // An ABI the user gave for this address wins over the well-known ones.
  const userAbi = useUserAbis().abis.get(userAbiKey(chain, address));
  const known = userAbi ? { name: userAbi.name, abi: userAbi.abi } : account.data ? knownAbiFor(address, account.data.code) : undefined;
  return (
    <>
      {account.data && <AccountVerification chain={chain} address={address} account={account.data} />}
      <Card title={t`Account`} actions={<StarButton kind="evmAddress" id={address} parent={chain} />}>
        {head.data === undefined && head.isError ? (
          <ErrorPanel what={t`The chain head`} error={head.error} onRetry={() => void head.refetch()} />
        ) : (
          <QueryView query={account} what={t`Account`} skeleton={<Skeleton lines={5} className="h-32" label={t`Loading account`} />}>
            {(data) => <EvmAccountOverview chain={chain} address={address} account={data} />}
          </QueryView>
        )}
      </Card>
      <ContractTabs chain={chain} address={address} current={tab} abiName={known?.name} />
      {tab === 'transactions' && (
        <Card title={ACCOUNT_HISTORY_TEXT.title}>
          <EvmAccountHistory chain={chain} address={address} scan={scan} />
        </Card>
      )}
      {tab === 'transfers' && <Transfers chain={chain} address={address} scan={scan} />}
      {(tab === 'read' || tab === 'write') && !known && account.data && (
        <Card title={t`No known ABI`}>
          <p className="text-sm">{t`This address is no precompile and its code matches no token standard, so there are no functions to read or write here.`}</p>
        </Card>
      )}
      {tab === 'read' && known && (
        <Card title={t`Read`}>
          <ContractReadTab
            chain={chain}
            address={address}
            abi={known.abi}
            head={scan.range?.to}
            at={params.get('at') ?? ''}
            onAtChange={(at) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (at) next.set('at', at);
                else next.delete('at');
                return next;
              })
            }
          />
        </Card>
      )}
      {tab === 'write' && known && (
        <Card title={t`Write`}>
          <ContractWriteTab chain={chain} address={address} abi={known.abi} />
        </Card>
      )}
    </>
  );
}

/** The account shown, proven in its block's state root. */
function AccountVerification({ chain, address, account }: { chain: string; address: string; account: EvmAccount }) {
  return <Verification query={useVerification({ kind: 'evm-account', chain, account: { address, ...account } })} />;
}

function Transfers({ chain, address, scan }: { chain: string; address: string; scan: ScanRange }) {
  const tokenScan = useAddressTransferScan(chain, address, scan.range?.to);
  return (
    <>
      <Card title={t`Token balances`}>
        <EvmTokenBalances chain={chain} address={address} transfers={tokenScan.items} head={scan.range?.to} />
      </Card>
      <Card title={t`Token transfers`}>
        <EvmTokenTransfers chain={chain} scan={tokenScan} exportName={`token-transfers-${address}`} newer={{ head: scan.newerHead, moveToHead: scan.moveToHead }} />
      </Card>
    </>
  );
}
