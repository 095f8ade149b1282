import { useContext, useEffect } from 'react';
import { AppTitleContext } from './app-title';

/** Sets the document title for the page shown. */
export function usePageTitle(title: string): void {
  const appTitle = useContext(AppTitleContext);
  useEffect(() => {
    document.title = `${title} · ${appTitle}`;
  }, [title, appTitle]);
}
