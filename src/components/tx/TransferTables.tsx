import { t } from '@lingui/core/macro';
import { bigintOf, isRecord as isJsonObject, type JsonObject } from '../../lib/json-value';
import { Badge } from '../ui/Badge';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { stringsOf } from './json-access';
import { Owners } from './Owners';
import { AMOUNT_COLUMN, INDEX_COLUMN, spentOutputColumn } from './transfer-columns';
import { TransferTable } from './TransferTable';

/** What TransferableInputs and TransferableOutputs share, with a stake-locked wrapper taken off. */
interface TransferableRow {
  index: number;
  assetID: string;
  amount: bigint;
  stakeLockedUntil?: bigint;
}

/** `field` holds the input or output, or a stake-locked `{locktime, [field]}` around it. */
function transferable(item: JsonObject, field: 'input' | 'output', index: number): { row: TransferableRow; inner: JsonObject } {
  const value = item[field];
  const wrapper = isJsonObject(value) ? value : {};
  const locked = wrapper[field];
  const inner = isJsonObject(locked) ? locked : wrapper;
  const stakeLockedUntil = isJsonObject(locked) ? bigintOf(wrapper.locktime) : undefined;
  const row = { index, assetID: String(item.assetID ?? ''), amount: bigintOf(inner.amount) ?? 0n };
  return { row: stakeLockedUntil !== undefined ? { ...row, stakeLockedUntil } : row, inner };
}

interface OutputRow extends TransferableRow {
  owners: JsonObject;
}

function outputRow(item: JsonObject, index: number): OutputRow {
  const { row, inner } = transferable(item, 'output', index);
  return { ...row, owners: inner };
}

const OUTPUT_COLUMNS: Column<OutputRow>[] = [
  INDEX_COLUMN,
  AMOUNT_COLUMN,
  { id: 'owners', get header() { return t`Owners`; }, value: (row) => stringsOf(row.owners.addresses).join(' '), cell: (row) => <Owners owners={row.owners} short /> },
  {
    id: 'stakeLockedUntil',
    get header() { return t`Stake-locked until`; },
    value: (row) => row.stakeLockedUntil,
    cell: (row) => (row.stakeLockedUntil !== undefined ? <Time value={row.stakeLockedUntil} mode="absolute" /> : '—'),
  },
  { id: 'assetID', get header() { return t`Asset`; }, value: (row) => row.assetID, cell: (row) => <Id value={row.assetID} /> },
];

export interface OutputsTableProps {
  caption: string;
  outputs: readonly JsonObject[];
}

/** TransferableOutputs (outputs, stake, exported outputs). */
export function OutputsTable({ caption, outputs }: OutputsTableProps) {
  return <TransferTable caption={caption} columns={OUTPUT_COLUMNS} rows={outputs.map(outputRow)} />;
}

interface InputRow extends TransferableRow {
  txId: string;
  outputIndex: bigint;
  signatureIndices: string;
}

function inputRow(item: JsonObject, index: number): InputRow {
  const { row, inner } = transferable(item, 'input', index);
  return {
    ...row,
    txId: String(item.txID ?? ''),
    outputIndex: bigintOf(item.outputIndex) ?? 0n,
    signatureIndices: Array.isArray(inner.signatureIndices) ? inner.signatureIndices.map(String).join(', ') : '',
  };
}

const INPUT_COLUMNS: Column<InputRow>[] = [
  INDEX_COLUMN,
  AMOUNT_COLUMN,
  spentOutputColumn(true),
  {
    id: 'stakeLockedUntil',
    get header() { return t`Stake-locked until`; },
    value: (row) => row.stakeLockedUntil,
    cell: (row) => (row.stakeLockedUntil !== undefined ? <Badge tone="warning"><Time value={row.stakeLockedUntil} mode="absolute" /></Badge> : '—'),
  },
  { id: 'signatureIndices', get header() { return t`Signature indices`; }, value: (row) => row.signatureIndices, cell: (row) => <span className="font-mono">{row.signatureIndices}</span> },
  { id: 'assetID', get header() { return t`Asset`; }, value: (row) => row.assetID, cell: (row) => <Id value={row.assetID} /> },
];

export interface InputsTableProps {
  caption: string;
  inputs: readonly JsonObject[];
}

/** TransferableInputs (inputs, imported inputs). Atomic inputs spend UTXOs of another chain, so their tx links may not resolve here. */
export function InputsTable({ caption, inputs }: InputsTableProps) {
  return <TransferTable caption={caption} columns={INPUT_COLUMNS} rows={inputs.map(inputRow)} />;
}
