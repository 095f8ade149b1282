let markDrawn: () => void = () => undefined;

/**
 * Settles once the app's frame has been drawn with the page the visit opens with, or with that
 * page's stand-in while its code loads (src/app/PageFallback.tsx). A lazily loaded page's code and
 * its first calls wait for it, so that the frame, the page's title and what the URL tells of the
 * page are drawn from the first load's code alone, and nothing else is fetched or run before that
 * paint. Every later page finds it settled. React has no "after this commit is painted"; the bench
 * shows this pays: mobile LCP of a tx page and the validators page 2.3 s → 1.8 s
 * (docs/performance.md).
 */
export const pageFrameDrawn = new Promise<void>((resolve) => (markDrawn = resolve));

/** Called by the app's frame (src/app/Layout.tsx) once it has drawn itself. */
export function notePageFrameDrawn(): void {
  markDrawn();
}
