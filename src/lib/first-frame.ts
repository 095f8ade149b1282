/**
 * Settles once the document has drawn its first frame after this module ran: work that the first
 * page's paint does not need (code for kept answers, background calls) waits for it and does not
 * compete with that paint. At once where nothing draws (Node, tests without animation frames).
 */
export const firstFrameDrawn: Promise<void> =
  typeof requestAnimationFrame === 'function'
    ? new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    : Promise.resolve();
