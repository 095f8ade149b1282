import { plural, t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { formatInteger } from '../../lib/amount';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { useSubnetStake } from '../../queries/subnets';
import { useCurrentValidators } from '../../queries/validators';
import { ErrorPanel } from '../status/ErrorPanel';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { TextLink } from '../ui/TextLink';
import { useLocale } from '../ui/use-locale';
import { Weight } from '../ui/Weight';
import { InactiveWeight } from '../validators/InactiveWeight';
import { toValidatorRows, type ValidatorRow } from '../validators/validator-rows';
import { l1SetTotals, type L1SetTotals } from './l1-set-totals';
import { L1SetOverview } from './L1SetOverview';
import { PermissionedSetOverview } from './PermissionedSetOverview';

const NO_ROWS: ValidatorRow[] = [];

/** "3 validators", and on an L1 how many of them are active and inactive. */
function validatorCountText(count: number, totals: L1SetTotals | undefined, locale: string): string {
  if (!totals) return plural(count, { one: '# validators', other: '# validators' });
  const active = formatInteger(totals.active, locale);
  const inactive = formatInteger(totals.inactive, locale);
  return plural(count, { one: `# validators (${active} active, ${inactive} inactive)`, other: `# validators (${active} active, ${inactive} inactive)` });
}

/**
 * A subnet's current validators and stake: counts and totals, then an L1's or a permissioned subnet's
 * validators one by one (an elastic subnet's staking table stays on the validators page).
 */
export function SubnetValidators({ subnetId }: { subnetId: string }) {
  const { ref } = useNetwork();
  const locale = useLocale();
  const validators = useCurrentValidators(subnetId);
  const stake = useSubnetStake(subnetId);
  const rows = useMemo(() => (validators.data ? toValidatorRows(validators.data) : NO_ROWS), [validators.data]);
  const l1Rows = useMemo(() => rows.filter((row) => row.kind === 'l1'), [rows]);
  const permissionedRows = useMemo(() => rows.filter((row) => row.kind === 'permissioned'), [rows]);
  const totals = useMemo(() => l1SetTotals(l1Rows), [l1Rows]);
  return (
    <Card title={t`Validators and stake`}>
      {stake.isError && <ErrorPanel what={t`Subnet stake`} error={stake.error} onRetry={() => void stake.refetch()} />}
      <KeyValueList
        items={[
          {
            label: t`Current validators`,
            value: validators.data ? (
              <TextLink to={paths.validators(ref, { subnet: subnetId })}>
                {validatorCountText(validators.data.length, l1Rows.length > 0 ? totals : undefined, locale)}
              </TextLink>
            ) : validators.isError ? (
              t`could not be loaded`
            ) : (
              '…'
            ),
          },
          {
            label: t`Total weight`,
            hint: t`platform.getTotalStake: every current validator’s weight, inactive L1 validators’ included`,
            value: stake.data ? <Weight value={stake.data.totalWeight} /> : '…',
          },
          // Inactive L1 validators (balance 0) are in the set's total weight: named, as their weight cannot sign.
          totals.inactive > 0 && {
            label: t`Inactive validators`,
            hint: t`L1 validators without a balance (from getCurrentValidators): their weight stays in the set but cannot sign`,
            value: <InactiveWeight count={totals.inactive} weight={totals.inactiveWeight} total={totals.totalWeight} />,
          },
          stake.data?.supply != null && { label: t`Current supply`, value: <Amount value={stake.data.supply} /> },
          stake.data?.minStake && { label: t`Minimum validator stake`, value: <Amount value={stake.data.minStake.minValidatorStake} /> },
          stake.data?.minStake && { label: t`Minimum delegator stake`, value: <Amount value={stake.data.minStake.minDelegatorStake} /> },
          stake.data && !stake.data.minStake && {
            label: t`Staking`,
            value: <span className="text-muted">{t`not a staking subnet: no supply or minimum stake of its own`}</span>,
          },
        ]}
      />
      {l1Rows.length > 0 && <L1SetOverview rows={l1Rows} totals={totals} />}
      {permissionedRows.length > 0 && <PermissionedSetOverview rows={permissionedRows} />}
    </Card>
  );
}
