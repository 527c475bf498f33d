import { useLayoutEffect, useRef } from 'react';
import { SplashScreen } from './splash-screen';
import { useStagedRenderHold } from './staged-render';

/** The page the server filled, taken out of `#root` when the app takes it over (start-app). */
let shellNodes: Node[] | null = null;

/**
 * Keeps a filled page's content (the home, the activity list: issue 14) for the app's start-up
 * waits; called by start-app before the app's first render replaces it.
 */
export function keepPrerenderedShell(root: HTMLElement): void {
  shellNodes = [...root.childNodes];
}

/**
 * What the app shows while it waits at start-up (the stored session restored, the first page's
 * file fetched): the filled page itself, its very nodes moved back in before the browser paints
 * (the same pictures, so neither a flash nor a new largest paint), else the splash screen.
 */
export function StartupFallback() {
  // During a staged first render, the app waits out of sight and the filled page stays where it is.
  const shown = useStagedRenderHold();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shown && shellNodes && box.current) box.current.append(...shellNodes);
  }, [shown]);
  if (!shown) return null;
  return shellNodes ? <div ref={box} style={{ display: 'contents' }} /> : <SplashScreen />;
}
