import { t } from '@lingui/core/macro';
import { txMethodName, type TxMethod } from '../../lib/abi/tx-method';
import { DecodedSource, yourAbi } from './DecodedSource';

/** A tx's method in a table cell: Transfer, Create, the decoded function's name (a guess marked as one), or the bare selector. */
export function EvmTxMethod({ method }: { method: TxMethod }) {
  const name = txMethodName(method);
  if (method.kind === 'transfer' || method.kind === 'create') return <span className="text-muted">{name}</span>;
  if (method.kind === 'unknown') {
    return (
      <code className="block truncate text-muted" title={t`No known ABI has a function with this selector`}>
        {name}
      </code>
    );
  }
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <code className="truncate" title={`${method.decoded.signature} (${method.decoded.source === 'user' ? yourAbi(method.decoded.abiName) : method.decoded.abiName})`}>{name}</code>
      {method.decoded.source === 'guess' && <DecodedSource decoded={method.decoded} />}
    </span>
  );
}
