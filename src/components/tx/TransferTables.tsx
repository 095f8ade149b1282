import type { JsonObject } from '../../rpc/json';
import { Amount } from '../ui/Amount';
import { Badge } from '../ui/Badge';
import { DataTable, type Column } from '../ui/DataTable';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { bigintOf, isJsonObject, stringsOf } from './json-access';
import { Owners } from './Owners';

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
  { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index },
  { id: 'amount', header: 'Amount', align: 'right', value: (row) => row.amount, cell: (row) => <Amount value={row.amount} /> },
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
  return <DataTable caption={caption} hideCaption columns={OUTPUT_COLUMNS} rows={outputs.map(outputRow)} rowKey={(row) => String(row.index)} emptyText="None." />;
}

interface InputRow {
  index: number;
  txID: string;
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
    txID: String(item.txID ?? ''),
    outputIndex: bigintOf(item.outputIndex) ?? 0n,
    assetID: String(item.assetID ?? ''),
    amount: bigintOf(inner.amount) ?? 0n,
    signatureIndices: indices,
    ...(stakeLockedUntil !== undefined ? { stakeLockedUntil } : {}),
  };
}

const INPUT_COLUMNS: Column<InputRow>[] = [
  { id: 'index', header: '#', value: (row) => row.index, cell: (row) => row.index },
  { id: 'amount', header: 'Amount', align: 'right', value: (row) => row.amount, cell: (row) => <Amount value={row.amount} /> },
  {
    id: 'utxo',
    header: 'Spends output',
    value: (row) => `${row.txID}:${row.outputIndex}`,
    cell: (row) => (
      <span className="inline-flex items-center gap-1">
        <Id value={row.txID} kind="tx" /> <span className="font-mono">#{row.outputIndex.toString()}</span>
      </span>
    ),
  },
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
  return <DataTable caption={caption} hideCaption columns={INPUT_COLUMNS} rows={inputs.map(inputRow)} rowKey={(row) => String(row.index)} emptyText="None." />;
}
