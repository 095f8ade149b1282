import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useValidatorsAt } from '../../queries/subnets';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { InactiveWeight } from '../validators/InactiveWeight';
import { Weight } from '../ui/Weight';
import { EMPTY_NODE_ID } from '../../lib/id-constants';
import { useCurrentValidators } from '../../queries/validators';
import { diffValidatorSets, parseHeight, type ValidatorSetChange } from './validator-set-diff';
import { validatorSetView, type SetRow, type ValidatorSetView } from './validator-set-rows';

const AT_PARAM = 'at';
const VS_PARAM = 'vs';
const FIELD = 'w-32 rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950';

const inactiveMeaning = () => t`The weight of the L1’s inactive validators (no balance), summed under the empty node ID: it counts in the set’s total and in Warp quorums, but cannot sign`;

/** The empty node ID is not a validator: it holds the inactive validators' weight. */
function NodeCell({ nodeID }: { nodeID: string }) {
  if (nodeID !== EMPTY_NODE_ID) return <Id value={nodeID} kind="validator" />;
  return (
    <span title={inactiveMeaning()}>
      {t`Inactive validators`} <Id value={nodeID} />
    </span>
  );
}

function KeyCell({ row, currentPending }: { row: SetRow; currentPending: boolean }) {
  if (row.inactive) return <span className="text-muted">{t`none: inactive validators cannot sign`}</span>;
  const { key } = row;
  if (key.source === 'validatorsAt') return key.key ? <Id value={key.key} /> : <span className="text-muted">{t`none`}</span>;
  if (key.source === 'currentValidators') {
    return (
      <span className="inline-flex items-center gap-1" title={t`getValidatorsAt gives no keys; this is the node’s key now, from getCurrentValidators`}>
        <Id value={key.key} /> <span className="text-muted">{t`(current)`}</span>
      </span>
    );
  }
  return <span className="text-muted">{currentPending ? '…' : t`not given by getValidatorsAt`}</span>;
}

const keyExport = (row: SetRow): string => {
  if (row.key.source === 'notGiven') return '';
  return row.key.key ?? t`none`;
};

function setColumns(currentPending: boolean): Column<SetRow>[] {
  return [
    { id: 'nodeID', header: t`Node ID`, cell: (row) => <NodeCell nodeID={row.nodeID} />, value: (row) => row.nodeID },
    { id: 'weight', header: t`Weight`, cell: (row) => <Weight value={row.weight} />, value: (row) => row.weight, align: 'right' },
    { id: 'publicKey', header: t`BLS public key`, cell: (row) => <KeyCell row={row} currentPending={currentPending} />, value: keyExport },
  ];
}

const CHANGE_TONE = { added: 'success', removed: 'danger', weight: 'warning' } as const;
const optionalWeight = (weight: bigint | undefined) => (weight === undefined ? '–' : <Weight value={weight} />);
const CHANGE_TEXT: Record<ValidatorSetChange['change'], string> = {
  get added() { return t`added`; },
  get removed() { return t`removed`; },
  get weight() { return t`weight`; },
};
function diffColumns(): Column<ValidatorSetChange>[] {
  return [
    { id: 'nodeID', header: t`Node ID`, cell: (row) => <NodeCell nodeID={row.nodeID} />, value: (row) => row.nodeID },
    { id: 'change', header: t`Change`, cell: (row) => <Badge tone={CHANGE_TONE[row.change]}>{CHANGE_TEXT[row.change]}</Badge>, value: (row) => CHANGE_TEXT[row.change] },
    { id: 'before', header: t`Weight before`, cell: (row) => optionalWeight(row.before), value: (row) => row.before, align: 'right' },
    { id: 'after', header: t`Weight after`, cell: (row) => optionalWeight(row.after), value: (row) => row.after, align: 'right' },
  ];
}

function heightLabel(height: bigint | 'proposed'): string {
  if (height === 'proposed') return t`the proposed height`;
  const shown = height.toString();
  return t`height ${shown}`;
}

/** The validator set at a chosen P-Chain height (`?at=`), and what changed against another height (`?vs=`). */
export function ValidatorsAtHeight({ subnetID }: { subnetID: string }) {
  const [params, setParams] = useSearchParams();
  const at = parseHeight(params.get(AT_PARAM)) ?? 'proposed';
  const vs = parseHeight(params.get(VS_PARAM));
  const [atText, setAtText] = useState(params.get(AT_PARAM) ?? 'proposed');
  const [vsText, setVsText] = useState(params.get(VS_PARAM) ?? '');
  const base = useValidatorsAt(subnetID, at);
  const other = useValidatorsAt(subnetID, vs ?? undefined);
  // getValidatorsAt may give no keys (the spec's shape): the current set fills them in, marked as current.
  const current = useCurrentValidators(subnetID);
  const invalid = (text: string) => text.trim() !== '' && parseHeight(text) === null;

  const apply = () => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const setOrDelete = (name: string, text: string) => (text.trim() === '' ? next.delete(name) : next.set(name, text.trim()));
        setOrDelete(AT_PARAM, atText);
        setOrDelete(VS_PARAM, vsText);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Card title={t`Validators at a height`}>
      <form
        className="mb-3 flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid(atText) && !invalid(vsText)) apply();
        }}
      >
        <label className="flex items-center gap-1">
          {t`Height`}
          <input className={FIELD} value={atText} onChange={(event) => setAtText(event.target.value)} aria-invalid={invalid(atText)} />
        </label>
        <label className="flex items-center gap-1">
          {t`Compare with`}
          <input className={FIELD} value={vsText} placeholder={t`another height`} onChange={(event) => setVsText(event.target.value)} aria-invalid={invalid(vsText)} />
        </label>
        <Button type="submit" variant="primary" size="lg">
          {t`Show`}
        </Button>
        {(invalid(atText) || invalid(vsText)) && <span role="alert" className="text-red-700 dark:text-red-400">{t`A height is a whole number or “proposed”.`}</span>}
      </form>
      <QueryView query={base} what={setAt(at)} skeleton={<Skeleton lines={6} label={t`Loading the validator set`} />}>
        {(set) => (
          <div className="space-y-4">
            <SetTable view={validatorSetView(set, current.data)} at={at} currentPending={current.isPending} />
            {vs !== null && (
              <QueryView query={other} what={setAt(vs)}>
                {(otherSet) => {
                  const changes = diffValidatorSets(set, otherSet);
                  const from = heightLabel(at);
                  const to = heightLabel(vs);
                  return (
                    <DataTable
                      caption={t`Changes from ${from} to ${to}`}
                      columns={diffColumns()}
                      rows={changes}
                      rowKey={(row) => row.nodeID}
                      exportName="validator-set-diff"
                      emptyText={t`The two sets are the same.`}
                    />
                  );
                }}
              </QueryView>
            )}
          </div>
        )}
      </QueryView>
    </Card>
  );
}

function setAt(height: bigint | 'proposed'): string {
  const label = heightLabel(height);
  return t`Validator set at ${label}`;
}

function SetTable({ view, at, currentPending }: { view: ValidatorSetView; at: bigint | 'proposed'; currentPending: boolean }) {
  const height = heightLabel(at);
  const count = view.activeCount;
  return (
    <>
      <div className="space-y-1 text-sm">
        <p>
          {plural(count, { one: `# validators at ${height}, total weight`, other: `# validators at ${height}, total weight` })} <Weight value={view.total} />.
        </p>
        {view.inactive && (
          <p title={inactiveMeaning()}>
            {t`Inactive validators:`} <InactiveWeight count={view.inactive.count} weight={view.inactive.weight} total={view.total} />.
          </p>
        )}
      </div>
      <DataTable caption={t`Validators at ${height}`} columns={setColumns(currentPending)} rows={view.rows} rowKey={(row) => row.nodeID} exportName="validators-at-height" />
    </>
  );
}
