/** Which of a table's columns are shown: by the screen's width until the user chooses, then as chosen (kept in the URL). */

/** Tailwind's breakpoints, smallest first; `base` is below `md`. */
export const WIDTHS = ['base', 'md', 'lg', 'xl'] as const;
export type Width = (typeof WIDTHS)[number];

/** From which width a column is shown unless the user says otherwise; `asked` only when the user asks for it. */
export type ShownFrom = Width | 'asked';

/** Each column's `ShownFrom`, by column id; a column left out is always shown. */
export type ColumnTiers = Readonly<Record<string, ShownFrom>>;

/** The ids of the columns shown at `width` before the user chooses, in the table's order. */
export function defaultColumns(ids: readonly string[], tiers: ColumnTiers, width: Width): string[] {
  const reached = WIDTHS.indexOf(width);
  return ids.filter((id) => {
    const from = tiers[id] ?? 'base';
    return from !== 'asked' && WIDTHS.indexOf(from) <= reached;
  });
}

/**
 * The ids shown: the comma-separated list in `param` when it names any of the table's columns
 * (unknown ids, e.g. from an older link, are dropped), else the width's defaults.
 */
export function readShownColumns(params: URLSearchParams, param: string, ids: readonly string[], defaults: readonly string[]): string[] {
  const listed = new Set((params.get(param) ?? '').split(','));
  const shown = ids.filter((id) => listed.has(id));
  return shown.length > 0 ? shown : [...defaults];
}

/** A copy of `params` with `shown` written in; `undefined` goes back to the width's defaults. Other parameters are kept. */
export function writeShownColumns(params: URLSearchParams, param: string, shown: readonly string[] | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (shown === undefined || shown.length === 0) next.delete(param);
  else next.set(param, shown.join(','));
  return next;
}

/** `shown` with `id` added (in the table's order) or taken away; the last shown column stays. */
export function toggleColumn(ids: readonly string[], shown: readonly string[], id: string): string[] {
  if (!shown.includes(id)) return ids.filter((each) => each === id || shown.includes(each));
  return shown.length > 1 ? shown.filter((each) => each !== id) : [...shown];
}
