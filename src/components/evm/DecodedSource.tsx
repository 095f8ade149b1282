import type { Decoded } from '../../lib/abi/decode';
import { Badge } from '../ui/Badge';

/** Where a decoding came from; a match in the table of common signatures is only a guess. */
export function DecodedSource({ decoded }: { decoded: Pick<Decoded, 'source' | 'abiName'> }) {
  if (decoded.source === 'guess') {
    return (
      <Badge tone="warning" title="No ABI for this address matched; the name comes from a table of common signatures and may be wrong">
        guess
      </Badge>
    );
  }
  return <Badge tone="info">{decoded.source === 'user' ? `your ABI: ${decoded.abiName}` : decoded.abiName}</Badge>;
}
