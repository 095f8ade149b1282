import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { encodeFunctionData, type AbiFunction } from 'viem';
import { ensureChain, sendTransaction, type Eip1193Provider } from '../../lib/injected-wallet';
import { FunctionForm } from './FunctionForm';
import { SentTransaction } from './SentTransaction';
import { errorText } from '../status/error-text';

/** One state-changing function: its form, sent through the connected wallet, then followed to its receipt. */
export function WriteFunction({
  chain,
  address,
  fn,
  wallet,
  chainId,
}: {
  chain: string;
  address: string;
  fn: AbiFunction;
  wallet: { provider: Eip1193Provider; account: string } | undefined;
  chainId: bigint | undefined;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState<string | undefined>(undefined);
  const send = async (args: unknown[], value: bigint | undefined) => {
    if (!wallet || chainId === undefined) return;
    setSending(true);
    setProblem(undefined);
    try {
      await ensureChain(wallet.provider, chainId);
      const data = encodeFunctionData({ abi: [fn], functionName: fn.name, args });
      setSent(await sendTransaction(wallet.provider, { from: wallet.account, to: address, data, value }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <details className="rounded border border-slate-200 p-3 dark:border-slate-800">
      <summary className="cursor-pointer font-mono text-sm">
        <code>
          {fn.name}({fn.inputs.map((input) => input.type).join(', ')}){fn.stateMutability === 'payable' ? ' payable' : ''}
        </code>
      </summary>
      <div className="mt-2 space-y-2">
        <FunctionForm fn={fn} submitLabel={wallet ? t`Send with the wallet` : t`Connect a wallet first`} busy={!wallet || sending} onSubmit={(args, value) => void send(args, value)} />
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t`The wallet did not send it: ${problem}`}
          </p>
        )}
        {sent && <SentTransaction chain={chain} hash={sent} />}
      </div>
    </details>
  );
}
