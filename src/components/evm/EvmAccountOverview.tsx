import { PRECOMPILE_ABIS } from '../../lib/abi/well-known';
import { groupDigits } from '../../lib/amount';
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
  return (
    <KeyValueList
      items={[
        { label: 'Address', value: <Id value={address} full /> },
        { label: 'Balance', value: <WeiAmount chain={chain} value={account.balance} /> },
        { label: 'Nonce', value: <span className="font-mono">{account.nonce.toString()}</span>, hint: 'Transactions sent from this account (or contracts created by it)' },
        {
          label: 'Kind',
          value: precompile
            ? `Precompile: ${precompile.name} (built into the chain, no code)`
            : codeSize > 0
              ? `Contract (${groupDigits(codeSize)} bytes of code)`
              : 'Externally owned account (no code)',
        },
        !precompile &&
          codeSize > 0 && {
            label: CONTRACT_CREATION_TEXT.label,
            value: <ContractCreation chain={chain} address={address} />,
            hint: CONTRACT_CREATION_TEXT.hint,
          },
        { label: 'As of block', value: <EvmBlockNumberLink chain={chain} number={account.block} /> },
      ]}
    />
  );
}
