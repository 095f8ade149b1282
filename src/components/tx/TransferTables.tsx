import type { JsonObject } from '../../rpc/json';
import { Badge } from '../ui/Badge';
import type { Column } from '../ui/DataTable';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { bigintOf, isJsonObject, stringsOf } from './json-access';
import { Owners } from './Owners';
import { AMOUNT_COLUMN, INDEX_COLUMN, spentOutputColumn } from './transfer-columns';
import { TransferTable } from './TransferTable';

/** A TransferableOutput, with a stake-locked output unwrapped. */
interface OutputRow {
  index: number;
  assetID: string;
  amount: bigint;
  owners: JsonObject;
  stakeLockedUntil?: bigint;
}

function outputRow(item: JsonObject, index: number): OutputRow {
  const output = isJsonObject(item.output) ? item.output : {};
  const inner = isJsonObject(output.output) ? output.output : output;
  const stakeLockedUntil = isJsonObject(output.output) ? bigintOf(output.locktime) : undefined;
  return {
    index,
    assetID: String(item.assetID ?? ''),
    amount: bigintOf(inner.amount) ?? 0n,
    owners: inner,
    ...(stakeLockedUntil !== undefined ? { stakeLockedUntil } : {}),
  };
}

const OUTPUT_COLUMNS: Column<OutputRow>[] = [
  INDEX_COLUMN,
  AMOUNT_COLUMN,
  { id: 'owners', header: 'Owners', value: (row) => stringsOf(row.owners.addresses).join(' '), cell: (row) => <Owners owners={row.owners} /> },
  {
    id: 'stakeLockedUntil',
    header: 'Stake-locked until',
    value: (row) => row.stakeLockedUntil,
    cell: (row) => (row.stakeLockedUntil !== undefined ? <Time value={row.stakeLockedUntil} mode="absolute" /> : '—'),
  },
  { id: 'assetID', header: 'Asset', value: (row) => row.assetID, cell: (row) => <Id value={row.assetID} /> },
];

export interface OutputsTableProps {
  caption: string;
  outputs: readonly JsonObject[];
}

/** TransferableOutputs (outputs, stake, exported outputs). */
export function OutputsTable({ caption, outputs }: OutputsTableProps) {
  return <TransferTable caption={caption} columns={OUTPUT_COLUMNS} rows={outputs.map(outputRow)} />;
}

interface InputRow {
  index: number;
  txId: string;
  outputIndex: bigint;
  assetID: string;
  amount: bigint;
  signatureIndices: string;
  stakeLockedUntil?: bigint;
}

function inputRow(item: JsonObject, index: number): InputRow {
  const input = isJsonObject(item.input) ? item.input : {};
  const inner = isJsonObject(input.input) ? input.input : input;
  const stakeLockedUntil = isJsonObject(input.input) ? bigintOf(input.locktime) : undefined;
  const indices = Array.isArray(inner.signatureIndices) ? inner.signatureIndices.map(String).join(', ') : '';
  return {
    index,
    txId: String(item.txID ?? ''),
    outputIndex: bigintOf(item.outputIndex) ?? 0n,
    assetID: String(item.assetID ?? ''),
    amount: bigintOf(inner.amount) ?? 0n,
    signatureIndices: indices,
    ...(stakeLockedUntil !== undefined ? { stakeLockedUntil } : {}),
  };
}

const INPUT_COLUMNS: Column<InputRow>[] = [
  INDEX_COLUMN,
  AMOUNT_COLUMN,
  spentOutputColumn(true),
  {
    id: 'stakeLockedUntil',
    header: 'Stake-locked until',
    value: (row) => row.stakeLockedUntil,
    cell: (row) => (row.stakeLockedUntil !== undefined ? <Badge tone="warning"><Time value={row.stakeLockedUntil} mode="absolute" /></Badge> : '—'),
  },
  { id: 'signatureIndices', header: 'Signature indices', value: (row) => row.signatureIndices, cell: (row) => <span className="font-mono">{row.signatureIndices}</span> },
  { id: 'assetID', header: 'Asset', value: (row) => row.assetID, cell: (row) => <Id value={row.assetID} /> },
];

export interface InputsTableProps {
  caption: string;
  inputs: readonly JsonObject[];
}

/** TransferableInputs (inputs, imported inputs). Atomic inputs spend UTXOs of another chain, so their tx links may not resolve here. */
export function InputsTable({ caption, inputs }: InputsTableProps) {
  return <TransferTable caption={caption} columns={INPUT_COLUMNS} rows={inputs.map(inputRow)} />;
}
