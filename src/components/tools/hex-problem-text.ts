import { t } from '@lingui/core/macro';
import type { HexProblem } from '../../lib/codec/decode-any';
import { hexKindLabel } from './hex-kind-label';

/** Why pasted text decodes as nothing, in the reader's language (the hex decoder's reason stays in its words). */
export function hexProblemText(problem: HexProblem): string {
  switch (problem.code) {
    case 'empty':
      return t`Nothing to decode: paste a hex encoding.`;
    case 'not-hex': {
      const reason = problem.reason;
      return t`Not a checksummed hex encoding: ${reason}.`;
    }
    case 'no-kind': {
      const what = problem.kinds.map(hexKindLabel).join(', ');
      return t`The checksum is right, but the bytes do not decode as: ${what}.`;
    }
  }
}
