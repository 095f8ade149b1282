/**
 * Text shown in English in every language, marked so (`lang="en"`) for screen readers and for the
 * languages check: what the node said (`status/ErrorMessage`), and the words of the modules that
 * also run outside the browser and keep their own sentences (the verification's checks).
 */
export function InEnglish({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}
