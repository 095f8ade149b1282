/** Text from a node is shown at most this long: a hostile or broken node cannot flood the page. */
export const MAX_SHOWN_CHARS = 512;

export interface BoundedText {
  shown: string;
  /** Characters left out (0 when the text is shown whole). */
  omitted: number;
}

export function boundText(text: string, max: number = MAX_SHOWN_CHARS): BoundedText {
  if (text.length <= max) return { shown: text, omitted: 0 };
  return { shown: text.slice(0, max), omitted: text.length - max };
}
