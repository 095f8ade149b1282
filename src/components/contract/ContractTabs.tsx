import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';

export type AddressTab = 'transactions' | 'transfers' | 'read' | 'write';

export const addressTabOf = (value: string | null): AddressTab => (value === 'transfers' || value === 'read' || value === 'write' ? value : 'transactions');

/** The address page's tabs (`?tab=`): transactions (the default) and token transfers always, Read and Write when its ABI is known. */
export function ContractTabs({ chain, address, current, abiName }: { chain: string; address: string; current: AddressTab; abiName: string | undefined }) {
  const { ref } = useNetwork();
  const tabs: { tab: AddressTab; label: string }[] = [
    { tab: 'transactions', label: t`Transactions` },
    { tab: 'transfers', label: t`Token transfers` },
    ...(abiName ? ([{ tab: 'read', label: t`Read (${abiName})` }, { tab: 'write', label: t`Write` }] as const) : []),
  ];
  return (
    <nav aria-label={t`Address sections`} className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
      {tabs.map((entry) => (
        <Link
          key={entry.tab}
          to={paths.evmAddress(ref, chain, address, entry.tab === 'transactions' ? {} : { tab: entry.tab })}
          className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${entry.tab === current ? 'border-indigo-600 font-semibold text-indigo-700 dark:text-indigo-300' : 'border-transparent hover:border-slate-300'}`}
          aria-current={entry.tab === current ? 'page' : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
