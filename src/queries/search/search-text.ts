/** What the search box takes, for the messages about entries it cannot use. */
export const SEARCH_ACCEPTS =
  'a block height, a NodeID-…, a P-, X- or C- address, a 0x… hash or address, a cb58 ID, a chain name, a token symbol or a link from another explorer';

/** "From a Snowtrace link", "From an Avascan link", "From a link to explorer.example.org". */
export function linkSource(explorer: string): string {
  if (explorer.includes('.')) return `From a link to ${explorer}`;
  return `From ${/^[AEIOU]/.test(explorer) ? 'an' : 'a'} ${explorer} link`;
}
