import { loadPage, PAGES, type PageEntry } from './pages';

/** Path segments: a static one must be equal, `:name` takes any one, `:name?` any one or none. */
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return false;
  return segments.every((segment, index) => {
    const part = parts[index];
    return part !== undefined && (part.startsWith(':') || part === segment);
  });
}

/** Static segments count first: `chains/:chainId/blocks` wins over `chains/:chainId/:section?`. */
const specificity = (pattern: string): number => pattern.split('/').filter((part) => !part.startsWith(':')).length;

/** The lazily loaded page a path below `/:net` opens, if any. */
export function pageOf(pathname: string): PageEntry | undefined {
  const [, , ...segments] = pathname.split('/').filter((segment, index) => index === 0 || segment !== '');
  if (segments.length === 0) return undefined;
  return PAGES.filter((entry) => matches(entry.path, segments)).sort((a, b) => specificity(b.path) - specificity(a.path))[0];
}

/**
 * Asks for the code of the page the visit opens with while the app's own code is evaluated, not
 * after: the router asks for the same module when it starts, and gets this request.
 */
export function startOpeningPage(pathname: string): void {
  const entry = pageOf(pathname);
  if (entry) loadPage(entry).catch(() => undefined);
}
