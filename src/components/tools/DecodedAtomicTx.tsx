import { t } from '@lingui/core/macro';
import type { SignedAtomicTx } from '../../lib/codec/atomic-tx';
import { atomicFee, atomicTxBodyOf } from '../../lib/codec/atomic-tx-view';
import { credentialSigners } from '../../lib/codec/signers';
import { idFromBytes } from '../../lib/ids';
import { P_CHAIN_NAME, PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { paths } from '../../lib/paths';
import { useNetwork } from '../../network/network-context';
import { AtomicTxTransfers } from '../tx/AtomicTxTransfers';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { NetworkCheck } from './NetworkCheck';
import { SignersCard } from './SignersCard';

export interface DecodedAtomicTxProps {
  id: string;
  tx: SignedAtomicTx;
  unsignedBytes: Uint8Array;
}

/** A C-Chain atomic tx decoded from its bytes, in the atomic tx page's sections, with who signed it. */
export function DecodedAtomicTx({ id, tx, unsignedBytes }: DecodedAtomicTxProps) {
  const { settings, ref } = useNetwork();
  const unsigned = tx.unsignedTx;
  const body = atomicTxBodyOf(unsigned, settings.hrp);
  const fee = atomicFee(body);
  const otherChainId = idFromBytes(unsigned.kind === 'import' ? unsigned.sourceChain : unsigned.destinationChain);
  return (
    <>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            { label: t`Transaction ID`, value: <Id value={id} kind="atomicTx" full /> },
            { label: t`Kind`, value: unsigned.kind === 'import' ? t`Import into the C-Chain` : t`Export from the C-Chain` },
            { label: t`Network`, value: <NetworkCheck networkId={unsigned.networkId} /> },
            { label: t`Blockchain`, value: <Id value={idFromBytes(unsigned.blockchainId)} href={paths.chain(ref, 'C')} /> },
            {
              label: unsigned.kind === 'import' ? t`Source chain` : t`Destination chain`,
              value: otherChainId === PRIMARY_NETWORK_ID ? P_CHAIN_NAME : <Id value={otherChainId} kind="blockchain" />,
            },
            fee !== undefined && { label: t`Fee (burned)`, hint: t`Amounts taken minus amounts delivered`, value: <Amount value={fee} /> },
          ]}
        />
      </Card>
      <AtomicTxTransfers body={body} otherChainId={otherChainId} />
      <SignersCard signers={credentialSigners(unsignedBytes, tx.credentials)} showEvmAddress={unsigned.kind === 'export'} />
    </>
  );
}
