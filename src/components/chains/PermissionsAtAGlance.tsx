import { plural, t } from '@lingui/core/macro';
import { ALLOW_LIST_PRECOMPILES } from '../../lib/precompile-permissions';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';

const OPEN_TEXT: Record<string, string> = {
  get contractDeployerAllowListConfig() { return t`anyone (the deployer allow list is off)`; },
  get txAllowListConfig() { return t`anyone (the tx allow list is off)`; },
  get feeManagerConfig() { return t`nobody on chain (the fee manager is off: only a network upgrade changes the fee config)`; },
  get contractNativeMinterConfig() { return t`nobody (the native minter is off)`; },
  get rewardManagerConfig() { return t`nobody on chain (the reward manager is off)`; },
};

/** Who may use a list that is on: its members, counted once they are read. */
function onListText(count: number | undefined, complete: boolean): string {
  if (count === undefined) return t`only the addresses on its allow list (being read…)`;
  return complete
    ? plural(count, { one: 'only the # address on its allow list (below)', other: 'only the # addresses on its allow list (below)' })
    : plural(count, { one: 'only the # address on its allow list found so far (below)', other: 'only the # addresses on its allow list found so far (below)' });
}

/** Who can deploy, transact, change fees, mint and redirect rewards, one line each. */
export function PermissionsAtAGlance({ activeKeys, counts, complete }: { activeKeys: readonly string[]; counts: Record<string, number | undefined>; complete: boolean }) {
  return (
    <Card title={t`At a glance`}>
      <KeyValueList
        items={ALLOW_LIST_PRECOMPILES.map((list) => {
          const { governs } = list;
          return {
            label: t`Who can ${governs}`,
            value: activeKeys.includes(list.key) ? onListText(counts[list.address], complete) : OPEN_TEXT[list.key],
          };
        })}
      />
    </Card>
  );
}
