import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a lazily loaded page may take to show its heading before focus is left alone. */
const HEADING_WAIT_MS = 3000;

/**
 * After an in-app navigation to another path, focus moves to the new page's main heading (its
 * `h1`), so a keyboard or screen-reader user starts reading the new page instead of staying on
 * a link that is gone. It waits for a lazily loaded page's heading, and leaves focus alone where
 * the new page placed it itself (a field with autofocus). A dialog that holds focus when the path
 * changes (signing in, then going where the visitor was heading) is waited for: once it closes,
 * its button gone, focus would fall to the body, so the heading takes it then.
 */
function focusHeadingOf(main: HTMLElement): () => void {
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    if (active !== null && active !== document.body && main.contains(active)) return true;
    if (active?.closest('[role=dialog], [role=alertdialog]')) return false;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  // The body, not only main: a dialog closing (in its portal) is what ends some waits.
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function useFocusHeadingOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname || !main.current) return;
    previous.current = pathname;
    return focusHeadingOf(main.current);
  }, [pathname, main]);
}

function RoutedMain(props: BoxProps) {
  const ref = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(ref);
  return <Box as="main" ref={ref} id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" {...props} />;
}

/** The `main` landmark the skip link targets. One per page. */
export function PageMain(props: BoxProps) {
  const routed = useInRouterContext();
  if (routed) return <RoutedMain {...props} />;
  return <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" {...props} />;
}
