import { t } from '@lingui/core/macro';
import type { Decoded } from '../../lib/abi/decode';
import { Badge } from '../ui/Badge';

/** How a decoding from an ABI the user gave is named. */
export const yourAbi = (name: string) => t`your ABI: ${name}`;

/** Where a decoding came from; a match in the table of common signatures is only a guess. */
export function DecodedSource({ decoded }: { decoded: Pick<Decoded, 'source' | 'abiName'> }) {
  if (decoded.source === 'guess') {
    return (
      <Badge tone="warning" title={t`No ABI for this address matched; the name comes from a table of common signatures and may be wrong`}>
        {t`guess`}
      </Badge>
    );
  }
  return <Badge tone="info">{decoded.source === 'user' ? yourAbi(decoded.abiName) : decoded.abiName}</Badge>;
}
