/**
 * A shared component's own classes followed by the caller's. There is no class merging, so the
 * caller adds only what the component leaves open (margins, font, layout), never a conflicting class.
 */
export const withClasses = (own: string, extra: string | undefined): string => (extra ? `${own} ${extra}` : own);
