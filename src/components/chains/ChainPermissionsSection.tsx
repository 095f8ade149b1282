import { t } from '@lingui/core/macro';
import { ALLOW_LIST_PRECOMPILES, roleCandidates } from '../../lib/precompile-permissions';
import { useChainConfig, useRulesAt } from '../../queries/chains';
import { useAllowListRoles, usePrecompileEventScan, type ConfirmedRoles } from '../../queries/evm-permissions';
import type { EvmChainConfig } from '../../rpc/methods/eth';
import { LogScanProgress } from '../evm/LogScanProgress';
import { useScanRange } from '../evm/use-scan-range';
import { ErrorPanel } from '../status/ErrorPanel';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { AllowListRoles } from './AllowListRoles';
import { FeeManagerCard } from './FeeManagerCard';
import { NativeMintsCard } from './NativeMintsCard';
import { PermissionsAtAGlance } from './PermissionsAtAGlance';
import { RewardManagerCard } from './RewardManagerCard';

/** How many addresses hold any role on each list (every role may use the precompile). */
function roleCounts(roles: ConfirmedRoles | undefined): Record<string, number | undefined> {
  if (!roles) return {};
  return Object.fromEntries(Object.entries(roles.roles).map(([list, accounts]) => [list, Object.values(accounts).filter((role) => role !== 0n).length]));
}

/** Every config of a precompile (genesis and upgrades), as sent. */
function configsOf(config: EvmChainConfig, key: string): Record<string, unknown>[] {
  return [config.precompiles[key], ...config.precompileUpgrades.filter((upgrade) => upgrade.name === key).map((upgrade) => upgrade.config)]
    .filter((entry) => entry !== undefined)
    .map((entry) => entry.raw);
}

/**
 * Who may do what on a subnet-EVM chain, read from the precompiles themselves: for each allow
 * list that is on, its admins, managers and enabled addresses (candidates from the chain config and
 * the `RoleSet` events scanned, each confirmed by `readAllowList`), the fee manager's fee config,
 * the reward address and the native minter's mints.
 */
export function ChainPermissionsSection({ chain }: { chain: string }) {
  const config = useChainConfig(chain);
  const rules = useRulesAt(chain, undefined);
  const scanRange = useScanRange(chain);
  const head = scanRange.range?.to;
  const activeKeys = rules.data?.source === 'rules' ? Object.keys(rules.data.rules.precompiles) : rules.data?.source === 'precompiles' ? Object.keys(rules.data.precompiles) : [];
  const active = ALLOW_LIST_PRECOMPILES.filter((precompile) => activeKeys.includes(precompile.key));
  const scan = usePrecompileEventScan(
    chain,
    active.map((precompile) => precompile.address),
    head,
  );
  const candidates = Object.fromEntries(
    active.map((precompile) => [precompile.address, config.data ? roleCandidates(configsOf(config.data, precompile.key), scan.items, precompile.address) : []]),
  );
  const roles = useAllowListRoles(chain, candidates, config.data === undefined ? undefined : head);
  if (config.isError && config.data === undefined) return <ErrorPanel what={t`The chain config`} error={config.error} onRetry={() => void config.refetch()} />;
  if (rules.isError && rules.data === undefined) return <ErrorPanel what={t`The active precompiles`} error={rules.error} onRetry={() => void rules.refetch()} />;
  if (scanRange.headError) return <ErrorPanel what={t`The chain head`} error={scanRange.headError.error} onRetry={scanRange.headError.retry} />;
  if (config.data === undefined || rules.data === undefined) return <Skeleton lines={6} className="h-48" label={t`Loading permissions`} />;
  if (active.length === 0) {
    return (
      <Card title={t`Permissions`}>
        <p className="text-sm">{t`No permission precompile is on: anyone can deploy contracts and send transactions, and nobody can change the fee config or mint on chain.`}</p>
      </Card>
    );
  }
  const isActive = (key: string) => activeKeys.includes(key);
  const method = 'readAllowList';
  const height = head?.toString() ?? '';
  return (
    <div className="space-y-4">
      <PermissionsAtAGlance activeKeys={activeKeys} counts={roleCounts(roles.data)} complete={scan.complete} />
      <Card title={t`Role changes scanned`}>
        <LogScanProgress scan={scan} what={t`role changes and mints`} newer={{ head: scanRange.newerHead, moveToHead: scanRange.moveToHead }} />
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t`The roles below are those of the addresses the chain config names and of those in the role changes scanned so far, each confirmed with ${method} at block ${height}. An address given a role before the scanned blocks, and not named in the config, is not listed until the scan reaches it.`}
        </p>
      </Card>
      <QueryView query={roles} what={t`Allow-list roles`} skeleton={<Skeleton lines={6} className="h-48" label={t`Loading allow-list roles`} />}>
        {(data) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {active.map((list) => (
              <AllowListRoles key={list.key} chain={chain} list={list} roles={data.roles[list.address] ?? {}} events={scan.items} />
            ))}
          </div>
        )}
      </QueryView>
      {isActive('feeManagerConfig') && <FeeManagerCard chain={chain} head={head} />}
      {isActive('rewardManagerConfig') && <RewardManagerCard chain={chain} head={head} />}
      {isActive('contractNativeMinterConfig') && <NativeMintsCard chain={chain} events={scan.items} complete={scan.complete} />}
    </div>
  );
}
