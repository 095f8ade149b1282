import { ALLOW_LIST_PRECOMPILES } from '../../lib/precompile-permissions';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';

const OPEN_TEXT: Record<string, string> = {
  contractDeployerAllowListConfig: 'anyone (the deployer allow list is off)',
  txAllowListConfig: 'anyone (the tx allow list is off)',
  feeManagerConfig: 'nobody on chain (the fee manager is off: only a network upgrade changes the fee config)',
  contractNativeMinterConfig: 'nobody (the native minter is off)',
  rewardManagerConfig: 'nobody on chain (the reward manager is off)',
};

/** Who can deploy, transact, change fees, mint and redirect rewards, one line each. */
export function PermissionsAtAGlance({ activeKeys, counts, complete }: { activeKeys: readonly string[]; counts: Record<string, number | undefined>; complete: boolean }) {
  return (
    <Card title="At a glance">
      <KeyValueList
        items={ALLOW_LIST_PRECOMPILES.map((list) => {
          const count = counts[list.address];
          const on = activeKeys.includes(list.key);
          return {
            label: `Who can ${list.governs}`,
            value: !on ? OPEN_TEXT[list.key] : count === undefined ? 'only the addresses on its allow list (being read…)' : `only the ${count} address${count === 1 ? '' : 'es'} on its allow list${complete ? '' : ' found so far'} (below)`,
          };
        })}
      />
    </Card>
  );
}
