import { useEffect } from 'react';

const APP_NAME = 'Node Explorer';

/** Sets the document title for the page shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
