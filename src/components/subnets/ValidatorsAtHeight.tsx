import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useValidatorsAt } from '../../queries/subnets';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { DataTable, type Column } from '../ui/DataTable';
import { Id } from '../ui/Id';
import { diffValidatorSets, parseHeight, totalWeight, type ValidatorSetChange, type ValidatorSetMap } from './validator-set-diff';

const AT_PARAM = 'at';
const VS_PARAM = 'vs';
const FIELD = 'w-32 rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950';

interface SetRow {
  nodeID: string;
  weight: bigint;
  publicKey: string | null;
}

const SET_COLUMNS: Column<SetRow>[] = [
  { id: 'nodeID', header: 'Node ID', cell: (row) => <Id value={row.nodeID} kind="validator" />, value: (row) => row.nodeID },
  { id: 'weight', header: 'Weight', cell: (row) => <span className="font-mono">{row.weight.toString()}</span>, value: (row) => row.weight, align: 'right' },
  {
    id: 'publicKey',
    header: 'BLS public key',
    cell: (row) => (row.publicKey ? <Id value={row.publicKey} /> : <span className="text-muted">none</span>),
    value: (row) => row.publicKey ?? '',
  },
];

const CHANGE_TONE = { added: 'success', removed: 'danger', weight: 'warning' } as const;
const DIFF_COLUMNS: Column<ValidatorSetChange>[] = [
  { id: 'nodeID', header: 'Node ID', cell: (row) => <Id value={row.nodeID} kind="validator" />, value: (row) => row.nodeID },
  { id: 'change', header: 'Change', cell: (row) => <Badge tone={CHANGE_TONE[row.change]}>{row.change}</Badge>, value: (row) => row.change },
  { id: 'before', header: 'Weight before', cell: (row) => row.before?.toString() ?? '–', value: (row) => row.before, align: 'right' },
  { id: 'after', header: 'Weight after', cell: (row) => row.after?.toString() ?? '–', value: (row) => row.after, align: 'right' },
];

function toRows(set: ValidatorSetMap): SetRow[] {
  return Object.entries(set).map(([nodeID, entry]) => ({ nodeID, weight: entry.weight, publicKey: entry.publicKey }));
}

const heightLabel = (height: bigint | 'proposed') => (height === 'proposed' ? 'the proposed height' : `height ${height}`);

/** The validator set at a chosen P-Chain height (`?at=`), and what changed against another height (`?vs=`). */
export function ValidatorsAtHeight({ subnetID }: { subnetID: string }) {
  const [params, setParams] = useSearchParams();
  const at = parseHeight(params.get(AT_PARAM)) ?? 'proposed';
  const vs = parseHeight(params.get(VS_PARAM));
  const [atText, setAtText] = useState(params.get(AT_PARAM) ?? 'proposed');
  const [vsText, setVsText] = useState(params.get(VS_PARAM) ?? '');
  const base = useValidatorsAt(subnetID, at);
  const other = useValidatorsAt(subnetID, vs ?? undefined);
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
    <Card title="Validators at a height">
      <form
        className="mb-3 flex flex-wrap items-end gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid(atText) && !invalid(vsText)) apply();
        }}
      >
        <label className="flex items-center gap-1">
          Height
          <input className={FIELD} value={atText} onChange={(event) => setAtText(event.target.value)} aria-invalid={invalid(atText)} />
        </label>
        <label className="flex items-center gap-1">
          Compare with
          <input className={FIELD} value={vsText} placeholder="another height" onChange={(event) => setVsText(event.target.value)} aria-invalid={invalid(vsText)} />
        </label>
        <Button type="submit" variant="primary" size="lg">
          Show
        </Button>
        {(invalid(atText) || invalid(vsText)) && <span role="alert" className="text-red-700 dark:text-red-400">A height is a whole number or “proposed”.</span>}
      </form>
      <QueryView query={base} what={`Validator set at ${heightLabel(at)}`} skeleton={<Skeleton lines={6} label="Loading the validator set" />}>
        {(set) => (
          <div className="space-y-4">
            <p className="text-sm">
              {Object.keys(set).length} validators at {heightLabel(at)}, total weight <span className="font-mono">{totalWeight(set).toString()}</span>.
            </p>
            <DataTable caption={`Validators at ${heightLabel(at)}`} columns={SET_COLUMNS} rows={toRows(set)} rowKey={(row) => row.nodeID} exportName="validators-at-height" />
            {vs !== null && (
              <QueryView query={other} what={`Validator set at ${heightLabel(vs)}`}>
                {(otherSet) => {
                  const changes = diffValidatorSets(set, otherSet);
                  return (
                    <DataTable
                      caption={`Changes from ${heightLabel(at)} to ${heightLabel(vs)}`}
                      columns={DIFF_COLUMNS}
                      rows={changes}
                      rowKey={(row) => row.nodeID}
                      exportName="validator-set-diff"
                      emptyText="The two sets are the same."
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
