import { t } from '@lingui/core/macro';
import { NotFound } from '../status/NotFound';

/** A chain URL segment that is neither `C` nor a blockchain ID: the whole page of any chain route. */
export function NotAnEvmChain({ chainId }: { chainId: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold break-all">{t`Chain ${chainId}`}</h1>
      <NotFound title={t`This is not an EVM chain`}>
        <p>
          <code className="break-all">{chainId}</code>: {t`a chain is C or a blockchain ID (a cb58 string of 32 bytes).`}
        </p>
      </NotFound>
    </div>
  );
}
