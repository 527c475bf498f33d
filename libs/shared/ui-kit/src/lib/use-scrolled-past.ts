import { useEffect, useState } from 'react';

/** SPEC.md §9: the navbar gains elevation after 50 px of scroll. */
export const NAVBAR_ELEVATION_SCROLL_PX = 50;

export function useScrolledPast(threshold: number = NAVBAR_ELEVATION_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
