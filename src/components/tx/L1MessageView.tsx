import { groupDigits } from '../../lib/amount';
import { Id } from '../ui/Id';
import { KeyValueList } from '../ui/KeyValueList';
import { ChainTime } from '../ui/ChainTime';
import { hexByteLength } from './memo';
import { L1ValidatorLink } from './L1ValidatorLink';
import { Owners } from './Owners';
import type { L1Message, PChainOwnerView } from '../../lib/codec/warp';

const ownerJson = (owner: PChainOwnerView) => ({ threshold: owner.threshold, addresses: owner.addresses });

function Weight({ value }: { value: bigint }) {
  return <span className="font-mono tabular-nums">{value === 0n ? '0 (removes the validator)' : groupDigits(value)}</span>;
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
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {message.kind === 'register' ? 'Register an L1 validator' : 'Set an L1 validator’s weight'}, sent by the validator manager{' '}
        <Id value={message.sourceAddress} /> on <Id value={message.sourceChainId} kind="blockchain" />
      </p>
      <KeyValueList
        items={
          message.kind === 'register'
            ? [
                { label: 'Validation ID', value: <L1ValidatorLink validationId={message.validationId} txId={txId} full /> },
                { label: 'Subnet', value: <Id value={message.subnetId} kind="subnet" full /> },
                { label: 'Node ID', value: <Id value={message.nodeId} full /> },
                { label: 'BLS public key', value: <Id value={message.publicKey} /> },
                { label: 'Weight', value: <Weight value={message.weight} /> },
                { label: 'Registration expires', value: <ChainTime value={message.expiry} /> },
                { label: 'Remaining balance owner', value: <Owners owners={ownerJson(message.remainingBalanceOwner)} /> },
                { label: 'Disable owner', value: <Owners owners={ownerJson(message.disableOwner)} /> },
              ]
            : [
                { label: 'Validation ID', value: <Id value={message.validationId} kind="l1Validator" full /> },
                { label: 'Nonce', value: <span className="font-mono">{message.nonce.toString()}</span> },
                { label: 'New weight', value: <Weight value={message.weight} /> },
              ]
        }
      />
      <p className="inline-flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Signed message</span>
        <Id value={hex} />
        <span className="text-muted">{hexByteLength(hex)} bytes</span>
      </p>
    </div>
  );
}
