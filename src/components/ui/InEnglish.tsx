/**
 * Text shown in English in every language, marked so (`lang="en"`) for screen readers and for the
 * languages check: what the node said (`status/ErrorMessage`), and the message of an exception a
 * verification check quotes from broken evidence.
 */
export function InEnglish({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}
