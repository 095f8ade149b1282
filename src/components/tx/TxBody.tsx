import { groupDigits } from '../../lib/amount';
import type { JsonObject } from '../../lib/json-value';
import type { TxView } from '../../queries/txs';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { fieldLabel } from './field-label';
import { objectsOf } from './json-access';
import { L1ValidatorsTable } from './L1ValidatorsTable';
import { LongText } from '../ui/LongText';
import { hexByteLength, memoText } from './memo';
import { InputsTable, OutputsTable } from './TransferTables';
import { TxFieldValue } from './TxFieldValue';
import { burnedFee } from './tx-fee';
import { weightIsNativeStake } from './stake-weight';

/** Keys shown in their own sections rather than in the details list. */
const SECTION_KEYS = new Set(['networkID', 'blockchainID', 'memo', 'outputs', 'inputs', 'stake', 'exportedOutputs', 'importedInputs', 'validators']);

const OUTPUT_SECTIONS: ReadonlyArray<[key: string, title: string]> = [
  ['stake', 'Stake'],
  ['exportedOutputs', 'Exported outputs'],
  ['outputs', 'Outputs'],
];
const INPUT_SECTIONS: ReadonlyArray<[key: string, title: string]> = [
  ['importedInputs', 'Imported inputs'],
  ['inputs', 'Inputs'],
];

export interface TxBodyProps {
  tx: TxView;
}

/** The memo as text when it is printable, its hex, and its size. */
function Memo({ hex }: { hex: string }) {
  const text = memoText(hex);
  return (
    <span className="break-all">
      {text !== null && (
        <>
          “<LongText text={text} />”{' '}
        </>
      )}
      <LongText text={hex} className="font-mono text-muted" /> <span className="text-muted">({groupDigits(hexByteLength(hex))} bytes)</span>
    </span>
  );
}

/** A decoded P-Chain tx: base fields, kind-specific details, L1 validators, stake, inputs and outputs. */
export function TxBody({ tx }: TxBodyProps) {
  const unsigned: JsonObject = tx.unsignedTx;
  const details = Object.entries(unsigned).filter(([key]) => !SECTION_KEYS.has(key));
  const memo = typeof unsigned.memo === 'string' ? unsigned.memo : undefined;
  const fee = burnedFee(unsigned);
  const weightIsStake = weightIsNativeStake(unsigned);
  return (
    <>
      {'networkID' in unsigned && (
        <Card title="Base">
          <KeyValueList
            items={[
              { label: 'Network ID', value: <TxFieldValue name="networkID" value={unsigned.networkID ?? ''} /> },
              { label: 'Blockchain', value: <TxFieldValue name="blockchainID" value={unsigned.blockchainID ?? ''} /> },
              memo !== undefined && {
                label: 'Memo',
                value: memo === '0x' ? 'empty' : <Memo hex={memo} />,
              },
              fee !== undefined && { label: 'Fee (burned)', hint: 'Inputs minus outputs, stake, exports and L1 validator balances', value: <Amount value={fee} /> },
              { label: 'Credentials', value: tx.credentials.length },
            ]}
          />
        </Card>
      )}
      {details.length > 0 && (
        <Card title="Details">
          <KeyValueList items={details.map(([key, value]) => ({ label: fieldLabel(key, tx.kind), value: <TxFieldValue name={key} value={value} weightIsStake={weightIsStake} txId={tx.id} /> }))} />
        </Card>
      )}
      {Array.isArray(unsigned.validators) && (
        <Card title="L1 validators">
          <L1ValidatorsTable validators={objectsOf(unsigned.validators)} txId={tx.id} {...(typeof unsigned.subnetID === 'string' ? { subnetId: unsigned.subnetID } : {})} />
        </Card>
      )}
      {OUTPUT_SECTIONS.filter(([key]) => Array.isArray(unsigned[key])).map(([key, title]) => (
        <Card key={key} title={title}>
          <OutputsTable caption={title} outputs={objectsOf(unsigned[key])} />
        </Card>
      ))}
      {INPUT_SECTIONS.filter(([key]) => Array.isArray(unsigned[key])).map(([key, title]) => (
        <Card key={key} title={title}>
          <InputsTable caption={title} inputs={objectsOf(unsigned[key])} />
        </Card>
      ))}
    </>
  );
}
