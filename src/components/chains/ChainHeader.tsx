import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths, type ChainSection } from '../../lib/paths';
import { C_CHAIN_ALIAS, useEvmChains } from '../../queries/chains';
import { useNetwork } from '../../network/network-context';
import { Id } from '../ui/Id';

/** The tabs of a chain: its home, its sections and its blocks. */
export type ChainTab = 'home' | ChainSection | 'blocks';

const SECTION_TABS: { section: ChainSection; readonly label: string }[] = [
  { section: 'config', get label() { return t`Config`; } },
  { section: 'rules', get label() { return t`Active rules`; } },
  { section: 'fees', get label() { return t`Fees`; } },
  { section: 'validators', get label() { return t`Validators`; } },
  { section: 'permissions', get label() { return t`Permissions`; } },
];

export const CHAIN_SECTIONS: readonly ChainSection[] = SECTION_TABS.map((tab) => tab.section);

export interface ChainHeaderProps {
  chain: string;
  /** The highlighted tab; none on a block, transaction or account page. */
  current?: ChainTab;
  /** Page title; the chain's name when omitted. */
  title?: string;
}

/** The chain as the node lists it (once `platform.getBlockchains` has answered), and its name. */
export function useChainIdentity(chain: string) {
  const chains = useEvmChains();
  const known = chains.data?.find((entry) => entry.chainId === chain || entry.blockchainId === chain);
  const name = known?.name ?? (chain === C_CHAIN_ALIAS ? 'C-Chain' : t`EVM chain`);
  return { known, name, unlisted: chains.data !== undefined && known === undefined };
}

/** The chain's name and ID, and its tabs; every EVM chain page starts with it. */
export function ChainHeader({ chain, current, title }: ChainHeaderProps) {
  const { ref } = useNetwork();
  const { known, name, unlisted } = useChainIdentity(chain);
  const tabs = [
    { tab: 'home' as ChainTab, label: t`Overview`, to: paths.evmHome(ref, chain) },
    ...SECTION_TABS.map((tab) => ({ tab: tab.section as ChainTab, label: tab.label, to: paths.chain(ref, chain, tab.section) })),
    { tab: 'blocks' as ChainTab, label: t`Blocks`, to: paths.evmBlocks(ref, chain) },
  ];
  return (
    <>
      <header className="space-y-1">
        {title && <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{name}</p>}
        <h1 className="text-2xl font-semibold break-all">{title ?? name}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {known?.blockchainId ? (
            <>
              {t`Blockchain`} <Id value={known.blockchainId} kind="blockchain" />
            </>
          ) : (
            <code className="break-all">{chain}</code>
          )}
          {unlisted && ` ${t`(not listed by platform.getBlockchains on this node)`}`}
        </p>
      </header>
      <nav aria-label={t`Chain sections`} className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((entry) => (
          <Link
            key={entry.tab}
            to={entry.to}
            className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${entry.tab === current ? 'border-indigo-600 font-semibold text-indigo-700 dark:text-indigo-300' : 'border-transparent hover:border-slate-300'}`}
            aria-current={entry.tab === current ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
    </>
  );
}
