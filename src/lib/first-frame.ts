/** A hidden tab draws no frame: past this wait, the work goes ahead without one. */
const NO_FRAME_WAIT_MS = 200;

/**
 * Settles once the document has drawn its next frame. At once where nothing draws (Node, tests
 * without animation frames).
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, NO_FRAME_WAIT_MS);
  });
}
