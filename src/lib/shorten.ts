const DEFAULT_KEEP = 6;
/** Prefixes kept whole so a shortened value still says what it is. */
const KEPT_PREFIXES = [/^NodeID-/, /^[PXC]-[a-z]+1/, /^0x/];

/** "2ZW6HUePBW…qH7C9" style: keeps the head and tail, with a known prefix kept in full. */
export function shorten(text: string, keep: number = DEFAULT_KEEP): string {
  const prefix = KEPT_PREFIXES.map((pattern) => pattern.exec(text)?.[0]).find(Boolean) ?? '';
  const body = text.slice(prefix.length);
  if (body.length <= keep * 2 + 1) return text;
  return `${prefix}${body.slice(0, keep)}…${body.slice(-keep)}`;
}
