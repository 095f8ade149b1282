/** What the verification line says. */
export const VERIFICATION_TEXT = {
  checking: 'Checking what the node said…',
  verified: 'Verified',
  fails: 'Does not verify',
  notChecked: 'Not checked',
  details: 'What was checked',
  trustAnchor:
    'These checks prove that the answers agree with each other and with the block they name; a node that forged a whole chain would pass them.',
  answeredBy: (nodes: readonly string[]) => `Answered by ${nodes.join(', ')}.`,
  noExtraCalls: 'No node was asked again: the checks read answers already at hand.',
  couldNotCheck: (message: string) => `the checks could not be run: ${message}`,
  statusWord: { verified: 'verified', fails: 'does not verify', 'not-checked': 'not checked' },
} as const;
