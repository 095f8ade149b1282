import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { bigintOf, isRecord as isJsonObject, type JsonObject } from '../../lib/json-value';
import { Amount } from '../ui/Amount';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { useLocale } from '../ui/use-locale';
import { conversionValidationId, l1NodeIdText } from '../../lib/codec/l1-validation-id';
import { L1ValidatorLink } from './L1ValidatorLink';
import { Owners } from './Owners';

interface Row {
  index: number;
  json: JsonObject;
  validationId?: string;
  txId?: string;
}

function WeightCell({ value }: { value: bigint }) {
  return <span className="font-mono tabular-nums">{formatInteger(value, useLocale())}</span>;
}

const COLUMNS: Column<Row>[] = [
  { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index },
  {
    id: 'validationID',
    get header() { return t`Validation ID`; },
    value: (row) => row.validationId,
    cell: (row) => (row.validationId ? <L1ValidatorLink validationId={row.validationId} txId={row.txId} /> : '—'),
  },
  { id: 'nodeID', get header() { return t`Node ID`; }, value: (row) => String(row.json.nodeID ?? ''), cell: (row) => <Id value={l1NodeIdText(String(row.json.nodeID ?? ''))} /> },
  {
    id: 'weight',
    get header() { return t`Weight`; },
    align: 'right',
    value: (row) => bigintOf(row.json.weight),
    cell: (row) => <WeightCell value={bigintOf(row.json.weight) ?? 0n} />,
  },
  { id: 'balance', get header() { return t`Balance`; }, align: 'right', value: (row) => bigintOf(row.json.balance), cell: (row) => <Amount value={bigintOf(row.json.balance) ?? 0n} /> },
  {
    id: 'publicKey',
    get header() { return t`BLS public key`; },
    value: (row) => (isJsonObject(row.json.signer) ? String(row.json.signer.publicKey ?? '') : ''),
    cell: (row) => (isJsonObject(row.json.signer) && typeof row.json.signer.publicKey === 'string' ? <Id value={row.json.signer.publicKey} /> : '—'),
  },
  {
    id: 'remainingBalanceOwner',
    get header() { return t`Remaining balance owner`; },
    cell: (row) => (isJsonObject(row.json.remainingBalanceOwner) ? <Owners owners={row.json.remainingBalanceOwner} short /> : '—'),
  },
  {
    id: 'deactivationOwner',
    get header() { return t`Deactivation owner`; },
    cell: (row) => (isJsonObject(row.json.deactivationOwner) ? <Owners owners={row.json.deactivationOwner} short /> : '—'),
  },
];

export interface L1ValidatorsTableProps {
  validators: readonly JsonObject[];
  /** The converted subnet; each initial validator's validation ID derives from it and the validator's index. */
  subnetId?: string;
  /** The conversion tx, which the validators' links name. */
  txId?: string;
}

function validationIdOf(subnetId: string | undefined, index: number): string | undefined {
  if (!subnetId) return undefined;
  try {
    return conversionValidationId(subnetId, index);
  } catch {
    return undefined;
  }
}

/** The initial L1 validators of a subnet-to-L1 conversion. */
export function L1ValidatorsTable({ validators, subnetId, txId }: L1ValidatorsTableProps) {
  return (
    <DataTable
      caption={t`Initial L1 validators`}
      hideCaption
      columns={COLUMNS}
      rows={validators.map((json, index) => {
        const validationId = validationIdOf(subnetId, index);
        return validationId ? { index, json, validationId, ...(txId === undefined ? {} : { txId }) } : { index, json };
      })}
      rowKey={(row) => String(row.index)}
      emptyText={t`No validators.`}
    />
  );
}
