import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { useLocale } from '../ui/use-locale';
import { ChainTime } from '../ui/ChainTime';
import { hexByteLength } from './memo';
import { L1ValidatorLink } from './L1ValidatorLink';
import { Owners } from './Owners';
import type { L1Message, PChainOwnerView } from '../../lib/codec/warp';

const ownerJson = (owner: PChainOwnerView) => ({ threshold: owner.threshold, addresses: owner.addresses });

function Weight({ value }: { value: bigint }) {
  const locale = useLocale();
  return <span className="font-mono tabular-nums">{value === 0n ? t`0 (removes the validator)` : formatInteger(value, locale)}</span>;
}

export interface L1MessageViewProps {
  /** The message as the tx JSON gives it (`0x…`). */
  hex: string;
  message: L1Message;
  /** The tx that carries the message: a registration's validator link names it. */
  txId?: string | undefined;
}

/** The Warp message of an L1 validator registration or weight change, decoded, with its raw bytes. */
export function L1MessageView({ hex, message, txId }: L1MessageViewProps) {
  const bytes = String(hexByteLength(hex));
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {message.kind === 'register' ? t`Register an L1 validator, sent by the validator manager` : t`Set an L1 validator’s weight, sent by the validator manager`}{' '}
        <Id value={message.sourceAddress} /> {t`on`} <Id value={message.sourceChainId} kind="blockchain" />
      </p>
      <KeyValueList
        items={
          message.kind === 'register'
            ? [
                { label: t`Validation ID`, value: <L1ValidatorLink validationId={message.validationId} txId={txId} full /> },
                { label: t`Subnet`, value: <Id value={message.subnetId} kind="subnet" full /> },
                { label: t`Node ID`, value: <Id value={message.nodeId} full /> },
                { label: t`BLS public key`, value: <Id value={message.publicKey} /> },
                { label: t`Weight`, value: <Weight value={message.weight} /> },
                { label: t`Registration expires`, value: <ChainTime value={message.expiry} /> },
                { label: t`Remaining balance owner`, value: <Owners owners={ownerJson(message.remainingBalanceOwner)} /> },
                { label: t`Disable owner`, value: <Owners owners={ownerJson(message.disableOwner)} /> },
              ]
            : [
                { label: t`Validation ID`, value: <Id value={message.validationId} kind="l1Validator" full /> },
                { label: t`Nonce`, value: <span className="font-mono">{message.nonce.toString()}</span> },
                { label: t`New weight`, value: <Weight value={message.weight} /> },
              ]
        }
      />
      <p className="inline-flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">{t`Signed message`}</span>
        <Id value={hex} />
        <span className="text-muted">{t`${bytes} bytes`}</span>
      </p>
    </div>
  );
}
