import { t } from '@lingui/core/macro';
import type { SignedTx } from '../../lib/codec/types';
import { txToJson } from '../../lib/codec/json';
import { credentialSigners } from '../../lib/codec/signers';
import { useNetwork } from '../../network/network-context';
import { toTxView } from '../../queries/txs';
import { JsonBlock } from '../raw/JsonBlock';
import { SectionBoundary } from '../status/SectionBoundary';
import { txKindLabel } from '../tx/tx-kind-label';
import { TxBody } from '../tx/TxBody';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { NetworkCheck } from './NetworkCheck';
import { SignersCard } from './SignersCard';

export interface DecodedTxProps {
  id: string;
  tx: SignedTx;
  unsignedBytes: Uint8Array;
}

/** A P-Chain tx decoded from its bytes, in the tx page's sections, with who signed it. */
export function DecodedTx({ id, tx, unsignedBytes }: DecodedTxProps) {
  const { settings } = useNetwork();
  const json = txToJson(tx, { hrp: settings.hrp, txId: id });
  const view = toTxView(json, id);
  const networkId = 'networkId' in tx.unsignedTx ? tx.unsignedTx.networkId : undefined;
  return (
    <>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            { label: t`Transaction ID`, value: <Id value={id} kind="tx" full /> },
            { label: t`Kind`, value: <Badge tone="info">{txKindLabel(view.kind)}</Badge> },
            networkId !== undefined && { label: t`Network`, value: <NetworkCheck networkId={networkId} /> },
          ]}
        />
      </Card>
      <SectionBoundary what={t`The decoded transaction`}>
        <TxBody tx={view} />
      </SectionBoundary>
      <SignersCard signers={credentialSigners(unsignedBytes, tx.credentials)} />
      <Card title={t`Encoding`}>
        <JsonBlock label={t`Transaction JSON`} value={json} />
      </Card>
    </>
  );
}
