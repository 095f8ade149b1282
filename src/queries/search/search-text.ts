import { t } from '@lingui/core/macro';

/** What the search box takes, for the messages about entries it cannot use. */
export const searchAccepts = (): string =>
  t`a block height, a NodeID-…, a P-, X- or C- address, a 0x… hash or address, a cb58 ID, a chain name, a token symbol or a link from another explorer`;

/** "From a Snowtrace link", "From an Avascan link", "From a link to explorer.example.org". */
export function linkSource(explorer: string): string {
  if (explorer.includes('.')) return t`From a link to ${explorer}`;
  // English picks its article by the name's sound; the other languages translate both the same.
  return /^[AEIOU]/.test(explorer) ? t`From an ${explorer} link` : t`From a ${explorer} link`;
}
