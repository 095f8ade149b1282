import { t } from '@lingui/core/macro';
import { useParams, useSearchParams } from 'react-router';
import { ChainConfigSection } from '../../components/chains/ChainConfigSection';
import { ChainFeesSection } from '../../components/chains/ChainFeesSection';
import { CHAIN_SECTIONS, ChainHeader, useChainIdentity } from '../../components/chains/ChainHeader';
import { ChainPermissionsSection } from '../../components/chains/ChainPermissionsSection';
import { ChainRulesSection } from '../../components/chains/ChainRulesSection';
import { ChainValidatorsSection } from '../../components/chains/ChainValidatorsSection';
import { NotAnEvmChain } from '../../components/chains/NotAnEvmChain';
import { NotFound } from '../../components/status/NotFound';
import { usePageTitle } from '../../components/ui/use-page-title';
import { isEvmChainRef } from '../../lib/id-kind';
import type { ChainSection } from '../../lib/paths';

const isSection = (value: string): value is ChainSection => (CHAIN_SECTIONS as readonly string[]).includes(value);

/** `/:net/chains/:chainId/:section`: a section of an EVM chain (`C` or a blockchain ID). */
export function Component() {
  const { chainId = '', section = '' } = useParams();
  usePageTitle(t`Chain ${chainId} ${section}`);
  if (!isEvmChainRef(chainId)) return <NotAnEvmChain chainId={chainId} />;
  if (!isSection(section)) {
    const sections = [...CHAIN_SECTIONS, 'blocks'].join(', ');
    return (
      <div className="space-y-4">
        <ChainHeader chain={chainId} />
        <NotFound title={t`No such chain page`}>
          <p>
            <code>{section}</code> {t`is not one of ${sections}.`}
          </p>
        </NotFound>
      </div>
    );
  }
  return <ChainView chain={chainId} section={section} />;
}

function ChainView({ chain, section }: { chain: string; section: ChainSection }) {
  const { name } = useChainIdentity(chain);
  const [params, setParams] = useSearchParams();
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
      <ChainHeader chain={chain} current={section} />
      {section === 'config' && <ChainConfigSection chain={chain} />}
      {section === 'rules' && <ChainRulesSection chain={chain} at={params.get('at') ?? ''} vs={params.get('vs') ?? ''} onChange={(next) => setQuery(next)} />}
      {section === 'fees' && <ChainFeesSection chain={chain} name={name} block={params.get('block') ?? ''} onBlockChange={(block) => setQuery({ block })} />}
      {section === 'validators' && <ChainValidatorsSection chain={chain} />}
      {section === 'permissions' && <ChainPermissionsSection chain={chain} />}
    </div>
  );
}
