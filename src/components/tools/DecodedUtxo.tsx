import { t } from '@lingui/core/macro';
import { formatAddress } from '../../lib/address';
import type { Utxo } from '../../lib/codec/types';
import { idFromBytes } from '../../lib/ids';
import { useNetwork } from '../../network/network-context';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { OwnerList } from '../validators/OwnerList';

export interface DecodedUtxoProps {
  id: string;
  utxo: Utxo;
}

/** A UTXO decoded from its bytes: where it came from, what it holds and who may spend it. */
export function DecodedUtxo({ id, utxo }: DecodedUtxoProps) {
  const { settings } = useNetwork();
  const transfer = utxo.output.kind === 'LockOut' ? utxo.output.output : utxo.output;
  const owners = { locktime: transfer.locktime, threshold: transfer.threshold, addresses: transfer.addresses.map((address) => formatAddress('P', settings.hrp, address)) };
  return (
    <Card title={t`UTXO`}>
      <KeyValueList
        items={[
          { label: t`UTXO ID`, value: <Id value={id} full /> },
          { label: t`From tx`, value: <Id value={idFromBytes(utxo.txId)} kind="tx" full /> },
          { label: t`Output index`, value: utxo.outputIndex.toString() },
          { label: t`Asset`, value: <Id value={idFromBytes(utxo.assetId)} full /> },
          { label: t`Amount`, value: <Amount value={transfer.amount} /> },
          utxo.output.kind === 'LockOut' && { label: t`Stakeable until`, value: <Time value={utxo.output.locktime} mode="absolute" /> },
          { label: t`Owners`, value: <OwnerList owners={owners} /> },
        ]}
      />
    </Card>
  );
}
