import { routerPathOf } from './base-path';
import { startOpeningPage } from './opening-page';

startOpeningPage(routerPathOf(window.location.pathname));
