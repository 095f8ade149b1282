import { t } from '@lingui/core/macro';
import type { Check } from '../../lib/verify/check';

/** What the verification line says, each read when shown (in the active locale). */
export const VERIFICATION_TEXT = {
  get checking() { return t`Checking what the node said…`; },
  get verified() { return t`Verified`; },
  get fails() { return t`Does not verify`; },
  get notChecked() { return t`Not checked`; },
  get details() { return t`What was checked`; },
  get trustAnchor() { return t`These checks prove that the answers agree with each other and with the block they name; a node that forged a whole chain would pass them.`; },
  answeredBy: (nodes: readonly string[]) => {
    const names = nodes.join(', ');
    return t`Answered by ${names}.`;
  },
  get noExtraCalls() { return t`No node was asked again: the checks read answers already at hand.`; },
  notRun: (message: string) => t`Not checked: the checks could not be run: ${message}`,
  statusWord: {
    get verified() { return t`verified`; },
    get fails() { return t`does not verify`; },
    get 'not-checked'() { return t`not checked`; },
  } satisfies Record<Check['status'], string>,
};
