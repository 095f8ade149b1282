import { t } from '@lingui/core/macro';
import { DataTable } from '../ui/DataTable';
import { STAKING_TABLE_LAYOUT } from '../validators/staking-table';
import { PERMISSIONED_OVERVIEW_COLUMNS } from '../validators/validator-columns';
import type { ValidatorRow } from '../validators/validator-rows';

// Who leaves first is what the owners must act on: the table opens sorted by end time.
const BY_END = { column: 'end', direction: 'asc' } as const;

/** A permissioned subnet's current validators: weight, uptime and end, each linked to its validator page. */
export function PermissionedSetOverview({ rows }: { rows: readonly ValidatorRow[] }) {
  return (
    <div className="mt-4">
      <DataTable
        {...STAKING_TABLE_LAYOUT}
        hideCaption={false}
        caption={t`Permissioned validators`}
        columns={PERMISSIONED_OVERVIEW_COLUMNS}
        rows={rows}
        rowKey={(row) => row.txID ?? row.nodeID}
        defaultSort={BY_END}
        exportName="permissioned-validators"
      />
    </div>
  );
}
