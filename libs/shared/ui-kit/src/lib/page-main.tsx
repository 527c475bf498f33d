import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './skip-link';
import { Deferred } from './staged-render';

/** How long after a navigation focus follows the new page's heading (a lazy page, a dialog closing). */
const HEADING_WAIT_MS = 5000;

/**
 * After an in-app navigation to another path, focus moves to the new page's main heading (its
 * `h1`), so a keyboard or screen-reader user starts reading the new page instead of staying on
 * a link that is gone. It leaves focus alone where the new page placed it itself (a field with
 * autofocus). For a while it also follows the page as it settles: it waits for a lazily loaded
 * page's heading, for a dialog that held focus when the path changed (signing in, then going
 * where the visitor was heading) to close, and focuses the new heading again when a loading
 * page's heading gives way to the loaded one's (focus would fall to the body).
 */
function focusHeadingOf(main: HTMLElement): () => void {
  let placed: HTMLElement | null = null;
  /** True once there is nothing more to do. */
  const settle = (): boolean => {
    const active = document.activeElement;
    const onBody = active === null || active === document.body;
    if (!onBody && active === placed) return false;
    // Someone else placed focus: the page itself, or the user since the heading had it.
    if (!onBody && (placed !== null || main.contains(active))) return true;
    if (active?.closest('[role=dialog], [role=alertdialog]')) return false;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: placed !== null });
    placed = heading;
    return false;
  };
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  if (settle()) {
    stop();
    return () => undefined;
  }
  // The body, not only main: a dialog closing (in its portal) is what ends some waits.
  observer.observe(document.body, { childList: true, subtree: true });
  // Once the user acts (a click, a key: in a dialog too), where focus goes is theirs.
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
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

function RoutedMain({ children, ...props }: BoxProps) {
  const ref = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(ref);
  return (
    <Box as="main" ref={ref} id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" {...props}>
      <PageBoundary>{children}</PageBoundary>
    </Box>
  );
}

/**
 * The page waits in a Suspense boundary of its own while it suspends (its strings: a namespace is
 * downloaded when a page first uses it), so the layout and the providers above it stay mounted and
 * keep their effects. React also keeps the previous page on screen meanwhile when the page changes
 * in a transition (the router's navigations). An update outside a transition, or a renderer without
 * transitions (preact/compat, tried for the production builds: issue 14), shows the page's area
 * empty for that moment, where without this boundary the whole app gave way to the root's splash
 * screen (on preact/compat the session's effects were torn down too: requests went out without the
 * signed-in user's token).
 */
function PageBoundary({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {/* A staged first render (issue 14) renders the page in a task after the layout's. */}
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

/** The `main` landmark the skip link targets. One per page. */
export function PageMain({ children, ...props }: BoxProps) {
  const routed = useInRouterContext();
  if (routed) return <RoutedMain {...props}>{children}</RoutedMain>;
  return (
    <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" {...props}>
      <PageBoundary>{children}</PageBoundary>
    </Box>
  );
}
