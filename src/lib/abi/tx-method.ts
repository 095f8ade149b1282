import { t } from '@lingui/core/macro';
import { hexByteLength, selectorOf } from '../evm-calls';
import { decodeCalldata, type AbiContext, type Decoded } from './decode';

/**
 * What a transaction does, for a column of a tx table: a plain transfer of value (no input), a
 * contract creation (no recipient), a call decoded offline from its selector (the ABIs known for
 * its recipient, then the common-signature table as a guess), or a call nothing decodes.
 */
export type TxMethod =
  | { kind: 'transfer' }
  | { kind: 'create' }
  | { kind: 'call'; decoded: Pick<Decoded, 'source' | 'abiName' | 'name' | 'signature'> }
  | { kind: 'unknown'; selector: string };

export function txMethod(tx: { to: string | null; input: string }, context: AbiContext): TxMethod {
  if (tx.to === null) return { kind: 'create' };
  if (hexByteLength(tx.input) === 0) return { kind: 'transfer' };
  const decoded = decodeCalldata(tx.input, tx.to, context);
  if (decoded) return { kind: 'call', decoded: { source: decoded.source, abiName: decoded.abiName, name: decoded.name, signature: decoded.signature } };
  // Input shorter than a selector is shown as it is.
  return { kind: 'unknown', selector: selectorOf(tx.input) ?? tx.input.toLowerCase() };
}

/** The method's name as the column shows and exports it. */
export function txMethodName(method: TxMethod): string {
  switch (method.kind) {
    case 'transfer':
      return t`Transfer`;
    case 'create':
      return t`Create`;
    case 'call':
      return method.decoded.name;
    case 'unknown':
      return method.selector;
  }
}
