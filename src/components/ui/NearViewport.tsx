import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a section starts rendering, so it is usually ready when scrolled to. */
const RENDER_AHEAD = '200px';

/**
 * Shows `placeholder` (which must have the content's size) until the section comes within reach of
 * the viewport, then `children`, for good: a section below the fold neither fetches nor renders
 * while the page above it is being drawn. Without IntersectionObserver, the children right away.
 */
export function NearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: RENDER_AHEAD });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={box}>{near ? children : placeholder}</div>;
}
