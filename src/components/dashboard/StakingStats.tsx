import { groupDigits } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useCurrentSupply, useMinStake, useStakingAsset, useTotalStake, useValidatorSummary } from '../../queries/dashboard';
import { useNetwork } from '../../network/network-context';
import { InlineValue } from '../status/InlineValue';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { TextLink } from '../ui/TextLink';
import { CardLink } from './CardLink';

/** Supply, stake, staking parameters and the Primary Network validator set. */
export function StakingStats() {
  const { ref } = useNetwork();
  const supply = useCurrentSupply();
  const stake = useTotalStake();
  const asset = useStakingAsset();
  const minStake = useMinStake();
  const validators = useValidatorSummary();
  return (
    <Card title="Staking" actions={<CardLink to={paths.validators(ref)}>Validators</CardLink>}>
      <KeyValueList
        items={[
          { label: 'Current supply', hint: 'Upper bound; burnt fees are not subtracted', value: <InlineValue query={supply} what="supply">{(value) => <Amount value={value} />}</InlineValue> },
          { label: 'Total stake', value: <InlineValue query={stake} what="total stake">{(value) => <Amount value={value} />}</InlineValue> },
          { label: 'Staking asset', value: <InlineValue query={asset} what="staking asset">{(id) => <Id value={id} />}</InlineValue> },
          {
            label: 'Minimum validator stake',
            value: <InlineValue query={minStake} what="minimum stake">{(value) => <Amount value={value.minValidatorStake} />}</InlineValue>,
          },
          {
            label: 'Minimum delegator stake',
            value: <InlineValue query={minStake} what="minimum stake">{(value) => <Amount value={value.minDelegatorStake} />}</InlineValue>,
          },
          { label: 'Validators', value: <InlineValue query={validators} what="validator count">{(value) => (
                  <TextLink to={paths.validators(ref)} underline="hover" className="font-mono">
                    {groupDigits(value.count)}
                  </TextLink>
                )}</InlineValue> },
          {
            label: 'Validators’ own stake',
            hint: 'The current validators’ own stake; total stake adds what is delegated to them.',
            value: <InlineValue query={validators} what="validator weight">{(value) => <Amount value={value.totalWeight} />}</InlineValue>,
          },
        ]}
      />
    </Card>
  );
}
