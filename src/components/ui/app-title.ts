import { createContext } from 'react';

export const DEFAULT_APP_TITLE = 'Node Explorer';

/** The explorer's name in the header and the document title: networks.json's `title` when it sets one. */
export const AppTitleContext = createContext(DEFAULT_APP_TITLE);
