/**
 * The path the app is served under (Vite's `base`, `/` unless built with `EXPLORER_BASE`), without
 * its trailing slash: '' or '/explorer'. Router paths (src/lib/paths.ts) are below it.
 */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A document path (`location.pathname`) as the router sees it: `/explorer/local/blocks` → `/local/blocks`. */
export function routerPathOf(pathname: string, basePath: string = BASE_PATH): string {
  if (pathname === basePath) return '/';
  return basePath !== '' && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}

/** A router path as a full URL of this app, for links opened outside the router (notifications). */
export function appUrlOf(path: string, origin: string = window.location.origin): string {
  return new URL(`${BASE_PATH}${path}`, origin).href;
}
