import { useMemo } from 'react';
import { plural, t } from '@lingui/core/macro';
import { splitReward } from '../../lib/reward';
import { feePercentToShares } from '../../lib/staking';
import { useDelegationScan, validationsOwnedBy, type FoundDelegation } from '../../queries/address';
import { useCurrentValidators } from '../../queries/validators';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import { QueryView } from '../status/QueryView';
import { BlockSkeleton } from '../status/CardSkeleton';
import { Amount } from '../ui/Amount';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { formatRatioPercent } from '../../lib/percent';
import { AbsoluteTime } from '../ui/Time';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';

const VALIDATION_COLUMNS: Column<CurrentValidator>[] = [
  { id: 'nodeID', get header() { return t`Validator`; }, cell: (row) => <Id value={row.nodeID} kind="validator" />, value: (row) => row.nodeID },
  { id: 'txID', get header() { return t`Tx`; }, cell: (row) => (row.txID ? <Id value={row.txID} kind="tx" /> : '–'), value: (row) => row.txID },
  { id: 'stake', get header() { return t`Stake`; }, cell: (row) => <Amount value={row.weight} />, value: (row) => row.weight, align: 'right' },
  { id: 'end', get header() { return t`End`; }, cell: (row) => (row.endTime === undefined ? '–' : <AbsoluteTime value={row.endTime} />), value: (row) => row.endTime },
  {
    id: 'reward',
    get header() { return t`Potential reward`; },
    cell: (row) => (row.potentialReward === undefined ? '–' : <Amount value={row.potentialReward} />),
    value: (row) => row.potentialReward,
    align: 'right',
  },
];

const netReward = (row: FoundDelegation) =>
  row.potentialReward === undefined || row.delegationFee === undefined ? undefined : splitReward(row.potentialReward, feePercentToShares(row.delegationFee))[1];

const DELEGATION_COLUMNS: Column<FoundDelegation>[] = [
  { id: 'nodeID', get header() { return t`Validator`; }, cell: (row) => <Id value={row.nodeID} kind="validator" />, value: (row) => row.nodeID },
  { id: 'txID', get header() { return t`Tx`; }, cell: (row) => <Id value={row.txID} kind="tx" />, value: (row) => row.txID },
  { id: 'stake', get header() { return t`Stake`; }, cell: (row) => <Amount value={row.weight} />, value: (row) => row.weight, align: 'right' },
  { id: 'end', get header() { return t`End`; }, cell: (row) => <AbsoluteTime value={row.endTime} />, value: (row) => row.endTime },
  {
    id: 'reward',
    get header() { return t`Reward after fee`; },
    cell: (row) => {
      const value = netReward(row);
      return value === undefined ? '–' : <Amount value={value} />;
    },
    value: netReward,
    align: 'right',
  },
];

/** Current validations and delegations whose reward goes to this address. */
export function AddressStaking({ address }: { address: string }) {
  const validators = useCurrentValidators();
  return (
    <Card title={t`Staking`}>
      <QueryView query={validators} what={t`Current validators`} skeleton={<StakingSkeleton />}>
        {(data) => <StakingSections address={address} validators={data} />}
      </QueryView>
    </Card>
  );
}

function StakingSections({ address, validators }: { address: string; validators: readonly CurrentValidator[] }) {
  const validations = useMemo(() => validationsOwnedBy(validators, address), [validators, address]);
  const { scan, start, stop } = useDelegationScan(address, validators);
  const locale = useLocale();
  const percent = scan.total === 0 ? formatRatioPercent(1n, 1n, { digits: 0, locale }) : formatRatioPercent(BigInt(scan.checked), BigInt(scan.total), { digits: 0, locale });
  const validationCount = formatInteger(validations.length, locale);
  const checked = formatInteger(scan.checked, locale);
  const total = formatInteger(scan.total, locale);
  const failedCount = formatInteger(scan.failed, locale);
  const failed = t`${failedCount} failed`;
  const found = plural(scan.found.length, { one: '# delegation found', other: '# delegations found' });
  const progress =
    scan.status === 'running'
      ? t`Checked ${checked} of ${total} validators (${percent})`
      : scan.status === 'stopped'
        ? t`Stopped after ${checked} of ${total} validators (${percent})`
        : t`Done: ${checked} of ${total} validators (${percent})`;
  return (
    <div className="space-y-4">
      <section aria-label={t`Validations`}>
        <h3 className="mb-1 font-medium">{t`Validations (${validationCount})`}</h3>
        <DataTable caption={t`Validations rewarding this address`} hideCaption columns={VALIDATION_COLUMNS} rows={validations} rowKey={(row) => row.txID ?? row.nodeID} exportName={`validations-${address}`} emptyText={t`No current validation rewards this address.`} />
      </section>
      <section aria-label={t`Delegations`}>
        <h3 className="mb-1 font-medium">{t`Delegations`}</h3>
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          {t`The node lists delegators one validator at a time, so finding this address's delegations asks every validator that has delegators.`}
        </p>
        <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
          {scan.status === 'running' ? (
            <Button variant="secondary" onClick={stop}>
              {t`Stop`}
            </Button>
          ) : (
            <Button variant="secondary" onClick={start}>
              {scan.status === 'idle' ? t`Find delegations` : t`Scan again`}
            </Button>
          )}
          {scan.status !== 'idle' && (
            <>
              <progress aria-label={t`Delegation scan progress`} max={scan.total} value={scan.checked} className="w-48" />
              <span role="status" aria-label={t`Delegation scan status`}>
                {progress}
                {scan.failed > 0 && `, ${failed}`}; {found}
              </span>
            </>
          )}
        </div>
        {scan.status !== 'idle' && (
          <DataTable
            caption={t`Delegations rewarding this address`}
            hideCaption
            columns={DELEGATION_COLUMNS}
            rows={scan.found}
            rowKey={(row) => row.txID}
            exportName={`delegations-${address}`}
            emptyText={scan.status === 'running' ? t`None found yet.` : t`No current delegation rewards this address.`}
          />
        )}
      </section>
    </div>
  );
}

/**
 * The two sections while the validators load: a heading and an empty table for the validations; a
 * heading, the explanation and the scan button for the delegations.
 */
function StakingSkeleton() {
  return (
    <div role="status" aria-label={t`Loading current validators`} className="space-y-4">
      <div>
        <div className="mb-1 flex h-6 items-center">
          <BlockSkeleton className="h-4 w-36" />
        </div>
        <BlockSkeleton className="h-26" />
      </div>
      <div>
        <div className="mb-1 flex h-6 items-center">
          <BlockSkeleton className="h-4 w-28" />
        </div>
        <div className="mb-2 flex h-5 items-center">
          <BlockSkeleton className="h-4 w-full" />
        </div>
        <BlockSkeleton className="h-7.5 w-36" />
      </div>
    </div>
  );
}
