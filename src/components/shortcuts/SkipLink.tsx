import type { MouseEvent } from 'react';
import { SHORTCUT_STRINGS } from './shortcut-strings';

/** The id of the page's main region, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main';

/** First in the tab order: jumps over the header straight to the page's content. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // The main region takes the focus itself, so the next Tab goes into the content (a bare #main would only scroll).
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-700 focus:shadow dark:focus:bg-slate-900 dark:focus:text-indigo-300"
    >
      {SHORTCUT_STRINGS.skipToContent}
    </a>
  );
}
