/** A hidden tab draws no frame: past this wait, the work goes ahead without one. */
const NO_FRAME_WAIT_MS = 200;

/**
 * Settles once the document has drawn its first frame after this module ran: work that the first
 * page's paint does not need (code for kept answers) waits for it and does not compete with that
 * paint. At once where nothing draws (Node, tests without animation frames).
 */
export const firstFrameDrawn: Promise<void> =
  typeof requestAnimationFrame === 'function'
    ? new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, NO_FRAME_WAIT_MS);
      })
    : Promise.resolve();
