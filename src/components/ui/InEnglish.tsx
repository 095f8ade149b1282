/**
 * Text shown in English in every language, marked so (`lang="en"`) for screen readers and for the
 * languages check: what the node said, and the words of the modules that also run outside the
 * browser (the RPC client's findings, the message of a verification check's broken evidence),
 * where no catalog is compiled.
 */
export function InEnglish({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}
