import type { TxKind } from '../../lib/codec/types';

/** "AddPermissionlessValidatorTx" -> "Add permissionless validator". */
export function txKindLabel(kind: TxKind): string {
  const words = kind.replace(/Tx$/, '').replace(/L1/g, ' L1 ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().split(/\s+/);
  return words
    .map((word, index) => (index === 0 || word === 'L1' ? word : word.toLowerCase()))
    .join(' ')
    .replace('auto renewed', 'auto-renewed');
}
