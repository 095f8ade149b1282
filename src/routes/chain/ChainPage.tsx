import { Link, useParams, useSearchParams } from 'react-router';
import { ChainConfigSection } from '../../components/chains/ChainConfigSection';
import { ChainFeesSection } from '../../components/chains/ChainFeesSection';
import { ChainRulesSection } from '../../components/chains/ChainRulesSection';
import { ChainValidatorsSection } from '../../components/chains/ChainValidatorsSection';
import { RawView } from '../../components/raw/RawView';
import { NotFound } from '../../components/status/NotFound';
import { Id } from '../../components/ui/Id';
import { usePageTitle } from '../../components/ui/use-page-title';
import { classifyId } from '../../lib/id-kind';
import { paths, type ChainSection } from '../../lib/paths';
import { parseTimeParam } from '../../lib/time-param';
import { C_CHAIN_ALIAS, useEvmChains } from '../../queries/chains';
import type { CallMatcher } from '../../queries/exchange-log';
import { useNetwork } from '../../queries/network-context';

const SECTIONS: { section: ChainSection; label: string }[] = [
  { section: 'config', label: 'Config' },
  { section: 'rules', label: 'Active rules' },
  { section: 'fees', label: 'Fees' },
  { section: 'validators', label: 'Validators' },
];

const RAW_CALLS: Record<ChainSection, string[]> = {
  config: ['eth_getChainConfig'],
  rules: ['eth_getActiveRulesAt', 'eth_getActivePrecompilesAt'],
  fees: ['eth_feeConfig', 'eth_feeHistory', 'eth_baseFee'],
  validators: ['validators.getCurrentValidators'],
};

/** The calls a section makes; the rules section makes one per time asked. */
function rawCalls(section: ChainSection, params: URLSearchParams): CallMatcher[] {
  if (section !== 'rules') return RAW_CALLS[section].map((method) => ({ method }));
  const times = [params.get('at'), params.get('vs')].flatMap((text) => {
    if (text === null) return [];
    const parsed = parseTimeParam(text);
    return parsed.ok ? [[parsed.seconds]] : [];
  });
  if (times.length === 0) return RAW_CALLS.rules.map((method) => ({ method }));
  return RAW_CALLS.rules.flatMap((method) => times.map((time) => ({ method, params: time })));
}

const isSection = (value: string): value is ChainSection => SECTIONS.some((entry) => entry.section === value);

/** `/:net/chains/:chainId/:section`: an EVM chain (`C` or a blockchain ID). */
export function Component() {
  const { chainId = '', section = 'config' } = useParams();
  usePageTitle(`Chain ${chainId} ${section}`);
  if (chainId !== C_CHAIN_ALIAS && classifyId(chainId).kind !== 'id') {
    return (
      <NotFound title="This is not an EVM chain">
        <p>
          <code className="break-all">{chainId}</code>: a chain is <code>C</code> or a blockchain ID (a cb58 string of 32 bytes).
        </p>
      </NotFound>
    );
  }
  if (!isSection(section)) {
    return (
      <NotFound title="No such chain page">
        <p>
          <code>{section}</code> is not one of {SECTIONS.map((entry) => entry.section).join(', ')}.
        </p>
      </NotFound>
    );
  }
  return <ChainView chain={chainId} section={section} />;
}

function ChainView({ chain, section }: { chain: string; section: ChainSection }) {
  const { ref } = useNetwork();
  const chains = useEvmChains();
  const [params, setParams] = useSearchParams();
  const known = chains.data?.find((entry) => entry.chainId === chain || entry.blockchainId === chain);
  const name = known?.name ?? (chain === C_CHAIN_ALIAS ? 'C-Chain' : 'EVM chain');
  const setQuery = (values: Record<string, string>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{name}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {known?.blockchainId ? (
            <>
              Blockchain <Id value={known.blockchainId} kind="blockchain" />
            </>
          ) : (
            <code className="break-all">{chain}</code>
          )}
          {chains.data && !known && ' (not listed by platform.getBlockchains on this node)'}
        </p>
      </header>
      <nav aria-label="Chain sections" className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
        {SECTIONS.map((entry) => (
          <Link
            key={entry.section}
            to={paths.chain(ref, chain, entry.section)}
            className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${entry.section === section ? 'border-indigo-600 font-semibold text-indigo-700 dark:text-indigo-300' : 'border-transparent hover:border-slate-300'}`}
            aria-current={entry.section === section ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      {section === 'config' && <ChainConfigSection chain={chain} />}
      {section === 'rules' && <ChainRulesSection chain={chain} at={params.get('at') ?? ''} vs={params.get('vs') ?? ''} onChange={(next) => setQuery(next)} />}
      {section === 'fees' && <ChainFeesSection chain={chain} name={name} block={params.get('block') ?? ''} onBlockChange={(block) => setQuery({ block })} />}
      {section === 'validators' && <ChainValidatorsSection chain={chain} />}
      <RawView calls={rawCalls(section, params)} />
    </div>
  );
}
