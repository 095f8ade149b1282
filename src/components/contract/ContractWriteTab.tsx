import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Abi } from 'viem';
import { writeFunctions } from '../../lib/contract-abi';
import { connectAccount, injectedProvider, type Eip1193Provider } from '../../lib/injected-wallet';
import { useEvmChainId } from '../../queries/evm-contract';
import { EvmAddressId } from '../evm/EvmIds';
import { Button } from '../ui/Button';
import { WriteFunction } from './WriteFunction';
import { errorText } from '../status/error-text';

/**
 * Every state-changing function of a known ABI, sent through the browser's wallet (EIP-1193): the
 * wallet holds the key and signs; the explorer never asks for one.
 */
export function ContractWriteTab({ chain, address, abi }: { chain: string; address: string; abi: Abi }) {
  const chainId = useEvmChainId(chain);
  const [wallet, setWallet] = useState<{ provider: Eip1193Provider; account: string } | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const functions = writeFunctions(abi);
  const switchTo = chainId.data?.toString();
  const connect = async () => {
    const provider = injectedProvider();
    if (!provider) {
      setProblem(t`No browser wallet found: install or unlock one (it appears to pages as window.ethereum), then try again.`);
      return;
    }
    try {
      setProblem(undefined);
      setWallet({ provider, account: await connectAccount(provider) });
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {wallet ? (
          <p>
            {t`Sending from`} <EvmAddressId chain={chain} address={wallet.account} />{' '}
            {switchTo === undefined ? t`through the browser wallet.` : t`through the browser wallet (it is switched to chain ${switchTo} when it is on another).`}
          </p>
        ) : (
          <>
            <Button variant="primary" size="sm" onClick={() => void connect()}>
              {t`Connect wallet`}
            </Button>
            <span className="text-slate-600 dark:text-slate-300">{t`Transactions are signed by your browser wallet; no key is typed here.`}</span>
          </>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {functions.length === 0 ? (
        <p className="text-sm">{t`This ABI has no functions that change state.`}</p>
      ) : (
        functions.map((fn) => (
          <WriteFunction key={`${fn.name}(${fn.inputs.map((input) => input.type).join(',')})`} chain={chain} address={address} fn={fn} wallet={wallet} chainId={chainId.data} />
        ))
      )}
    </div>
  );
}
