/**
 * What the node said, or the RPC client's words about a call, quoted as they are: English in every
 * language of the page, and marked so (`lang="en"`) for screen readers and for the languages check.
 */
export function NodeWords({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}
