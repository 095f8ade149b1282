import { t } from '@lingui/core/macro';
import { buildTimeline, precompileName, UNSCHEDULED_AFTER_SECONDS } from '../../lib/chain-timeline';
import { useChainConfig } from '../../queries/chains';
import type { EvmChainConfig, PrecompileConfig } from '../../rpc/methods/eth';
import { ConfigTable } from '../fees/ConfigTable';
import { configRows } from '../fees/config-rows';
import { JsonBlock } from '../raw/JsonBlock';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { useNow } from '../ui/use-now';
import { ChainTimeline } from './ChainTimeline';
import { EVM_FEE_CONFIG_TEXT, PRECOMPILE_ADDRESSES } from './evm-chain-text';

const MS_PER_SECOND = 1000;
const yesNo = (value: boolean) => (value ? t`yes` : t`no`);

interface PrecompileRow {
  id: string;
  key: string;
  source: string;
  config: PrecompileConfig;
}

function precompileRows(config: EvmChainConfig): PrecompileRow[] {
  return [
    ...Object.entries(config.precompiles).map(([key, precompile]) => ({ id: `genesis:${key}`, key, source: t`genesis`, config: precompile })),
    ...config.precompileUpgrades.map((upgrade, index) => {
      const number = index + 1;
      return { id: `upgrade:${index}`, key: upgrade.name, source: t`upgrade ${number}`, config: upgrade.config };
    }),
  ];
}

function AddressList({ addresses }: { addresses?: string[] }) {
  if (!addresses?.length) return <span className="text-muted">{t`none`}</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {addresses.map((address) => (
        <li key={address} className="break-all">{address}</li>
      ))}
    </ul>
  );
}

const actionText = (config: PrecompileConfig) => (config.disable ? t`disable` : t`enable`);

function precompileColumns(): Column<PrecompileRow>[] {
  return [
    { id: 'precompile', header: t`Precompile`, cell: (row) => <span title={row.key}>{precompileName(row.key)}</span>, value: (row) => row.key },
    { id: 'address', header: t`Address`, cell: (row) => <span className="font-mono text-xs">{PRECOMPILE_ADDRESSES[row.key] ?? t`unknown`}</span>, value: (row) => PRECOMPILE_ADDRESSES[row.key] ?? '' },
    { id: 'source', header: t`From`, cell: (row) => row.source, value: (row) => row.source },
    {
      id: 'action',
      header: t`Action`,
      cell: (row) => <Badge tone={row.config.disable ? 'danger' : 'success'}>{actionText(row.config)}</Badge>,
      value: (row) => actionText(row.config),
    },
    {
      id: 'activation',
      header: t`Activation`,
      cell: (row) => {
        const time = row.config.blockTimestamp;
        if (time === null || time === 0n) return t`genesis`;
        return time >= UNSCHEDULED_AFTER_SECONDS ? t`not scheduled` : <Time value={time} />;
      },
      value: (row) => row.config.blockTimestamp ?? 0n,
    },
    { id: 'admins', header: t`Admin addresses`, cell: (row) => <AddressList addresses={row.config.adminAddresses} />, value: (row) => (row.config.adminAddresses ?? []).join(' ') },
    { id: 'managers', header: t`Manager addresses`, cell: (row) => <AddressList addresses={row.config.managerAddresses} />, value: (row) => (row.config.managerAddresses ?? []).join(' ') },
    { id: 'enabled', header: t`Enabled addresses`, cell: (row) => <AddressList addresses={row.config.enabledAddresses} />, value: (row) => (row.config.enabledAddresses ?? []).join(' ') },
  ];
}

/** `eth_getChainConfig` as a readable page, with the raw JSON. */
export function ChainConfigSection({ chain }: { chain: string }) {
  const config = useChainConfig(chain);
  const now = BigInt(Math.floor(useNow().getTime() / MS_PER_SECOND));
  return (
    <QueryView query={config} what={t`Chain config`} skeleton={<Skeleton lines={14} className="h-[40rem]" label={t`Loading chain config`} />}>
      {(data) => {
        return (
          <div className="space-y-4">
            <Card title={t`Chain`}>
              <KeyValueList
                items={[
                  { label: t`EVM chain ID`, value: <span className="font-mono">{data.chainId.toString()}</span> },
                  { label: t`Kind`, value: data.feeConfig || data.raw.upgrades !== undefined ? 'Subnet-EVM' : 'Coreth (C-Chain)' },
                  data.allowFeeRecipients !== undefined && { label: t`Fee recipients allowed`, value: yesNo(data.allowFeeRecipients) },
                  data.daoForkSupport !== undefined && { label: t`DAO fork support`, value: yesNo(data.daoForkSupport) },
                ]}
              />
            </Card>
            <Card title={t`Timeline`}>
              <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t`Forks by block number, then by time, with precompile activations and upgrades; times before now are active.`}</p>
              <ChainTimeline stops={buildTimeline(data, { time: now })} />
            </Card>
            {data.feeConfig && (
              <Card title={t`Fee config (genesis)`}>
                <ConfigTable
                  caption={t`Genesis fee config`}
                  rows={configRows(data.feeConfig, EVM_FEE_CONFIG_TEXT)}
                />
              </Card>
            )}
            <Card title={t`Precompiles and upgrades`}>
              <DataTable
                caption={t`Precompiles enabled at genesis and precompile upgrades`}
                columns={precompileColumns()}
                rows={precompileRows(data)}
                rowKey={(row) => row.id}
                exportName="precompiles"
                emptyText={t`This chain has no stateful precompiles.`}
              />
            </Card>
            <Card title={t`Raw config`}>
              <JsonBlock label={t`Chain config JSON`} value={data.raw} />
            </Card>
          </div>
        );
      }}
    </QueryView>
  );
}
