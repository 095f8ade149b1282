import { useEffect, useState } from 'react';

/**
 * False until the browser has shown the component's first render: the frame after the one it is
 * drawn in has begun, then a task. One frame is not enough: the screen shows a frame some time after
 * the main thread has drawn it, and work started in between (a large answer arriving) would count
 * as holding up that paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
