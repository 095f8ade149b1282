import { t } from '@lingui/core/macro';
import { useNetwork } from '../../network/network-context';
import { useNodeDialect } from '../../queries/node-dialect';
import { applyDialect, differencesFromPreset, type NodeDialect, type Offered } from '../../rpc/node-dialect';
import type { NetworkSettings } from '../../rpc/network';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { ScrollX } from '../ui/ScrollX';
import { Slotted } from '../ui/Slotted';
import { dialectSettingLabel, nativeGroupFindingText, offeredFindingText, plainFinding, validatorsAtFindingText, type FindingText } from './dialect-text';

interface Row {
  setting: string;
  found: string;
  /** The preset's guess, where the preset makes one. */
  guessed?: string;
  detail: FindingText;
}

const offeredText = (offered: Offered) => (offered.offered ? t`offered` : t`not offered`);

function rows(preset: NetworkSettings, dialect: NodeDialect): Row[] {
  const learned = applyDialect(preset, dialect);
  return [
    { setting: dialectSettingLabel('native-group'), found: dialect.nativeGroup ?? t`none`, guessed: preset.nativeGroup, detail: nativeGroupFindingText(dialect.nativeGroupFinding) },
    { setting: dialectSettingLabel('native-asset-alias'), found: learned.nativeAssetAlias, guessed: preset.nativeAssetAlias, detail: plainFinding(t`follows the group`) },
    {
      setting: dialectSettingLabel('rules-key'),
      found: dialect.rulesKey,
      guessed: preset.rulesKey,
      detail: plainFinding(dialect.rulesKeyFrom === 'answered' ? t`seen in the C-Chain’s eth_getActiveRulesAt` : t`the C-Chain has no eth_getActiveRulesAt: follows the group`),
    },
    { setting: dialectSettingLabel('validators-at-shape'), found: dialect.validatorsAtShape ?? t`unknown`, guessed: preset.validatorsAtShape, detail: validatorsAtFindingText(dialect) },
    { setting: t`Key store`, found: offeredText(dialect.keyStore), detail: offeredFindingText('key-store', dialect.keyStore) },
    { setting: t`debug_* (C-Chain)`, found: offeredText(dialect.debug), detail: offeredFindingText('debug', dialect.debug) },
  ];
}

/** What the node was found to speak, beside what the network's preset guessed. */
export function NodeDialectCard() {
  const { settings } = useNetwork();
  const dialect = useNodeDialect();
  return (
    <Card title={t`What the node speaks`}>
      <QueryView query={dialect} what={t`What the node speaks`} skeleton={<Skeleton lines={7} label={t`Asking the node what it speaks`} />}>
        {(data) => <DialectTable settings={settings} dialect={data} />}
      </QueryView>
    </Card>
  );
}

function DialectTable({ settings, dialect }: { settings: NetworkSettings; dialect: NodeDialect }) {
  const differences = differencesFromPreset(settings, dialect);
  const preset = settings.name;
  const differing = differences
    .map(({ setting: code, node, preset: guessed }) => {
      const setting = dialectSettingLabel(code);
      return t`${setting} ${node} (preset: ${guessed})`;
    })
    .join('; ');
  return (
    <>
      <p className="mb-2 text-sm">
        {differences.length === 0 ? t`The node speaks as the ${preset} preset guessed.` : t`Where the node differs from the ${preset} preset, its answers are used: ${differing}.`}
      </p>
      <ScrollX label={t`What the node speaks`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t`What the node speaks`}</caption>
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-4 font-normal">{t`Setting`}</th>
              <th className="py-1 pr-4 font-normal">{t`Found`}</th>
              <th className="py-1 pr-4 font-normal">{t`Preset`}</th>
              <th className="py-1 font-normal">{t`Finding`}</th>
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
                  {row.guessed !== undefined && row.guessed !== row.found && <Badge tone="warning">{t`differs`}</Badge>}
                </td>
                <td className="py-1 text-xs break-words text-muted">
                  <Slotted text={row.detail.text}>
                    {row.detail.code.map((code) => (
                      <code key={code}>{code}</code>
                    ))}
                  </Slotted>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </>
  );
}
