import { t } from '@lingui/core/macro';
import { RewardInputsForm } from '../../components/rewards/RewardInputsForm';
import { RewardResult } from '../../components/rewards/RewardResult';
import { useShallowSearchParams } from '../../components/ui/use-shallow-search-params';
import { usePageTitle } from '../../components/ui/use-page-title';
import { readRewardInputs, type RewardInputText } from '../../lib/reward-inputs';
import { PAGE_HEADINGS } from '../../lib/page-headings';

/** `/:net/tools/rewards`: the staking reward the node would record for a stake starting now, with its current supply. */
export function Component() {
  usePageTitle(t`Rewards calculator`);
  // Each keystroke goes to the URL, so the fields follow the state at once, not the router's navigation.
  const [params, update] = useShallowSearchParams();
  const values = readRewardInputs(params);
  const change = (name: keyof RewardInputText, value: string) =>
    update((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(name);
      else next.set(name, value);
      return next;
    });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.rewards}</h1>
      <p className="text-sm text-muted">
        {t`The reward formula of the Primary Network with this node's current supply, for a validation or a delegation starting now. The inputs stay in the address, so a calculation can be shared.`}
      </p>
      <RewardInputsForm values={values} onChange={change} />
      <RewardResult values={values} />
    </div>
  );
}
