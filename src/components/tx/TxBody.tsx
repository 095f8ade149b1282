import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import type { JsonObject } from '../../lib/json-value';
import type { TxView } from '../../queries/txs';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { useLocale } from '../ui/use-locale';
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

interface Section {
  key: string;
  title: string;
}
const OUTPUT_SECTIONS: readonly Section[] = [
  { key: 'stake', get title() { return t`Stake`; } },
  { key: 'exportedOutputs', get title() { return t`Exported outputs`; } },
  { key: 'outputs', get title() { return t`Outputs`; } },
];
const INPUT_SECTIONS: readonly Section[] = [
  { key: 'importedInputs', get title() { return t`Imported inputs`; } },
  { key: 'inputs', get title() { return t`Inputs`; } },
];

export interface TxBodyProps {
  tx: TxView;
}

/** The memo as text when it is printable, its hex, and its size. */
function Memo({ hex }: { hex: string }) {
  const text = memoText(hex);
  const bytes = formatInteger(hexByteLength(hex), useLocale());
  return (
    <span className="break-all">
      {text !== null && (
        <>
          “<LongText text={text} />”{' '}
        </>
      )}
      <LongText text={hex} className="font-mono text-muted" /> <span className="text-muted">{t`(${bytes} bytes)`}</span>
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
        <Card title={t`Base`}>
          <KeyValueList
            items={[
              { label: t`Network ID`, value: <TxFieldValue name="networkID" value={unsigned.networkID ?? ''} /> },
              { label: t`Blockchain`, value: <TxFieldValue name="blockchainID" value={unsigned.blockchainID ?? ''} /> },
              memo !== undefined && {
                label: t`Memo`,
                value: memo === '0x' ? t`empty` : <Memo hex={memo} />,
              },
              fee !== undefined && { label: t`Fee (burned)`, hint: t`Inputs minus outputs, stake, exports and L1 validator balances`, value: <Amount value={fee} /> },
              { label: t`Credentials`, value: tx.credentials.length },
            ]}
          />
        </Card>
      )}
      {details.length > 0 && (
        <Card title={t`Details`}>
          <KeyValueList items={details.map(([key, value]) => ({ label: fieldLabel(key, tx.kind), value: <TxFieldValue name={key} value={value} weightIsStake={weightIsStake} txId={tx.id} /> }))} />
        </Card>
      )}
      {Array.isArray(unsigned.validators) && (
        <Card title={t`L1 validators`}>
          <L1ValidatorsTable validators={objectsOf(unsigned.validators)} txId={tx.id} {...(typeof unsigned.subnetID === 'string' ? { subnetId: unsigned.subnetID } : {})} />
        </Card>
      )}
      {OUTPUT_SECTIONS.filter(({ key }) => Array.isArray(unsigned[key])).map(({ key, title }) => (
        <Card key={key} title={title}>
          <OutputsTable caption={title} outputs={objectsOf(unsigned[key])} />
        </Card>
      ))}
      {INPUT_SECTIONS.filter(({ key }) => Array.isArray(unsigned[key])).map(({ key, title }) => (
        <Card key={key} title={title}>
          <InputsTable caption={title} inputs={objectsOf(unsigned[key])} />
        </Card>
      ))}
    </>
  );
}
