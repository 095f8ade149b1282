import { t } from '@lingui/core/macro';
import { memo, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MalformedIdNotice, NOT_A_CB58_ID } from '../../components/status/MalformedIdNotice';
import { QueryView } from '../../components/status/QueryView';
import { preloadVirtualRows } from '../../components/ui/DataTable';
import { TextLink } from '../../components/ui/TextLink';
import { useShallowSearchParams } from '../../components/ui/use-shallow-search-params';
import { Id } from '../../components/ui/Id';
import { usePageTitle } from '../../components/ui/use-page-title';
import { ELASTIC_STAKING_COLUMNS, L1_COLUMN_TIERS, l1Columns, PERMISSIONED_COLUMNS, STAKING_COLUMN_TIERS, STAKING_COLUMNS } from '../../components/validators/validator-columns';
import { toValidatorRows, type ValidatorRow } from '../../components/validators/validator-rows';
import { ValidatorSetSkeleton } from '../../components/validators/ValidatorSetSkeleton';
import { ValidatorSetSummary } from '../../components/validators/ValidatorSetSummary';
import { ValidatorTable } from '../../components/validators/ValidatorTable';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { isCb58Id } from '../../lib/id-kind';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { warmOffThreadReader } from '../../rpc/off-thread-reader';
import { paths } from '../../lib/paths';
import { UPTIME_OBSERVERS_TEXT } from '../../lib/uptime-observers-text';
import { minStakeDurationSeconds } from '../../lib/staking';
import { subnetCountText } from '../../lib/subnet-count';
import { useNetwork } from '../../network/network-context';
import { useSubnets } from '../../queries/subnets';
import { useCurrentValidators, useValidatorFeeState } from '../../queries/validators';
import { Slotted } from '../../components/ui/Slotted';

/** The search parameter that picks a subnet's set, named in the notice about a malformed one. */
const SUBNET_PARAM = '?subnet=';

/** `/:net/validators[?subnet=]`: the current validator set of the Primary Network or of a subnet. */
export function Component() {
  const [params] = useSearchParams();
  const subnet = params.get('subnet') || PRIMARY_NETWORK_ID;
  const primary = subnet === PRIMARY_NETWORK_ID;
  usePageTitle(primary ? t`Validators` : t`Validators of ${subnet}`);
  if (!isCb58Id(subnet)) {
    return (
      <MalformedIdNotice heading={t`Validators of subnet ${subnet}`} title={t`This is not a subnet ID`} value={subnet} reason={NOT_A_CB58_ID}>
        <p className="mt-2">
          <Slotted text={t`Remove ${SUBNET_PARAM} to see the Primary Network.`} slot={SUBNET_PARAM}>
            <code>{SUBNET_PARAM}</code>
          </Slotted>
        </p>
      </MalformedIdNotice>
    );
  }
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{PAGE_HEADINGS.validators(subnet)}</h1>
        <SubnetPicker subnet={subnet} />
      </header>
      {!primary && (
        <p className="text-sm">
          {t`Subnet`} <Id value={subnet} kind="subnet" full />
        </p>
      )}
      {primary && <UptimeLink />}
      <ValidatorSet subnet={subnet} />
    </div>
  );
}

function UptimeLink() {
  const { ref } = useNetwork();
  return (
    <p className="text-sm">
      <TextLink to={paths.validatorUptime(ref)}>
        {UPTIME_OBSERVERS_TEXT.linkFromValidators}
      </TextLink>
    </p>
  );
}

function SubnetPicker({ subnet }: { subnet: string }) {
  const { ref } = useNetwork();
  const subnets = useSubnets();
  return (
    <nav aria-label={t`Validator sets`} className="flex flex-wrap items-center gap-2 text-sm">
      {subnet !== PRIMARY_NETWORK_ID && (
        <TextLink to={paths.validators(ref)} underline="hover">
          {t`Primary Network`}
        </TextLink>
      )}
      <TextLink to={paths.subnets(ref)} underline="hover">
        {subnets.data ? subnetCountText(subnets.data.length) : t`All subnets`}
      </TextLink>
    </nav>
  );
}

/** The L1 and permissioned tables are narrow enough to show every column until the user picks. */
const ALL_SHOWN = {};

/** Memoised: the table keeps its sort and filters in the URL, and a change of them must not redo the set. */
const ValidatorSet = memo(function ValidatorSet({ subnet }: { subnet: string }) {
  // The route's loader has asked for the set already (src/app/prefetch.ts): this finds it in flight.
  const validators = useCurrentValidators(subnet);
  // Validator sets are large: the virtualiser loads, and the Worker that reads the answer starts, while the set is fetched, not after.
  useEffect(() => {
    void preloadVirtualRows();
    warmOffThreadReader();
  }, []);
  return (
    <QueryView query={validators} what={t`Validator set`} skeleton={<ValidatorSetSkeleton />}>
      {(data) => <ValidatorSetView subnet={subnet} rows={data} />}
    </QueryView>
  );
});

function ValidatorSetView({ subnet, rows: validators }: { subnet: string; rows: Parameters<typeof toValidatorRows>[0] }) {
  const rows = useMemo(() => toValidatorRows(validators), [validators]);
  const groups = useMemo(() => {
    const byKind: Record<ValidatorRow['kind'], ValidatorRow[]> = { staking: [], permissioned: [], l1: [] };
    for (const row of rows) byKind[row.kind].push(row);
    return byKind;
  }, [rows]);
  const hasL1 = groups.l1.length > 0;
  const feeState = useValidatorFeeState();
  const price = hasL1 ? feeState.data?.price : undefined;
  const l1 = useMemo(() => l1Columns(price), [price]);
  const primary = subnet === PRIMARY_NETWORK_ID;
  const stem = primary ? 'validators' : `validators-${subnet.slice(0, 8)}`;
  const minDelegationSeconds = minStakeDurationSeconds(useNetwork().settings.networkId);
  // Sort and filters change often: kept in the URL without a router navigation (see the hook).
  const [search, setSearch] = useShallowSearchParams();
  const shared = { minDelegationSeconds, primary, search, setSearch };
  return (
    <div className="space-y-4">
      <ValidatorSetSummary rows={rows} weightIsStake={primary} />
      {(groups.staking.length > 0 || primary) && (
        <ValidatorTable
          title={primary ? t`Validators` : t`Staking validators`}
          kind="staking"
          rows={groups.staking}
          columns={primary ? STAKING_COLUMNS : ELASTIC_STAKING_COLUMNS}
          columnTiers={STAKING_COLUMN_TIERS}
          columnsParam="cols"
          exportName={stem}
          {...shared}
        />
      )}
      {hasL1 && <ValidatorTable title={t`L1 validators`} kind="l1" rows={groups.l1} columns={l1} columnTiers={L1_COLUMN_TIERS} columnsParam="l1cols" exportName={`${stem}-l1`} {...shared} />}
      {groups.permissioned.length > 0 && (
        <ValidatorTable
          title={t`Permissioned validators`}
          kind="permissioned"
          rows={groups.permissioned}
          columns={PERMISSIONED_COLUMNS}
          columnTiers={ALL_SHOWN}
          columnsParam="pcols"
          exportName={`${stem}-permissioned`}
          {...shared}
        />
      )}
      {rows.length === 0 && !primary && <p className="text-sm text-muted">{t`This subnet has no current validators.`}</p>}
    </div>
  );
}
