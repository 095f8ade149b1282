import { t } from '@lingui/core/macro';
import type { DecodeResult } from '../../lib/codec/decode-any';
import { InEnglish } from '../ui/InEnglish';
import { hexKindLabel } from './hex-kind-label';

export interface DecodeProblemProps {
  result: Extract<DecodeResult, { ok: false }>;
}

/** Why pasted bytes fit none of the kinds tried, kind by kind (the codec names the field and offset, in the node's words). */
export function DecodeProblem({ result }: DecodeProblemProps) {
  if (result.reasons.length === 0) return null;
  return (
    <ul className="list-inside list-disc text-sm text-muted" aria-label={t`Why the bytes do not decode`}>
      {result.reasons.map((item) => (
        <li key={item.kind}>
          <span className="font-medium">{hexKindLabel(item.kind)}</span>: <span className="font-mono text-xs break-all">
            <InEnglish>{item.reason}</InEnglish>
          </span>
        </li>
      ))}
    </ul>
  );
}
