import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold a part starts loading (by default, once any of it is in view). */
export const NEAR_VIEWPORT_MARGIN = '0px';

/**
 * Whether `ref`'s element has come within `margin` of the viewport (once true, it stays true): a
 * part below the fold fetches what it shows only when the visitor scrolls towards it, so a
 * phone's first page downloads none of it (issue 14). Without IntersectionObserver, at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
