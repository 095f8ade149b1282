/** The one look of a link: always underlined in prose, underlined on hover in dense data (tables, figures). */
export const LINK_STYLE = {
  always: 'text-indigo-700 underline dark:text-indigo-300',
  hover: 'text-indigo-700 hover:underline dark:text-indigo-300',
} as const;

export type LinkUnderline = keyof typeof LINK_STYLE;
