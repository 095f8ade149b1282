import { t } from '@lingui/core/macro';
import { useLocale } from '../ui/use-locale';
import { PRECOMPILE_ABIS } from '../../lib/abi/well-known';
import { formatInteger } from '../../lib/amount';
import { hexByteLength } from '../../lib/evm-calls';
import type { EvmAccount } from '../../queries/evm-account';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { ContractCreation } from './ContractCreation';
import { CONTRACT_CREATION_TEXT } from './contract-creation-text';
import { EvmBlockNumberLink } from './EvmBlockNumberLink';
import { WeiAmount } from './WeiAmount';

/** An account's balance, nonce and code at a block, and a contract's creation. */
export function EvmAccountOverview({ chain, address, account }: { chain: string; address: string; account: EvmAccount }) {
  const codeSize = hexByteLength(account.code);
  const precompile = PRECOMPILE_ABIS[address.toLowerCase()];
  const bytes = formatInteger(codeSize, useLocale());
  return (
    <KeyValueList
      items={[
        { label: t`Address`, value: <Id value={address} full /> },
        { label: t`Balance`, value: <WeiAmount chain={chain} value={account.balance} /> },
        { label: t`Nonce`, value: <span className="font-mono">{account.nonce.toString()}</span>, hint: t`Transactions sent from this account (or contracts created by it)` },
        {
          label: t`Kind`,
          value: precompile
            ? t`Precompile: ${precompile.name} (built into the chain, no code)`
            : codeSize > 0
              ? t`Contract (${bytes} bytes of code)`
              : t`Externally owned account (no code)`,
        },
        !precompile &&
          codeSize > 0 && {
            label: CONTRACT_CREATION_TEXT.label,
            value: <ContractCreation chain={chain} address={address} />,
            hint: CONTRACT_CREATION_TEXT.hint,
          },
        { label: t`As of block`, value: <EvmBlockNumberLink chain={chain} number={account.block} /> },
      ]}
    />
  );
}
