import { startOpeningPage } from './opening-page';

startOpeningPage(window.location.pathname);
