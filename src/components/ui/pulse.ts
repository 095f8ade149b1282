/** The look of every loading placeholder: a pulsing rounded bar in the page's muted tone. */
export const PULSE = 'animate-pulse rounded bg-slate-200 dark:bg-slate-800';
