import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useCurrentSupply, useMinStake, useStakingAsset, useTotalStake, useValidatorSummary } from '../../queries/dashboard';
import { useNetwork } from '../../network/network-context';
import { InlineValue } from '../status/InlineValue';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { TextLink } from '../ui/TextLink';
import { useLocale } from '../ui/use-locale';
import { CardLink } from './CardLink';

/** Supply, stake, staking parameters and the Primary Network validator set. */
export function StakingStats() {
  const { ref } = useNetwork();
  const locale = useLocale();
  const supply = useCurrentSupply();
  const stake = useTotalStake();
  const asset = useStakingAsset();
  const minStake = useMinStake();
  const validators = useValidatorSummary();
  return (
    <Card title={t`Staking`} actions={<CardLink to={paths.validators(ref)}>{t`Validators`}</CardLink>}>
      <KeyValueList
        items={[
          { label: t`Current supply`, hint: t`Upper bound; burnt fees are not subtracted`, value: <InlineValue query={supply} what={t`supply`}>{(value) => <Amount value={value} />}</InlineValue> },
          { label: t`Total stake`, value: <InlineValue query={stake} what={t`total stake`}>{(value) => <Amount value={value} />}</InlineValue> },
          { label: t`Staking asset`, value: <InlineValue query={asset} what={t`staking asset`}>{(id) => <Id value={id} />}</InlineValue> },
          {
            label: t`Minimum validator stake`,
            value: <InlineValue query={minStake} what={t`minimum stake`}>{(value) => <Amount value={value.minValidatorStake} />}</InlineValue>,
          },
          {
            label: t`Minimum delegator stake`,
            value: <InlineValue query={minStake} what={t`minimum stake`}>{(value) => <Amount value={value.minDelegatorStake} />}</InlineValue>,
          },
          { label: t`Validators`, value: <InlineValue query={validators} what={t`validator count`}>{(value) => (
                  <TextLink to={paths.validators(ref)} underline="hover" className="font-mono">
                    {formatInteger(value.count, locale)}
                  </TextLink>
                )}</InlineValue> },
          {
            label: t`Validators’ own stake`,
            hint: t`The current validators’ own stake; total stake adds what is delegated to them.`,
            value: <InlineValue query={validators} what={t`validator weight`}>{(value) => <Amount value={value.totalWeight} />}</InlineValue>,
          },
        ]}
      />
    </Card>
  );
}
