import { t } from '@lingui/core/macro';
import type { HexKind } from '../../lib/codec/decode-any';

/** What pasted bytes decoded as, in the reader's language. */
export function hexKindLabel(kind: HexKind): string {
  switch (kind) {
    case 'tx':
      return t`P-Chain transaction`;
    case 'atomic-tx':
      return t`C-Chain atomic transaction`;
    case 'block':
      return t`P-Chain block`;
    case 'utxo':
      return 'UTXO';
  }
}
