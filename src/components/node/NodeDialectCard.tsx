import { useNetwork } from '../../network/network-context';
import { useNodeDialect } from '../../queries/node-dialect';
import { applyDialect, differencesFromPreset, type NodeDialect, type Offered } from '../../rpc/node-dialect';
import type { NetworkSettings } from '../../rpc/network';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { ScrollX } from '../ui/ScrollX';

interface Row {
  setting: string;
  found: string;
  /** The preset's guess, where the preset makes one. */
  guessed?: string;
  detail: string;
}

const offeredText = (offered: Offered) => (offered.offered ? 'offered' : 'not offered');

function rows(preset: NetworkSettings, dialect: NodeDialect): Row[] {
  const learned = applyDialect(preset, dialect);
  return [
    { setting: 'C-Chain native group', found: dialect.nativeGroup ?? 'none', guessed: preset.nativeGroup, detail: dialect.nativeGroupDetail },
    { setting: 'Native asset alias', found: learned.nativeAssetAlias, guessed: preset.nativeAssetAlias, detail: 'follows the group' },
    {
      setting: 'Rules key',
      found: dialect.rulesKey,
      guessed: preset.rulesKey,
      detail: dialect.rulesKeyFrom === 'answered' ? 'seen in the C-Chain’s eth_getActiveRulesAt' : 'the C-Chain has no eth_getActiveRulesAt: follows the group',
    },
    { setting: 'getValidatorsAt shape', found: dialect.validatorsAtShape ?? 'unknown', guessed: preset.validatorsAtShape, detail: dialect.validatorsAtDetail },
    { setting: 'Key store', found: offeredText(dialect.keyStore), detail: dialect.keyStore.detail },
    { setting: 'debug_* (C-Chain)', found: offeredText(dialect.debug), detail: dialect.debug.detail },
  ];
}

/** What the node was found to speak, beside what the network's preset guessed. */
export function NodeDialectCard() {
  const { settings } = useNetwork();
  const dialect = useNodeDialect();
  return (
    <Card title="What the node speaks">
      <QueryView query={dialect} what="What the node speaks" skeleton={<Skeleton lines={7} label="Asking the node what it speaks" />}>
        {(data) => <DialectTable settings={settings} dialect={data} />}
      </QueryView>
    </Card>
  );
}

function DialectTable({ settings, dialect }: { settings: NetworkSettings; dialect: NodeDialect }) {
  const differences = differencesFromPreset(settings, dialect);
  return (
    <>
      <p className="mb-2 text-sm">
        {differences.length === 0
          ? `The node speaks as the ${settings.name} preset guessed.`
          : `Where the node differs from the ${settings.name} preset, its answers are used: ${differences.map((item) => `${item.setting} ${item.node} (preset: ${item.preset})`).join('; ')}.`}
      </p>
      <ScrollX label="What the node speaks">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What the node speaks</caption>
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-4 font-normal">Setting</th>
              <th className="py-1 pr-4 font-normal">Found</th>
              <th className="py-1 pr-4 font-normal">Preset</th>
              <th className="py-1 font-normal">Finding</th>
            </tr>
          </thead>
          <tbody>
            {rows(settings, dialect).map((row) => (
              <tr key={row.setting} className="border-t border-slate-100 align-top dark:border-slate-800">
                <th scope="row" className="py-1 pr-4 font-medium">
                  {row.setting}
                </th>
                <td className="py-1 pr-4 font-mono text-xs">{row.found}</td>
                <td className="py-1 pr-4 font-mono text-xs">
                  {row.guessed ?? '—'}{' '}
                  {row.guessed !== undefined && row.guessed !== row.found && <Badge tone="warning">differs</Badge>}
                </td>
                <td className="py-1 text-xs break-words text-muted">{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </>
  );
}
